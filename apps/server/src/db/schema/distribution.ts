import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CapWindow, DistributionReason } from '@leadhouse/domain';
import { integrationDeliveries, integrations } from './integrations.js';
import { leads } from './leads.js';
import { users } from './users.js';
import { tz, money, uuidKey, serialKey, createdAt, updatedAt, ownedBy, weakRef, ref } from './columns.js';

/*
 * Lead distribution (issue 22; docs/decisions.md "Lead distribution (issue 22)"). Buyer settings live on
 * `integrations.distribution`; these tables hold the flows, each lead's route state, its sends (one per
 * delivery made for it), every decision, and the cap counters reserved atomically per buyer and window.
 */

/** What a flow matches: empty lists match anything. */
export interface FlowMatch {
  campaigns: string[];
  affiliates: string[];
  countries: string[];
}

/**
 * Flows: which leads, which buyers, how (method), exclusive or shared up to `maxBuyers`. Deleted by a person
 * means archived (`deletedAt`, inactive), never removed: the routes that went through it keep its name.
 */
export const distributionFlows = pgTable('distribution_flows', {
  id: uuidKey(),
  name: text('name').notNull(),
  method: text('method').notNull(),
  match: jsonb('match').$type<FlowMatch>().notNull(),
  exclusive: boolean('exclusive').notNull().default(true),
  maxBuyers: integer('max_buyers').notNull().default(1),
  holdMinutes: integer('hold_minutes').notNull().default(60),
  returnWindowHours: integer('return_window_hours').notNull().default(72),
  maxAttempts: integer('max_attempts').notNull().default(5),
  active: boolean('active').notNull().default(true),
  /** Round robin: the buyer served last (the next lead goes to the next eligible one after it). */
  rrLast: uuid('rr_last'),
  createdBy: ref('created_by', () => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: tz('deleted_at'),
});
export type FlowRow = typeof distributionFlows.$inferSelect;

/** A flow's buyers with their priority (1 first) and weight. */
export const distributionFlowBuyers = pgTable(
  'distribution_flow_buyers',
  {
    flowId: ownedBy('flow_id', () => distributionFlows.id),
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    priority: integer('priority').notNull(),
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.integrationId] })],
);

/**
 * A lead's route: one row per distributed lead. The flow's settings are copied when the route starts (a
 * flow edited or deleted later does not change a lead on its way). `attempts`: sends made in this round.
 */
export const leadDistributions = pgTable(
  'lead_distributions',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    flowId: weakRef('flow_id', () => distributionFlows.id),
    state: text('state').notNull(),
    round: integer('round').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    exclusive: boolean('exclusive').notNull(),
    maxBuyers: integer('max_buyers').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    holdMinutes: integer('hold_minutes').notNull(),
    returnWindowHours: integer('return_window_hours').notNull(),
    heldReason: jsonb('held_reason').$type<DistributionReason>(),
    heldAt: tz('held_at'),
    holdUntil: tz('hold_until'),
    trigger: text('trigger').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lead_distributions_held_idx')
      .on(t.holdUntil)
      .where(sql`state = 'held'`),
    index('lead_distributions_state_idx').on(t.state, t.updatedAt),
  ],
);
export type LeadDistributionRow = typeof leadDistributions.$inferSelect;

/** A cap window reserved by a send: released (decremented) when the buyer does not take the lead. */
export interface ReservedWindow {
  window: CapWindow;
  start: string;
}

/**
 * One send of a lead to a buyer (a delivery). `slot` 1..maxBuyers: a unique index over live sends
 * (sending or accepted) makes exclusivity a constraint: an exclusive lead (one slot) can never be on its
 * way to, or held by, two buyers. The price is the buyer's at the time of sending.
 */
