import { sql, type SQL } from 'drizzle-orm';
import { UNDO_WINDOW_MINUTES, type UndoableAction } from '@leadhouse/domain';
import { queryRows, type Runner } from './leads.sql.js';

/** A lead action as the undo reads it (locked). */
export interface LeadActionState {
  id: string;
  actorId: string | null;
  undone: boolean;
  /** Still inside the undo window (`UNDO_WINDOW_MINUTES`, by the database clock). */
  fresh: boolean;
}

/** Records a new undoable action of `actorId` (count filled in by `setActionCount`); its id and window end. */
export async function createAction(
  tx: Runner,
  kind: UndoableAction,
  actorId: string,
): Promise<{ id: string; undoUntil: string }> {
  const [row] = await queryRows<{ id: string; until: string | Date }>(
    tx,
    sql`INSERT INTO lead_actions (kind, actor_id) VALUES (${kind}, ${actorId}::uuid)
        RETURNING id, created_at + make_interval(mins => ${UNDO_WINDOW_MINUTES}) AS until`,
  );
  return { id: row!.id, undoUntil: new Date(row!.until).toISOString() };
}

/** Stores how many leads an action touched. */
export async function setActionCount(tx: Runner, id: string, count: number): Promise<void> {
  await tx.execute(sql`UPDATE lead_actions SET count = ${count} WHERE id = ${id}::uuid`);
}

/** Locks an action row for its undo (FOR UPDATE: two undos of one action run one after the other). */
export async function lockAction(tx: Runner, id: string): Promise<LeadActionState | undefined> {
  const [row] = await queryRows<{ id: string; actor_id: string | null; undone: boolean; fresh: boolean }>(
    tx,
    sql`SELECT id, actor_id, undone_at IS NOT NULL AS undone,
          created_at > now() - make_interval(mins => ${UNDO_WINDOW_MINUTES}) AS fresh
        FROM lead_actions WHERE id = ${id}::uuid FOR UPDATE`,
  );
  return row && { id: row.id, actorId: row.actor_id, undone: row.undone, fresh: row.fresh };
}

