import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy, updatedAt } from './columns.js';

/** A named group of sales users; `rrCursor` is the round-robin position for pool assignment. */
export const pools = pgTable(
  'pools',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    rrCursor: integer('rr_cursor').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pools_name_key').on(t.name)],
);
export type PoolRow = typeof pools.$inferSelect;

export const poolMembers = pgTable(
  'pool_members',
  {
    poolId: ownedBy('pool_id', () => pools.id),
    userId: ownedBy('user_id', () => users.id),
    addedAt: tz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.userId] }), index('pool_members_user_idx').on(t.userId)],
);
