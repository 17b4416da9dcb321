import { z } from 'zod';
import { requiredText } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { CampaignNameSchema } from './lead-schemas.js';
import { MSG } from './messages.js';
import { FunnelFiguresSchema, windowListQuerySchema, windowListResponseSchema } from './analytics.js';

/*
 * Campaigns (spec §2 campaign form, §3 Campaign, §5 campaign form rules, §7 `campaigns`, §8 'CAMPAIGN Added
 * Successfully!', §9 limit 50 and the 30-day window). A lead names its campaign by `name`; the intake,
 * the import and the add-lead form create an unknown name as a bare campaign (docs/decisions.md
 * "Campaigns and analytics"). `internalId` is the Social ID: the ad platform's campaign id, which visits and
 * leads carry as `campaignid`.
 */

/** A campaign's link: optional, an absolute http(s) URL (spec §5 "link is optional"). */
export const CampaignLinkSchema = z
  .string()
  .trim()
  .max(2000, MSG.validation.campaignLink)
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, MSG.validation.campaignLink);

/** `POST /api/campaigns` and `PUT /api/campaigns/:id` body (spec §5 "Campaign form"). */
export const CampaignFormSchema = z.object({
  name: CampaignNameSchema,
  description: requiredText(MSG.validation.description, 2, 120),
  internalId: CampaignNameSchema.describe('Social ID: the campaign-name rule (spec §5)'),
  link: CampaignLinkSchema.nullish().transform((v) => (v ? v : null)),
  accountId: z.uuid(MSG.validation.uuid).nullish().describe('The account the campaign belongs to'),
});
export type CampaignForm = z.input<typeof CampaignFormSchema>;

/** Whether a campaign takes new leads (intake, hosted pages): `active`, or `paused` by a manager. */
export const CAMPAIGN_STATUSES = ['active', 'paused'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** A campaign with its figures over the asked window (leads created in it; cohort rule). */
export const CampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  internalId: z.string().nullable(),
  link: z.string().nullable(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  figures: FunnelFiguresSchema,
  /** `paused`: the intake and the hosted pages refuse its new leads (issue 19 "Campaign decisions"). */
  status: CampaignStatusSchema,
  pausedAt: z.string().nullable(),
  spend: z
    .number()
    .int()
    .nullable()
    .describe(
      'Spend booked on the campaign in the window (minor units of `currency`); null when none is known',
    ),
  currency: z.string().nullable().describe('Currency of `spend`: the campaign account’s'),
  costPerLead: z.number().nullable().describe('spend / leads (minor units); null without spend or leads'),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** `POST /api/campaigns/:id/pause` and `/resume`: the campaign's state after the call. */
export const CampaignStateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: CampaignStatusSchema,
  pausedAt: z.string().nullable(),
});
export type CampaignState = z.infer<typeof CampaignStateSchema>;

/** Sort keys of the campaigns list. */
export const CAMPAIGN_SORT_FIELDS = [
  'name',
  'createdAt',
  'leads',
  'ftds',
  'depositAmount',
  'conversion',
  'status',
  'costPerLead',
] as const;

/** `GET /api/campaigns`: page, limit 50, keywords (name, description, Social ID), sortBy, window from/to. */
export const CampaignListQuerySchema = windowListQuerySchema(PAGE_SIZE.campaigns);
export const CampaignListResponseSchema = windowListResponseSchema(CampaignSchema);
export type CampaignListResponse = z.infer<typeof CampaignListResponseSchema>;
