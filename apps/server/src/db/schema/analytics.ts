import { date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { money, tally } from './columns.js';

/*
 * Analytics rollups (issue 11; docs/decisions.md "Campaigns and analytics"). Kept by statement-level
 * triggers on `leads` and `visits` (migration 0021) in the same transaction as every write, so they are
 * exact after inserts, imports, bulk changes, deletes (soft: `deleted_at`) and restores. `day` is the
 * lead's `created_at` (a visit's `created_at`) as a calendar day in the reporting time zone stored in
 * `analytics_settings` (the server's `TZ` setting; a change rebuilds the rollups at start-up).
 * Every lead measure follows the cohort rule: the live leads created that day, with their FTD
 * (`deposit_count > 0`), deposits, deposit amount (minor units) and accepted deliveries to date.
 * `affiliate_id` is a key so an affiliate reads only its own rows; sales and managers read the leads
 * indexes of their team instead (analytics module).
 */

/** The reporting time zone the rollups' days were built in (one row, id = 1). */
export const analyticsSettings = pgTable('analytics_settings', {
  id: integer('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
});

/** The keys every lead rollup but the campaigns' starts with: the day and the affiliate (the lead's). */
const dayAndAffiliate = () => ({ day: date('day').notNull(), affiliateId: uuid('affiliate_id') });

/** The measures of every lead rollup (cohort rule above): counts, and the deposit amount in minor units. */
const leadMeasures = () => ({
  leads: tally('leads'),
  newLeads: tally('new_leads'),
  ftds: tally('ftds'),
  deposits: tally('deposits'),
  depositAmount: money('deposit_amount').notNull().default(0),
  delivered: tally('delivered'),
});

/** Per day × affiliate × platform × status × funnel: daily totals, status/funnel/platform mixes. */
export const leadDailyTotals = pgTable(
  'lead_daily_totals',
  {
    ...dayAndAffiliate(),
    platform: text('platform'),
    status: text('status').notNull(),
    funnel: text('funnel'),
    ...leadMeasures(),
  },
  (t) => [
    unique('lead_daily_totals_key')
      .on(t.day, t.affiliateId, t.platform, t.status, t.funnel)
      .nullsNotDistinct(),
    index('lead_daily_totals_affiliate_idx').on(t.affiliateId, t.day),
  ],
);

/** Per day × affiliate × campaign × campaign id × ad group × platform: campaigns and ad groups. */
export const leadDailyAdGroups = pgTable(
  'lead_daily_ad_groups',
  {
    ...dayAndAffiliate(),
    campaign: text('campaign').notNull(),
    campaignid: text('campaignid'),
    adgroupid: text('adgroupid'),
    platform: text('platform'),
    ...leadMeasures(),
  },
  (t) => [
    unique('lead_daily_ad_groups_key')
      .on(t.day, t.affiliateId, t.campaign, t.campaignid, t.adgroupid, t.platform)
      .nullsNotDistinct(),
    index('lead_daily_ad_groups_affiliate_idx').on(t.affiliateId, t.day),
    index('lead_daily_ad_groups_campaign_idx').on(t.campaign, t.day),
  ],
);

/**
 * Per campaign × day (all affiliates): the account statistics' lead totals (issue 12). Kept from the
 * ad-group rollup's deltas in the same statement (migration 0026), so a write costs one more upsert of
 * already-aggregated rows; changes that move no measure (status, funnel, assignee) write nothing here.
 */
export const leadDailyCampaigns = pgTable(
  'lead_daily_campaigns',
  {
    campaign: text('campaign').notNull(),
    day: date('day').notNull(),
    ...leadMeasures(),
  },
  (t) => [unique('lead_daily_campaigns_key').on(t.campaign, t.day)],
);

/** Per day × affiliate × campaign × ad group × kind ('status' | 'funnel') × value: ad-group mixes. */
export const leadDailyMix = pgTable(
  'lead_daily_mix',
  {
    ...dayAndAffiliate(),
    campaign: text('campaign').notNull(),
    adgroupid: text('adgroupid'),
    kind: text('kind').notNull(),
    value: text('value'),
    n: tally('n'),
  },
  (t) => [
    unique('lead_daily_mix_key')
      .on(t.day, t.affiliateId, t.campaign, t.adgroupid, t.kind, t.value)
      .nullsNotDistinct(),
    index('lead_daily_mix_group_idx').on(t.campaign, t.adgroupid, t.day),
  ],
);

/** Per day × affiliate × source (platform, from, campaign id, ad group, placement, keyword). */
export const leadDailySources = pgTable(
  'lead_daily_sources',
  {
    ...dayAndAffiliate(),
    platform: text('platform'),
    sourceFrom: text('source_from'),
    campaignid: text('campaignid'),
    adgroupid: text('adgroupid'),
    placement: text('placement'),
    keyword: text('keyword'),
    ...leadMeasures(),
  },
  (t) => [
    unique('lead_daily_sources_key')
      .on(t.day, t.affiliateId, t.platform, t.sourceFrom, t.campaignid, t.adgroupid, t.placement, t.keyword)
      .nullsNotDistinct(),
    index('lead_daily_sources_affiliate_idx').on(t.affiliateId, t.day),
  ],
);

/** Visits per day × campaign id × ad group (visits have no owner; see the visibility rule). */
export const visitDailyAdGroups = pgTable(
  'visit_daily_ad_groups',
  {
    day: date('day').notNull(),
    campaignid: text('campaignid'),
    adgroupid: text('adgroupid'),
    visits: tally('visits'),
  },
  (t) => [
    unique('visit_daily_ad_groups_key').on(t.day, t.campaignid, t.adgroupid).nullsNotDistinct(),
    index('visit_daily_ad_groups_group_idx').on(t.campaignid, t.adgroupid, t.day),
  ],
);
