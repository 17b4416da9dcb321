import { z } from 'zod';
import { countsShape, listQuerySchema, listResponseSchema } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { DaySchema, dayOrInstantSchema } from './lead-filters.js';
import { MSG } from './messages.js';

/*
 * Analytics (spec §2 ad-group analytics, sources table, last-days analytics, dashboard, /reports; §3
 * "Analytics responses"; §7 `affiliates/analytics`, `sources`, `leads/lastDaysLeads`,
 * `leads/sourcesAnalytics`; §9 windows). Rules (docs/decisions.md "Campaigns and analytics"):
 * - A window is whole days `from`..`to` (inclusive) in the reporting time zone (server setting `TZ`).
 * - Cohort: a row counts the live leads CREATED in the window; their FTDs (deposit_count > 0), deposits and
 *   deposit amount (minor units, as recorded on the lead) count with them whenever they happened. So every
 *   number is the size or sum of one lead list (FROM/TO plus the row's filters), and drilling in matches.
 * - Rates are ratios of totals (ftds / leads), never averages of rates; a zero denominator gives null.
 * - Visits count by the day of the visit and join ad groups on (campaignid, adgroupid).
 * - Visibility is the leads list's (DESIGN.md §4): admins all, affiliates their own leads, sales and
 *   managers their team's leads and pools.
 */

/** Default windows in days (spec §9): campaigns and sources 30, analytics 8. Longest window: 400 days. */
export const ANALYTICS_WINDOW_DAYS = { campaigns: 30, sources: 30, analytics: 8, max: 400 } as const;

/** A reporting day, YYYY-MM-DD, within the years PostgreSQL holds (`DaySchema`). */
export const ReportDaySchema = DaySchema;

/**
 * `from` and `to` (inclusive days); absent ones default to the endpoint's window ending today. Like the
 * leads list's FROM/TO, an ISO instant stands for its day in the reporting time zone (partners item 4).
 */
export const AnalyticsWindowQuerySchema = z.object({
  from: dayOrInstantSchema(MSG.validation.dateFormat).optional(),
  to: dayOrInstantSchema(MSG.validation.dateFormat).optional(),
});

/** Counts and amounts of a set of leads (cohort rule). Money in minor units. */
export const FunnelFiguresSchema = z.object({
  leads: z.number().int(),
  newLeads: z.number().int().describe('Leads still in status NEW'),
  ftds: z.number().int().describe('Leads with at least one deposit'),
  deposits: z.number().int(),
  depositAmount: z.number().int().describe('Minor units'),
  delivered: z.number().int().describe('Leads accepted by at least one integration'),
  conversion: z.number().nullable().describe('ftds / leads (0..1), null without leads'),
});
export type FunnelFigures = z.infer<typeof FunnelFiguresSchema>;

/** A count per value (status, funnel stage or platform); `null` key is written as '(none)'. */
export const MixSchema = z.record(z.string(), z.number().int());
export type Mix = z.infer<typeof MixSchema>;

/** The value standing for "no value" in group keys and in drill-down filters. */
export const NONE_VALUE = '(none)';

/** The window an answer covers: its first and last day (YYYY-MM-DD, inclusive) and the reporting time zone. */
export const analyticsWindowShape = { from: z.string(), to: z.string(), timeZone: z.string() };

/** The query of a list over an analytics window: page, limit (`defaultLimit`), keywords, sortBy, from, to. */
export function windowListQuerySchema(defaultLimit: number) {
  return listQuerySchema(defaultLimit).extend(AnalyticsWindowQuerySchema.shape);
}

/** The answer of a list over an analytics window: `{rows, count}` and the window (`analyticsWindowShape`). */
export function windowListResponseSchema<T extends z.ZodType>(row: T) {
  return listResponseSchema(row).extend(analyticsWindowShape);
}

/* ---- Ad-group analytics: GET /api/affiliates/analytics ---- */

export const AD_GROUP_SORT_FIELDS = [
  'campaign',
  'adgroupid',
  'visits',
  'leads',
  'leadsPerVisit',
  'delivered',
  'ftds',
  'ftdRate',
  'depositAmount',
  'costPerLead',
  'costPerFtd',
] as const;
export type AdGroupSortField = (typeof AD_GROUP_SORT_FIELDS)[number];

export const AdGroupQuerySchema = windowListQuerySchema(PAGE_SIZE.default).extend({
  campaign: z.string().trim().max(121).optional().describe('Campaign name'),
});

export const AdGroupRowSchema = FunnelFiguresSchema.extend({
  campaign: z.string(),
  campaignid: z.string().nullable(),
  adgroupid: z.string().nullable(),
  platform: z.string().nullable(),
  visits: z.number().int(),
  leadsPerVisit: z.number().nullable(),
  ftdRate: z.number().nullable(),
  statusMix: MixSchema,
  funnelMix: MixSchema,
  spend: z.number().int().nullable().describe('Minor units; null while no spend is recorded'),
  costPerLead: z.number().nullable(),
  costPerFtd: z.number().nullable(),
});
export type AdGroupRow = z.infer<typeof AdGroupRowSchema>;

