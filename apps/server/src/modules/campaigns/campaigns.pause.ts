import { sql } from 'drizzle-orm';
import { canPauseCampaign, MSG, type CampaignState } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { queryRows, type Runner } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { campaignScopeCondition } from './campaigns.scope.js';

/*
 * Pause and resume (issue 19 "Campaign decisions", docs/decisions.md "Pickers and campaign decisions"): a
 * paused campaign's intake posts are refused (409 `campaignPaused`) and its hosted pages show a "not
 * accepting" page; resuming starts both again. Leads already taken, imports and the add-lead form are not
 * affected (staff adding a lead by hand are not stopped by a paused ad).
 */

interface StateRow {
  id: string;
  name: string;
  paused_at: string | Date | null;
}

const toState = (r: StateRow): CampaignState => ({
  id: r.id,
  name: r.name,
  status: r.paused_at ? 'paused' : 'active',
  pausedAt: r.paused_at ? new Date(r.paused_at).toISOString() : null,
});

/**
 * `POST /api/campaigns/:id/pause` and `/resume`: sets or clears the campaign's `paused_at` (idempotent: a
 * second pause keeps the first time). Admins any campaign; managers a campaign of their scope (one of its
 * live leads is theirs to see, or they created it: `canPauseCampaign`, `campaignScopeCondition`).
 * @throws AppError NOT_FOUND for an unknown id; FORBIDDEN for anyone else (sales users, affiliates, a
 * manager outside the campaign's scope).
 */
export async function setCampaignPaused(
  db: Db,
  actor: Actor,
  id: string,
  paused: boolean,
): Promise<CampaignState> {
  const scope = await campaignScopeCondition(db, actor);
  const [found] = await queryRows<{ id: string; in_scope: boolean }>(
    db,
    sql`SELECT c.id, ${scope ?? sql`true`} AS in_scope FROM campaigns c WHERE c.id = ${id}::uuid`,
  );
  if (!found) throw notFound(MSG.problems.campaignNotFound);
  if (!canPauseCampaign(actor, found.in_scope)) throw forbidden();
  const [row] = await queryRows<StateRow>(
    db,
    paused
      ? sql`UPDATE campaigns SET paused_at = coalesce(paused_at, now()),
              paused_by = CASE WHEN paused_at IS NULL THEN ${actor.id}::uuid ELSE paused_by END
            WHERE id = ${id}::uuid RETURNING id, name, paused_at`
      : sql`UPDATE campaigns SET paused_at = NULL, paused_by = NULL
            WHERE id = ${id}::uuid RETURNING id, name, paused_at`,
  );
  return toState(row!);
}

/**
 * Refuses a new lead for a paused campaign (the intake before it writes one, the hosted page's form).
 * Unknown names pass (the intake creates them as bare campaigns, which are active).
 * @throws AppError CONFLICT (409) `campaignPaused` naming the campaign: the partner holds the lead and posts
 * again after a resume, or posts it to another campaign.
 */
export async function assertCampaignTakesLeads(db: Runner, campaignName: string): Promise<void> {
  const [r] = await queryRows<{ paused: boolean }>(
    db,
    sql`SELECT paused_at IS NOT NULL AS paused FROM campaigns WHERE name = ${campaignName}`,
  );
  if (r?.paused)
    throw new AppError('CONFLICT', MSG.messages.campaignPaused, undefined, undefined, {
      campaign: campaignName,
    });
}

/** True when the campaign named `campaignName` is paused (the hosted page's GET). */
export async function isCampaignPaused(db: Runner, campaignName: string): Promise<boolean> {
  const [r] = await queryRows<{ paused: boolean }>(
    db,
    sql`SELECT paused_at IS NOT NULL AS paused FROM campaigns WHERE name = ${campaignName}`,
  );
  return r?.paused === true;
}
