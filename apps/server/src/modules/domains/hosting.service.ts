import { IntakeLeadSchema, MSG, type Hosting, type HostingCreateSchema } from '@leadhouse/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { campaignById, campaignOptions, domainById, replaceHosting } from './domains.repository.js';
import type { DomainsContext } from './domains.service.js';

/**
 * `POST /api/hosting/new` (spec §7, payload chosen here: `{domainId, campaignId, title, headline?,
 * description?, locale}`): makes a campaign's landing page the current hosting of a domain, replacing
 * (and keeping) the one before. The domain must be verified or active: it serves only while active.
 * @throws AppError NOT_FOUND (domain or campaign unknown), CONFLICT (`messages.domainNotVerified`),
 * VALIDATION (a campaign name the lead form would refuse).
 */
export async function createHosting(
  ctx: DomainsContext,
  actor: Actor,
  input: z.output<typeof HostingCreateSchema>,
): Promise<Hosting> {
  const found = await domainById(ctx.db, input.domainId);
  if (!found) throw notFound(MSG.problems.unknownDomain);
  const { domain } = found;
  if (domain.state !== 'verified' && domain.state !== 'active') {
    throw new AppError('CONFLICT', MSG.messages.domainNotVerified, [
      { field: 'domainId', message: MSG.messages.domainNotVerified },
    ]);
  }
  const campaign = await campaignById(ctx.db, input.campaignId);
  if (!campaign) throw notFound(MSG.problems.unknownCampaign);
  // The page posts its leads with this campaign name: it must pass the lead form's campaign rule.
  if (!IntakeLeadSchema.shape.campaign.safeParse(campaign.name).success) {
    throw new AppError('VALIDATION', MSG.validation.campaignName, [
      { field: 'campaignId', message: MSG.validation.campaignName },
    ]);
  }
  const now = ctx.clock();
  const row = await ctx.db.transaction((t) =>
    replaceHosting(
      t as unknown as Db,
      {
        domainId: domain.id,
        campaignId: campaign.id,
        title: input.title,
        headline: input.headline || null,
        description: input.description || null,
        locale: input.locale,
        createdBy: actor.id,
        createdAt: now,
      },
      now,
    ),
  );
  return {
    id: row.id,
    domainId: domain.id,
    domainName: domain.name,
    campaignId: campaign.id,
    campaignName: campaign.name,
    title: row.title,
    headline: row.headline,
    description: row.description,
    locale: row.locale,
    url: `http://${domain.name}/`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/hosting/campaigns`: the campaigns a landing page can be made for. */
export async function hostingCampaigns(
  ctx: DomainsContext,
): Promise<{ rows: Array<{ id: string; name: string }> }> {
  return { rows: await campaignOptions(ctx.db) };
}
