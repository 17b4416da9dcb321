import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '@leadhouse/domain';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy, live, updatedAt } from './columns.js';

/**
 * Saved views of the leads list (issue 19): one user's named list state (`SavedViewStateSchema`: filters,
 * sort, search, columns). A user reads and changes only its own; a deleted view keeps its row
 * (`deletedAt`), and its name is free again.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuidKey(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    uniqueIndex('saved_views_user_name_key')
      .using('btree', t.userId, sql`lower(${t.name})`)
      .where(live),
    index('saved_views_user_idx').on(t.userId, t.createdAt),
  ],
);
export type SavedViewRow = typeof savedViews.$inferSelect;
