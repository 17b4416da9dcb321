import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BuyerDistribution, MappingEntry } from '@leadhouse/domain';
import { leads } from './leads.js';
import { users } from './users.js';
import { tz, uuidKey, serialKey, createdAt, updatedAt, ref } from './columns.js';

/** A stored header: secret values are AES-256-GCM ciphertext (`lib/secret-box.ts`), never answered. */
export interface StoredHeader {
  name: string;
  value: string;
  secret: boolean;
}

/**
 * Integrations (DESIGN.md §4, docs/decisions.md "Lead pipeline: integrations and deliveries"): an outbound
 * HTTP connector owned by an integration user. `signingSecret` is encrypted (it signs every request);
 * `postbackTokenHash` is the SHA-256 of the postback URL's token. `pausedAt` is the circuit breaker's (or a
 * manager's) pause; `consecutiveFailures` feeds it. The `rateWindow*` pair is the per-integration rate limit. Archived (`deletedAt`), never hard-deleted.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuidKey(),
    userId: ref('user_id', () => users.id).notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    method: text('method').notNull(),
    bodyFormat: text('body_format').notNull(),
    headers: jsonb('headers').$type<StoredHeader[]>().notNull(),
    mapping: jsonb('mapping').$type<MappingEntry[]>().notNull(),
    customerIdPath: text('customer_id_path').notNull(),
    rejectStatuses: jsonb('reject_statuses').$type<number[]>().notNull(),
    rejectText: text('reject_text'),
    rateLimitPerSecond: integer('rate_limit_per_second').notNull(),
    active: boolean('active').notNull().default(true),
    pausedAt: tz('paused_at'),
    pausedReason: text('paused_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Rate limit window (one second) and the requests started in it, shared by every worker. */
    rateWindowStart: tz('rate_window_start'),
    rateWindowCount: integer('rate_window_count').notNull().default(0),
    signingSecret: text('signing_secret').notNull(),
    postbackTokenHash: text('postback_token_hash').notNull(),
    createdBy: ref('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tz('deleted_at'),
    /** Buyer settings for lead distribution (issue 22); null: not a buyer. */
    distribution: jsonb('distribution').$type<BuyerDistribution>(),
  },
  (t) => [index('integrations_user_idx').on(t.userId)],
);
export type IntegrationRow = typeof integrations.$inferSelect;

/**
 * The outbox: one delivery per lead × integration (unique), written in the same transaction as the
 * request that posts the leads. `state` follows DELIVERY_STATES; `nextAttemptAt` is when the next attempt
 * is due; `sendingSince` marks a claimed attempt (a worker that died leaves it, the sweep takes it back).
 */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: uuidKey(),
    integrationId: ref('integration_id', () => integrations.id).notNull(),
    leadId: ref('lead_id', () => leads.id).notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at'),
    sendingSince: tz('sending_since'),
    customerId: text('customer_id'),
    lastError: text('last_error'),
    replays: integer('replays').notNull().default(0),
    createdBy: ref('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tz('finished_at'),
    /**
     * Lead distribution's deliveries (issue 22): attempts before the delivery is exhausted (null: the whole
     * retry schedule) and the per-attempt answer timeout in ms (null: the default); a timeout ends it.
     */
    maxAttempts: integer('max_attempts'),
    timeoutMs: integer('timeout_ms'),
    /** When the buyer returned the lead it accepted (lead distribution, issue 22 §6): never replayed. */
    returnedAt: tz('returned_at'),
  },
  (t) => [
    uniqueIndex('integration_deliveries_pair_key').on(t.integrationId, t.leadId),
    index('integration_deliveries_lead_idx').on(t.leadId),
    index('integration_deliveries_state_idx').on(t.integrationId, t.state),
    index('integration_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state IN ('queued', 'error')`),
    index('integration_deliveries_sending_idx')
      .on(t.sendingSince)
      .where(sql`state = 'sending'`),
    index('integration_deliveries_customer_idx').on(t.integrationId, t.customerId),
  ],
);
export type DeliveryRow = typeof integrationDeliveries.$inferSelect;

/** Every attempt of a delivery, kept: what was sent (secrets masked), the answer's excerpt, the time taken. */
export const integrationAttempts = pgTable(
  'integration_attempts',
  {
    id: serialKey(),
    deliveryId: ref('delivery_id', () => integrationDeliveries.id).notNull(),
    integrationId: uuid('integration_id').notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: tz('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').notNull(),
    status: integer('status'),
    request: jsonb('request')
      .$type<{ method: string; url: string; headers: Record<string, string>; body: string }>()
      .notNull(),
    answer: text('answer').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('integration_attempts_delivery_idx').on(t.deliveryId, t.attempt),
    index('integration_attempts_rate_idx').on(t.integrationId, t.startedAt),
  ],
);
export type AttemptRow = typeof integrationAttempts.$inferSelect;
