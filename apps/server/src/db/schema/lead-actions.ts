import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { UndoableAction } from '@leadhouse/domain';
import { users } from './users.js';
import { tz, uuidKey, createdAt, weakRef } from './columns.js';

/**
 * One undoable lead action (issue 19: delete, status, funnel, assign, quick action): who made it, when, on
 * how many leads, and whether it was undone. What it changed on each lead is not kept here: it is the
 * action's rows of `lead_history` (`action_id`), the lead audit trail itself (docs/decisions.md "Undo and
 * saved views"). Rows are never removed: an old action is simply past its undo window.
 */
export const leadActions = pgTable(
  'lead_actions',
  {
    id: uuidKey(),
    kind: text('kind').$type<UndoableAction>().notNull(),
    actorId: weakRef('actor_id', () => users.id),
    count: integer('count').notNull().default(0),
    createdAt: createdAt(),
    undoneAt: tz('undone_at'),
    undoneBy: weakRef('undone_by', () => users.id),
  },
  (t) => [index('lead_actions_actor_idx').on(t.actorId, t.createdAt)],
);
export type LeadActionRow = typeof leadActions.$inferSelect;