/** spec §3 "Analytics responses: adGroups and campaigns". */
export const AdGroupAnalyticsResponseSchema = z.object({
  adGroups: listResponseSchema(AdGroupRowSchema),
  campaigns: z.array(z.string()).describe('Campaign names with leads in the window (the filter choices)'),
  ...analyticsWindowShape,
});
export type AdGroupAnalyticsResponse = z.infer<typeof AdGroupAnalyticsResponseSchema>;

/* ---- Sources: GET /api/sources ---- */

export const SOURCE_SORT_FIELDS = [
  'total',
  'new',
  'ftds',
  'depositAmount',
  'conversion',
  'platform',
  'from',
] as const;

export const SourceQuerySchema = windowListQuerySchema(PAGE_SIZE.default);

/** One source: the lead's platform, referrer `from`, campaign id, ad group, placement and keyword. */
export const SourceRowSchema = z.object({
  platform: z.string().nullable(),
  from: z.string().nullable(),
  campaignid: z.string().nullable(),
  adgroupid: z.string().nullable(),
  placement: z.string().nullable(),
  keyword: z.string().nullable(),
  total: z.number().int(),
  new: z.number().int(),
  ftds: z.number().int(),
  depositAmount: z.number().int(),
  conversion: z.number().nullable(),
});
export type SourceRow = z.infer<typeof SourceRowSchema>;
export const SourceListResponseSchema = windowListResponseSchema(SourceRowSchema);
export type SourceListResponse = z.infer<typeof SourceListResponseSchema>;

/* ---- Last days: GET /api/leads/lastDaysLeads, GET /api/leads/sourcesAnalytics ---- */

export const DayFiguresSchema = z.object({
  day: z.string(),
  leads: z.number().int(),
  ftds: z.number().int(),
  depositAmount: z.number().int(),
  byStatus: MixSchema,
  byPlatform: MixSchema,
});
export type DayFigures = z.infer<typeof DayFiguresSchema>;

/** Every day of the window, zero-filled. */
export const LastDaysResponseSchema = z.object({ days: z.array(DayFiguresSchema), ...analyticsWindowShape });
export type LastDaysResponse = z.infer<typeof LastDaysResponseSchema>;

export const PlatformRowSchema = FunnelFiguresSchema.extend({ platform: z.string() });
export const SourcesAnalyticsResponseSchema = z.object({
  platforms: z.array(PlatformRowSchema),
  ...analyticsWindowShape,
});
export type SourcesAnalyticsResponse = z.infer<typeof SourcesAnalyticsResponseSchema>;

/* ---- Dashboard: GET /api/dashboard ---- */

export const TopRowSchema = FunnelFiguresSchema.extend({
  campaign: z.string(),
  adgroupid: z.string().nullable().optional(),
  visits: z.number().int().optional(),
});

/**
 * Distribution outcomes of the window's leads (issue 22 §6, cohort rule): routes sold, held and unsold
 * now, and leads a buyer returned at least once (a returned lead sold again counts in sold too).
 */
export const DistributionOutcomesSchema = z.object(countsShape(['sold', 'held', 'unsold', 'returned']));
export type DistributionOutcomes = z.infer<typeof DistributionOutcomesSchema>;

export const DashboardResponseSchema = z.object({
  ...analyticsWindowShape,
  previous: z.object({ from: z.string(), to: z.string() }).describe('Same length, weekday aligned'),
  figures: FunnelFiguresSchema.extend({ visits: z.number().int() }),
  previousFigures: FunnelFiguresSchema.extend({ visits: z.number().int() }),
  days: z.array(DayFiguresSchema),
  statusMix: MixSchema,
  funnelMix: MixSchema,
  platforms: z.array(PlatformRowSchema),
  topCampaigns: z.array(TopRowSchema),
  topAdGroups: z.array(TopRowSchema),
  distribution: DistributionOutcomesSchema,
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

/* ---- Reports: GET /api/reports, GET /api/reports/export ---- */

export const REPORT_GROUPS = ['day', 'campaign', 'adGroup', 'platform', 'status', 'funnel'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const ReportQuerySchema = AnalyticsWindowQuerySchema.extend({
  groupBy: z.enum(REPORT_GROUPS, { error: MSG.validation.reportGroup }).default('day'),
});
export const ReportRowSchema = FunnelFiguresSchema.extend({
  key: z
    .string()
    .describe('The group value (day, campaign, "campaign / ad group", platform, status, funnel)'),
  campaign: z.string().nullable(),
  adgroupid: z.string().nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportResponseSchema = z.object({
  rows: z.array(ReportRowSchema),
  totals: FunnelFiguresSchema,
  groupBy: z.enum(REPORT_GROUPS),
  ...analyticsWindowShape,
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

/** Column order of the report CSV (header row = these keys). */
export const REPORT_CSV_COLUMNS = [
  'key',
  'leads',
  'newLeads',
  'ftds',
  'deposits',
  'depositAmount',
  'delivered',
  'conversion',
] as const;

/** Ratio of totals (never an average of rates); null when the denominator is 0. */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}
