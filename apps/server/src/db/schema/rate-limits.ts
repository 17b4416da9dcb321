import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

/**
 * Fixed-window hit counters shared by every server instance (per-IP route limits and the per-account
 * sign-in limit). One row per key: the window opens at the first hit and lasts until `expiresAt`; the
 * next hit after that reopens it at 1. Expired rows are pruned opportunistically.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: tz('window_start').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