export const distributionSends = pgTable(
  'distribution_sends',
  {
    id: uuidKey(),
    leadId: ownedBy('lead_id', () => leads.id),
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    flowId: uuid('flow_id'),
    deliveryId: ref('delivery_id', () => integrationDeliveries.id).notNull(),
    round: integer('round').notNull(),
    slot: integer('slot').notNull(),
    status: text('status').notNull().default('sending'),
    reserved: jsonb('reserved').$type<ReservedWindow[]>().notNull(),
    priceAmount: money('price_amount'),
    priceCurrency: text('price_currency'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
    returnedAt: tz('returned_at'),
    returnReason: text('return_reason'),
    /** The lead's phone (as stored) and lower-cased email when sent: the buyer's duplicate look-back. */
    phoneNumber: text('phone_number'),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('distribution_sends_delivery_key').on(t.deliveryId),
    uniqueIndex('distribution_sends_slot_key')
      .on(t.leadId, t.slot)
      .where(sql`status IN ('sending', 'accepted')`),
    index('distribution_sends_lead_idx').on(t.leadId),
    index('distribution_sends_buyer_idx').on(t.integrationId, t.createdAt),
    index('distribution_sends_phone_idx').on(t.integrationId, t.phoneNumber, t.createdAt),
    index('distribution_sends_email_idx').on(t.integrationId, t.email, t.createdAt),
    index('distribution_sends_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'sending'`),
  ],
);
export type SendRow = typeof distributionSends.$inferSelect;

/** Every decision of a lead's route, oldest first: each buyer considered and what came of it. */
export const distributionSteps = pgTable(
  'distribution_steps',
  {
    id: serialKey(),
    leadId: ownedBy('lead_id', () => leads.id),
    round: integer('round').notNull(),
    at: tz('at').notNull(),
    outcome: text('outcome').notNull(),
    integrationId: uuid('integration_id'),
    reason: jsonb('reason').$type<DistributionReason>(),
    deliveryId: uuid('delivery_id'),
    priceAmount: money('price_amount'),
    priceCurrency: text('price_currency'),
  },
  (t) => [index('distribution_steps_lead_idx').on(t.leadId, t.id)],
);

/**
 * Cap counters: leads (and money) a buyer took per window, the window's start computed in the buyer's
 * zone by PostgreSQL. A send reserves a slot with `used = used + 1 WHERE used < cap` (row lock: exact
 * under concurrency, across processes) and gives it back when the buyer does not take the lead.
 */
export const distributionCapCounters = pgTable(
  'distribution_cap_counters',
  {
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    window: text('window').notNull(),
    windowStart: tz('window_start').notNull(),
    used: integer('used').notNull().default(0),
    money: money('money').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.integrationId, t.window, t.windowStart] }),
    check('distribution_cap_counters_used_check', sql`${t.used} >= 0`),
  ],
);

/**
 * When a person had a buyer's `total` cap count again from zero (ANCHORS: "total (manual reset)"). One row
 * per reset, which the application never updates or deletes: the total window of a buyer starts at its latest `since` (the epoch
 * without any), so the counter of the new window starts empty and the old one stays as it was.
 */
export const distributionTotalResets = pgTable(
  'distribution_total_resets',
  {
    id: uuidKey(),
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    since: tz('since').notNull(),
    resetBy: weakRef('reset_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('distribution_total_resets_buyer_idx').on(t.integrationId, t.since)],
);

/**
 * The revenue ledger of distribution (issue 22 §6; docs/decisions.md "Distribution money"). Append-only
 * (triggers refuse UPDATE, DELETE and TRUNCATE): an accepted send books one `sale` (its price at sending,
 * integer minor units, > 0 or 0, in its currency); a return books one `reversal` (the negated amount,
 * `reverses_id` = the sale). Unique `(send_id, kind)` makes a second sale or a second reversal of the same
 * send impossible, whatever the concurrency; `booked_at` is the UTC instant of the acceptance or return.
 */
export const distributionRevenue = pgTable(
  'distribution_revenue',
  {
    id: uuidKey(),
    sendId: ref('send_id', () => distributionSends.id).notNull(),
    leadId: ref('lead_id', () => leads.id).notNull(),
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reversesId: uuid('reverses_id'),
    reason: text('reason'),
    bookedAt: tz('booked_at').notNull(),
  },
  (t) => [
    uniqueIndex('distribution_revenue_send_kind_key').on(t.sendId, t.kind),
    uniqueIndex('distribution_revenue_reverses_key').on(t.reversesId),
    index('distribution_revenue_lead_idx').on(t.leadId),
    index('distribution_revenue_buyer_idx').on(t.integrationId, t.bookedAt),
    check(
      'distribution_revenue_kind_check',
      sql`(${t.kind} = 'sale' AND ${t.amount} >= 0 AND ${t.reversesId} IS NULL)
        OR (${t.kind} = 'reversal' AND ${t.amount} <= 0 AND ${t.reversesId} IS NOT NULL)`,
    ),
  ],
);
