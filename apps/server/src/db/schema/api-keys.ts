import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.js';
import { pools } from './pools.js';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy, weakRef } from './columns.js';

/**
 * Intake API keys (api-keys module). Only the SHA-256 (hex) of the secret is stored: the secret is 256
 * random bits, so a fast unsalted hash cannot be reversed by guessing (argon2 is for low-entropy
 * passwords) and a lookup by hash is one index probe. `hint` is the first characters, shown in lists.
 * Revoking sets `revoked_at`; rows are never deleted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidKey(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    hint: text('hint').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
    revokedBy: weakRef('revoked_by', () => users.id),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_user_idx').on(t.userId, t.createdAt),
  ],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * `Idempotency-Key`s of intake posts (intake module): per key, the lead the first request answered and a
 * hash of its body, so a retry gets the same answer and a reuse with another body a 409. Kept 24 hours
 * (pruned when new ones are written).
 */
export const intakeRequests = pgTable(
  'intake_requests',
  {
    apiKeyId: ownedBy('api_key_id', () => apiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    leadId: weakRef('lead_id', () => leads.id),
    status: integer('status').notNull(),
    result: text('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }),
    index('intake_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Where intake leads go (intake module): a default pool per affiliate, per campaign, or per affiliate and
 * campaign; leads are given round-robin to the pool's active members. The most specific rule wins
 * (affiliate + campaign, then campaign, then affiliate). No rule: the lead stays unassigned.
 */
export const intakeRules = pgTable(
  'intake_rules',
  {
    id: uuidKey(),
    affiliateId: uuid('affiliate_id').references(() => users.id, { onDelete: 'cascade' }),
    campaign: text('campaign'),
    poolId: ownedBy('pool_id', () => pools.id),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('intake_rules_target_key').on(t.affiliateId, t.campaign).nullsNotDistinct(),
    check('intake_rules_target_check', sql`affiliate_id IS NOT NULL OR campaign IS NOT NULL`),
  ],
);
