import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Runner } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { announceLeadsChanged, notify } from '../notifications/index.js';
import type { LeadChange } from './leads.repository.js';
import { queryRows } from './leads.sql.js';

/**
 * What a lead change tells others, in the transaction that made it (issue 21 §1, §2):
 * - an assignment (to a user or round-robin over a pool): ONE `lead.assigned` notification per new
 *   assignee other than the actor, `{count}` of the leads it got (and `poolId`), opening the first of them.
 *   The assignee may see them by the visibility rule (`leads.visibility.ts`: a user sees its own leads).
 *   Only leads whose assignee this change set count (the history rows this transaction wrote).
 * - any change of up to 50 leads: `lead.changed` to the connected users who may see each lead.
 */
export async function afterLeadsChanged(
  tx: Db,
  actor: Actor,
  leadIds: string[],
  change: LeadChange,
): Promise<void> {
  if (change.assignee?.userId || change.pool) await notifyAssignees(tx, actor.id, leadIds, change.pool?.id);
  await announceLeadsChanged(tx, leadIds, actor.id);
}

/**
 * One `lead.assigned` per user who became the assignee of some of `leadIds` in this transaction (history
 * rows `field = 'assignee'` stamped `now()`, the transaction's start), except `byId` itself.
 */
export async function notifyAssignees(
  tx: Db,
  byId: string | null,
  leadIds: string[],
  poolId?: string,
): Promise<number> {
  const groups = await queryRows<AssigneeGroup>(
    tx,
    sql`SELECT h.to_value AS user_id, count(*)::int AS n, min(h.lead_id::text) AS first
        FROM lead_history h
        WHERE h.lead_id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(leadIds)}::json))
          AND h.field = 'assignee' AND h.at = now() AND h.to_value IS NOT NULL
          AND h.to_value IS DISTINCT FROM ${byId}::text
        GROUP BY h.to_value`,
  );
  await notifyAssigned(tx, groups, poolId ? { poolId } : {});
  return groups.length;
}

/** A user who got some leads: `n` of them, `first` the smallest id (as text), as the assignment queries answer. */
export interface AssigneeGroup {
  user_id: string;
  n: number;
  first: string;
}

/**
 * ONE `lead.assigned` notification per group (issue 21 §1): to `user_id`, `data` `{count: n, ...data}`
 * (`poolId` of a round-robin, `importId` of an import), opening the lead `first`.
 */
export async function notifyAssigned(
  tx: Runner,
  groups: readonly AssigneeGroup[],
  data: Record<string, string> = {},
): Promise<void> {
  for (const g of groups) {
    await notify(tx, [g.user_id], {
      kind: 'lead.assigned',
      subject: 'lead',
      subjectId: g.first,
      data: { count: Number(g.n), ...data },
    });
  }
}