/** Marks an action undone by `actorId`. */
export async function markUndone(tx: Runner, id: string, actorId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE lead_actions SET undone_at = now(), undone_by = ${actorId}::uuid WHERE id = ${id}::uuid`,
  );
}

/** `per` columns of one history field: whether the action changed it, and from / to what. */
const field = (name: string, key: string) =>
  sql.raw(
    `bool_or(field = '${name}') AS has_${key}, max(from_value) FILTER (WHERE field = '${name}') AS ${key}_from, ` +
      `max(to_value) FILTER (WHERE field = '${name}') AS ${key}_to`,
  );

/**
 * A locked target `t` still holds every value the action set (status, funnel, assignee, pool, soft
 * delete); a lead the action did not delete is live, one it deleted has no live lead with its phone or
 * email (issue 19 undo).
 */
const STILL_AS_LEFT = sql`(NOT t.has_status OR t.status IS NOT DISTINCT FROM t.status_to)
            AND (NOT t.has_funnel OR t.funnel IS NOT DISTINCT FROM t.funnel_to)
            AND (NOT t.has_assignee OR t.assigned_to::text IS NOT DISTINCT FROM t.assignee_to)
            AND (NOT t.has_pool OR t.pool_id::text IS NOT DISTINCT FROM t.pool_to)
            AND (CASE WHEN t.has_deleted
                   THEN t.deleted_at IS NOT DISTINCT FROM t.deleted_to::timestamptz
                     AND NOT EXISTS (SELECT 1 FROM leads o WHERE o.deleted_at IS NULL AND o.id <> t.id
                       AND (o.phone_number = t.phone_number
                         OR (t.email IS NOT NULL AND lower(o.email) = lower(t.email))))
                   ELSE t.deleted_at IS NULL END)`;

/**
 * Puts back what the action `actionId` changed, in ONE statement, on each lead it changed (its
 * `lead_history` rows) that is inside `owner` (the undoer's lead scope without the deleted state; none:
 * every lead) and still holds every value the action set (status, funnel, assignee, pool, soft delete: a
 * lead someone changed since is skipped whole). A lead the action did not delete must still be live; a
 * lead it deleted comes back only while no live lead holds its phone or email. The contact stamp goes
 * back only where nobody contacted the lead since. The leads are locked in internalId order (as
 * `applyChange`), and the undo writes its own history rows (status, funnel, assignee) as `actorId`.
 * Returns how many leads the action changed (`total`) and how many got their values back (`restored`).
 */
export async function undoChanges(
  tx: Runner,
  actionId: string,
  owner: SQL | undefined,
  actorId: string,
): Promise<{ total: number; restored: number }> {
  const [row] = await queryRows<{ total: number; restored: number }>(
    tx,
    sql`WITH per AS (
          SELECT lead_id, ${field('status', 'status')}, ${field('funnel', 'funnel')},
            ${field('assignee', 'assignee')}, ${field('pool', 'pool')}, ${field('deleted', 'deleted')},
            ${field('contacted', 'contacted')}
          FROM lead_history WHERE action_id = ${actionId}::uuid GROUP BY lead_id
        ), target AS (
          SELECT leads.id, leads.internal_id, leads.status, leads.funnel, leads.assigned_to, leads.pool_id,
            leads.deleted_at, leads.phone_number, leads.email, per.*
          FROM leads JOIN per ON per.lead_id = leads.id
          ${owner ? sql`WHERE ${owner}` : sql``}
          ORDER BY leads.internal_id FOR UPDATE OF leads
        ), ok AS (
          SELECT t.* FROM target t WHERE ${STILL_AS_LEFT}
        ), upd AS (
          UPDATE leads SET
            status = CASE WHEN ok.has_status THEN ok.status_from ELSE leads.status END,
            funnel = CASE WHEN ok.has_funnel THEN ok.funnel_from ELSE leads.funnel END,
            assigned_to = CASE WHEN ok.has_assignee THEN ok.assignee_from::uuid ELSE leads.assigned_to END,
            pool_id = CASE WHEN ok.has_pool THEN ok.pool_from::uuid ELSE leads.pool_id END,
            deleted_at = CASE WHEN ok.has_deleted THEN ok.deleted_from::timestamptz ELSE leads.deleted_at END,
            last_contacted = CASE
              WHEN ok.has_contacted AND leads.last_contacted IS NOT DISTINCT FROM ok.contacted_to::timestamptz
              THEN ok.contacted_from::timestamptz ELSE leads.last_contacted END,
            updated_at = now()
          FROM ok WHERE leads.id = ok.id
          RETURNING leads.id, ok.status AS old_status, leads.status AS new_status, ok.funnel AS old_funnel,
            leads.funnel AS new_funnel, ok.assigned_to AS old_assignee, leads.assigned_to AS new_assignee
        ), hist AS (
          INSERT INTO lead_history (lead_id, field, from_value, to_value, changed_by)
          SELECT id, 'status', old_status, new_status, ${actorId}::uuid FROM upd
            WHERE old_status IS DISTINCT FROM new_status
          UNION ALL
          SELECT id, 'funnel', old_funnel, new_funnel, ${actorId}::uuid FROM upd
            WHERE old_funnel IS DISTINCT FROM new_funnel
          UNION ALL
          SELECT id, 'assignee', old_assignee::text, new_assignee::text, ${actorId}::uuid FROM upd
            WHERE old_assignee IS DISTINCT FROM new_assignee
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM per)::int AS total, (SELECT count(*) FROM upd)::int AS restored,
          (SELECT count(*) FROM hist)::int AS history`,
  );
  return { total: Number(row?.total ?? 0), restored: Number(row?.restored ?? 0) };
}
