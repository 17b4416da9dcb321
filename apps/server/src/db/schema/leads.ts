import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IntegrationHistoryEntry, LeadSource } from '@leadhouse/domain';
import { leadActions } from './lead-actions.js';
import { pools } from './pools.js';
import { users } from './users.js';
import { tz, money, tally, live, uuidKey, createdAt, updatedAt, ownedBy, weakRef } from './columns.js';

/** Campaigns (spec §3 Campaign): leads name their campaign; `internalId` is the Social ID. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    description: text('description'),
    internalId: text('internal_id'),
    link: text('link'),
    /** The account the campaign runs under (accounts module; no FK here, see migration of accounts). */
    accountId: uuid('account_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set while the campaign is paused (issue 19 "Campaign decisions"): the intake and its hosted pages
     * refuse new leads for it. Null: active. `pausedBy`: who paused it (no FK: a user is never deleted).
     */
    pausedAt: tz('paused_at'),
    pausedBy: uuid('paused_by'),
  },
  (t) => [uniqueIndex('campaigns_name_key').on(t.name), index('campaigns_account_idx').on(t.accountId)],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The lower-cased text keyword search runs over: names, email, the phone as stored and as bare digits.
 * The GIN trigram index below is built on exactly this expression, so queries must use `LEAD_SEARCH_EXPR`.
 */
export const LEAD_SEARCH_EXPR = sql.raw(
  `lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone_number || ' ' || replace(phone_number, '-', ''))`,
);

/** Live (not soft-deleted) leads: every list index is partial on it. */

/**
 * Leads (spec §3 Lead). `internalId` orders and pages stably; `id` is the public UUID. Deposit aggregates
 * (count, amount, `ftd_at`) mirror `lead_deposits` and are updated in the same transaction as each deposit. Indexes are partial on
 * live rows and lead with the filtered column, then the default sort (createdAt, internalId), so a filter
 * plus the default order, and the exact count of a filter, each read one index range.
 */
