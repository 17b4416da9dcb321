import { z } from 'zod';

/** Lead statuses (spec §4); shown lowercase; an unknown value displays as OTHER. */
export const LEAD_STATUSES = [
  'NEW',
  'FOLLOW_UP',
  'UNDER_AGE',
  'AFFILIATE',
  'NOT_INTERESTED',
  'ACTIVE',
  'OTHER',
] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** Maps any stored value to a displayable status (spec §4: unknown → OTHER). */
export function displayStatus(value: string | null | undefined): LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeadStatus) : 'OTHER';
}

/** Funnel stages (spec §4); fallback label 'No Funnel'. */
export const LEAD_FUNNELS = [
  'Conversion',
  'Follow up',
  'Not Interested',
  'Wrong Info',
  'Misunderstood',
  'Duplicate',
  'Suspicious',
  'Whale',
  'Company Check',
  'Spam',
  'No Money',
  'Job Seek',
  'Trash',
  'Under Age',
  'Didnt Sign',
] as const;
export const LeadFunnelSchema = z.enum(LEAD_FUNNELS);
export type LeadFunnel = z.infer<typeof LeadFunnelSchema>;
export const NO_FUNNEL = 'No Funnel';

/** Countries (spec §9) with their dialling prefix, used for the `prefix-number` phone form. */
export const COUNTRIES = [
  { code: 'SA', name: 'Saudi Arabia', dialCode: '966' },
  { code: 'KW', name: 'Kuwait', dialCode: '965' },
  { code: 'BH', name: 'Bahrain', dialCode: '973' },
  { code: 'QA', name: 'Qatar', dialCode: '974' },
  { code: 'OM', name: 'Oman', dialCode: '968' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '971' },
] as const;
export type Country = (typeof COUNTRIES)[number];

/** Platforms with icons (spec §9). */
export const PLATFORMS = ['google', 'facebook', 'tiktok', 'instagram', 'twitter', 'snapchat'] as const;

/**
 * Deposit-count filter options (spec §9): exact 1 and 2, at least 4, at least 8; plus `1+` (at least one:
 * the FTDs, what an analytics FTD figure links to; docs/decisions.md "Campaigns and analytics").
 */
export const DEPOSIT_COUNT_OPTIONS = ['1', '2', '4+', '8+', '1+'] as const;
/** Deposit-amount filter options (spec §9), in whole currency units: at least 1,000 ... 100,000. */
export const DEPOSIT_AMOUNT_OPTIONS = ['1K+', '2K+', '5K+', '10K+', '100K+'] as const;

/** The default campaign of a new lead (spec §5). */
export const DEFAULT_CAMPAIGN = 'CRM';

/** Quick filter, delivered at login (spec §2). The spec does not show the set: docs/decisions.md. */
export const QuickFilterSchema = z.object({ id: z.string(), label: z.string() });
export type QuickFilter = z.infer<typeof QuickFilterSchema>;
/** Ids of the default quick filters; each has a label per language (i18n/, `quickFilters`). */
export const QUICK_FILTER_ID_LIST = [
  'NEW_TODAY',
  'UNASSIGNED',
  'NO_COMMENT',
  'FOLLOW_UP',
  'DEPOSITORS',
  'NOT_CONTACTED_7D',
] as const;
export type QuickFilterId = (typeof QUICK_FILTER_ID_LIST)[number];
/** Quick action, delivered at login (spec §2); each sets status and/or funnel, or unassigns. */
export const QuickActionSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: LeadStatusSchema.optional(),
  funnel: LeadFunnelSchema.optional(),
  unassign: z.boolean().optional(),
});
export type QuickAction = z.infer<typeof QuickActionSchema>;
/** Ids of the default quick actions; each has a label per language (i18n/, `quickActions`). */
export const QUICK_ACTION_ID_LIST = [
  'MARK_FOLLOW_UP',
  'MARK_NOT_INTERESTED',
  'MARK_WRONG_INFO',
  'MARK_TRASH',
  'UNASSIGN',
] as const;
export type QuickActionId = (typeof QUICK_ACTION_ID_LIST)[number];