export const leads = pgTable(
  'leads',
  {
    internalId: bigint('internal_id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    id: uuidKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    phoneNumbers: jsonb('phone_numbers').$type<string[]>().notNull().default([]),
    personal: text('personal'),
    country: text('country').notNull(),
    location: jsonb('location').$type<{ region?: string | null; city?: string | null }>(),
    status: text('status').notNull().default('NEW'),
    funnel: text('funnel'),
    source: jsonb('source').$type<LeadSource>(),
    platform: text('platform'),
    campaign: text('campaign').notNull().default('CRM'),
    infoLevel: text('info_level'),
    trader: text('trader'),
    createdBy: weakRef('created_by', () => users.id),
    assignedTo: weakRef('assigned_to', () => users.id),
    poolId: weakRef('pool_id', () => pools.id),
    affiliateId: weakRef('affiliate_id', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastContacted: tz('last_contacted'),
    lastCommentAt: tz('last_comment_at'),
    referrer: text('referrer'),
    ip: text('ip'),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    uri: text('uri'),
    placement: text('placement'),
    campaignid: text('campaignid'),
    adgroupid: text('adgroupid'),
    gclid: text('gclid'),
    wbraid: text('wbraid'),
    integrationsHistory: jsonb('integrations_history')
      .$type<IntegrationHistoryEntry[]>()
      .notNull()
      .default([]),
    /** Deliveries of this lead an integration accepted (kept by a trigger on integration_deliveries, 0021). */
    acceptedDeliveries: integer('accepted_deliveries').notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    depositAmount: money('deposit_amount').notNull().default(0),
    /** Time of the first deposit (FTD), set by the deposits module with the deposit (schema/deposits.ts). */
    ftdAt: tz('ftd_at'),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    uniqueIndex('leads_internal_id_key').on(t.internalId),
    // Duplicates are refused among live leads only (a deleted lead's phone may come back).
    uniqueIndex('leads_phone_live_key').on(t.phoneNumber).where(live),
    uniqueIndex('leads_email_live_key')
      .using('btree', sql`lower(${t.email})`)
      .where(live),
    index('leads_created_idx').on(t.createdAt, t.internalId).where(live),
    // No index holds `status` or `funnel` (key, INCLUDE or predicate): a status/funnel change is then a HOT
    // update (no index entry written, page space from the table's fillfactor, migration 0007), which keeps a
    // 10,000-lead bulk status change far below a second. Their filters walk the sort index instead, and
    // their counts come from the cubes.
    index('leads_assignee_idx').on(t.assignedTo, t.createdAt, t.internalId).where(live),
    index('leads_pool_idx').on(t.poolId, t.createdAt, t.internalId).where(live),
    index('leads_campaign_idx').on(t.campaign, t.createdAt, t.internalId).where(live),
    index('leads_country_idx').on(t.country, t.createdAt, t.internalId).where(live),
    index('leads_platform_idx').on(t.platform, t.createdAt, t.internalId).where(live),
    index('leads_affiliate_idx').on(t.affiliateId, t.createdAt, t.internalId).where(live),
    index('leads_created_by_idx').on(t.createdBy, t.createdAt, t.internalId).where(live),
    // Carries the default sort so a last-comment range is counted and top-N sorted from the index alone.
    index('leads_last_comment_idx').on(t.lastCommentAt, t.createdAt, t.internalId).where(live),
    index('leads_deposit_count_idx')
      .on(t.depositCount, t.internalId)
      .where(sql`deleted_at IS NULL AND deposit_count > 0`),
    index('leads_deposit_amount_idx')
      .on(t.depositAmount, t.internalId)
      .where(sql`deleted_at IS NULL AND deposit_amount > 0`),
    index('leads_deleted_idx')
      .on(t.deletedAt, t.internalId)
      .where(sql`deleted_at IS NOT NULL`),
    index('leads_search_trgm_idx')
      .using('gin', sql`${LEAD_SEARCH_EXPR} gin_trgm_ops`)
      .where(live),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

/**
 * Live-lead counts per facet value and (assignee, pool, affiliate, creator), kept by statement-level
 * triggers on `leads` (migrations 0007, 0010). Facets: `funnel`, `campaign`, `country`, `platform`,
 * `deposits` (deposit_count, zero-padded text) and `amount` (deposit_amount floored to the filter
 * thresholds, zero-padded text). Each live lead counts once per facet, so the exact count of a list filtered
 * by ONE facet (any number of values) plus pool, employee, affiliate and the actor's scope is a sum over a
 * few dozen rows. Status is deliberately not a key: a status change (the commonest bulk edit) then leaves
 * this table alone; a facet filter combined with STATUS is counted by a scan.
 */
export const leadFacetCounts = pgTable(
  'lead_facet_counts',
  {
    facet: text('facet').notNull(),
    value: text('value'),
    assignedTo: uuid('assigned_to'),
    poolId: uuid('pool_id'),
    affiliateId: uuid('affiliate_id'),
    createdBy: uuid('created_by'),
    n: tally('n'),
  },
  (t) => [
    unique('lead_facet_counts_key')
      .on(t.facet, t.value, t.assignedTo, t.poolId, t.affiliateId, t.createdBy)
      .nullsNotDistinct(),
  ],
);

/** Comments on a lead (spec §3 Comment). */
export const leadComments = pgTable(
  'lead_comments',
  {
    id: uuidKey(),
    leadId: ownedBy('lead_id', () => leads.id),
    text: text('text').notNull(),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('lead_comments_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * Who changed a lead's status, funnel or assignee, when, from what to what. Append-only. An undoable action
 * (issue 19) also records the pool (`pool`), the soft delete (`deleted`: the `deleted_at` it set) and the
 * contact stamp (`contacted`: `last_contacted`) it changed, all under its `actionId` (`lead_actions`): that
 * is what `POST /api/leads/undo` puts back. The lead drawer shows the first three fields only.
 */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    leadId: ownedBy('lead_id', () => leads.id),
    field: text('field')
      .$type<'status' | 'funnel' | 'assignee' | 'pool' | 'deleted' | 'contacted'>()
      .notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    changedBy: weakRef('changed_by', () => users.id),
    at: tz('at').notNull().defaultNow(),
    actionId: weakRef('action_id', () => leadActions.id),
  },
  (t) => [
    index('lead_history_lead_idx').on(t.leadId, t.at),
    index('lead_history_action_idx')
      .on(t.actionId, t.leadId)
      .where(sql`action_id IS NOT NULL`),
  ],
);

/**
 * Live leads per hour of `created_at` (UTC hours; every whole-hour time zone's day starts on one), kept by
 * statement-level triggers (migration 0009). The exact count of a list filtered only by FROM/TO, for an
 * actor who sees every lead, is a sum over at most 24 rows a day instead of a scan of the created_at range.
 */
export const leadHourCounts = pgTable('lead_hour_counts', {
  hour: tz('hour').primaryKey(),
  n: tally('n'),
});

/**
 * Live leads per UTC day of `created_at`, status and facet value, kept by statement-level triggers on
 * `leads` (migration 0040, issue 23). Facets: `all` (value NULL: every lead), `funnel`, `campaign`,
 * `country`, `platform`, as in `lead_facet_counts`. For an actor who sees every lead, the exact count of a
 * list filtered by status and/or ONE of these facets and/or FROM/TO (any time zone) is a sum over one row
 * per day and status, plus a scan of the at most two partial UTC days at the edges of the range (the
 * created_at index), instead of reading every candidate's row to check its status (`status` is in no
 * index of `leads`: status changes stay HOT). No owner keys: other scopes count by a scan.
 */
export const leadDayCounts = pgTable(
  'lead_day_counts',
  {
    facet: text('facet').notNull(),
    value: text('value'),
    status: text('status').notNull(),
    day: date('day').notNull(),
    n: tally('n'),
  },
  (t) => [unique('lead_day_counts_key').on(t.facet, t.value, t.status, t.day).nullsNotDistinct()],
);

/**
 * Live-lead counts per (assignee, pool, affiliate, creator, status), kept by statement-level triggers on
 * `leads` (migration 0004). Exact counts of the list whose filters touch only these columns (no filter,
 * STATUS, POOL, EMPLOYEE, AFFILIATE, some quick filters) and every role's scope are a sum over a few
 * hundred rows here instead of a scan of up to a million index entries.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    assignedTo: uuid('assigned_to'),
    poolId: uuid('pool_id'),
    affiliateId: uuid('affiliate_id'),
    createdBy: uuid('created_by'),
    status: text('status').notNull(),
    n: tally('n'),
  },
  (t) => [
    unique('lead_counts_key')
      .on(t.assignedTo, t.poolId, t.affiliateId, t.createdBy, t.status)
      .nullsNotDistinct(),
  ],
);
