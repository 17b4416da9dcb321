import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ASSIGNABLE_ROLES, LEAD_HISTORY_FIELDS } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadComments, leadDeposits, leadHistory, poolMembers, pools, users } from '../../db/schema/index.js';
import { queryRows, uuidArray, type Runner } from './leads.sql.js';

type LeadHistoryField = (typeof LEAD_HISTORY_FIELDS)[number];

/** The comments of a lead with their authors' names, newest first. */
export async function commentsOf(db: Db, leadId: string) {
  return db
    .select({
      id: leadComments.id,
      leadId: leadComments.leadId,
      text: leadComments.text,
      createdAt: leadComments.createdAt,
      authorId: leadComments.createdBy,
      authorName: users.name,
    })
    .from(leadComments)
    .leftJoin(users, eq(users.id, leadComments.createdBy))
    .where(eq(leadComments.leadId, leadId))
    .orderBy(desc(leadComments.createdAt), desc(leadComments.id));
}

/** The deposits of a lead, newest first. */
export async function depositsOf(db: Db, leadId: string) {
  return db
    .select()
    .from(leadDeposits)
    .where(eq(leadDeposits.leadId, leadId))
    .orderBy(desc(leadDeposits.createdAt));
}

/**
 * The status/funnel/assignee history of a lead with the names of who changed it, newest first (the rows an
 * undoable action adds for the pool, the soft delete and the contact stamp are not shown).
 */
export async function historyOf(db: Db, leadId: string) {
  return db
    .select({
      field: sql<LeadHistoryField>`${leadHistory.field}`,
      from: leadHistory.fromValue,
      to: leadHistory.toValue,
      at: leadHistory.at,
      byId: leadHistory.changedBy,
      byName: users.name,
    })
    .from(leadHistory)
    .leftJoin(users, eq(users.id, leadHistory.changedBy))
    .where(and(eq(leadHistory.leadId, leadId), inArray(leadHistory.field, [...LEAD_HISTORY_FIELDS])))
    .orderBy(desc(leadHistory.at), desc(leadHistory.id));
}

/** What one bulk statement sets on each targeted lead. Absent keys stay unchanged. */
export interface LeadChange {
  status?: string;
  funnel?: string | null;
  /** Assign to one user (pool cleared) or to nobody. */
  assignee?: { userId: string | null };
  /** Round-robin over `members` starting at `cursor`, in internalId order; the pool is recorded. */
  pool?: { id: string; members: string[]; cursor: number };
  deleted?: boolean;
  /**
   * Stamp `last_contacted = now()` (a sales-floor user acted on the lead, docs/decisions.md): `always` on
   * every targeted lead, `ifChanged` only where this change alters the status or the funnel (form edits).
   */
  contacted?: 'always' | 'ifChanged';
}

/**
 * The SET clauses of `change` over the locked target row `t` (its rank `t.rn` from 0 in internalId order
 * spreads a pool's leads round-robin over `members` from `cursor`); `updated_at` is always stamped.
 */
function changeSets(change: LeadChange): SQL[] {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  if (change.funnel !== undefined) sets.push(sql`funnel = ${change.funnel}`);
  if (change.assignee) sets.push(sql`assigned_to = ${change.assignee.userId}::uuid`, sql`pool_id = NULL`);
  if (change.pool) {
    const { id, members, cursor } = change.pool;
    sets.push(
      sql`assigned_to = (${uuidArray(members)})[((${cursor}::int + t.rn) % ${members.length}::int) + 1]`,
      sql`pool_id = ${id}::uuid`,
    );
  }
  if (change.deleted !== undefined)
    sets.push(change.deleted ? sql`deleted_at = now()` : sql`deleted_at = NULL`);
  if (change.contacted === 'always') sets.push(sql`last_contacted = now()`);
  if (change.contacted === 'ifChanged') {
    const status = change.status !== undefined ? sql`${change.status}::text` : sql`t.status`;
    const funnel = change.funnel !== undefined ? sql`${change.funnel}::text` : sql`t.funnel`;
    sets.push(sql`last_contacted = CASE WHEN (${status}, ${funnel}) IS DISTINCT FROM (t.status, t.funnel)
      THEN now() ELSE t.last_contacted END`);
  }
  return sets;
}

/**
 * Applies `change` to the leads `ids` that are inside `scope`, in ONE statement: it locks the targets (in
 * internalId order, so concurrent bulk edits do not deadlock), updates them and writes one history row per
 * changed status, funnel or assignee (INSERT … SELECT). The update finds each locked row by its primary
 * key, never by the `ctid` the lock returned: when a concurrent transaction updated the row before our
 * lock, FOR UPDATE returns the new version's ctid, which this statement's snapshot cannot see, so a TID
 * match found nothing and a lead that exists answered 404. Matching by id lets
 * PostgreSQL follow the update chain to the row version we locked. Returns how many of `ids` it matched;
 * the caller compares that with the ids it was given and rolls the transaction back on a difference.
 * With `actionId` (an undoable action, `lead_actions`) every history row carries it, and the pool, soft
 * delete and contact stamp it changed are recorded too (fields `pool`, `deleted`, `contacted`), so that
 * `undoLeadAction` knows each lead's previous values.
 */
export async function applyChange(
  tx: Runner,
  scope: SQL,
  ids: string[],
  change: LeadChange,
  actorId: string,
  actionId?: string,
): Promise<{ matched: number; history: number }> {
  const sets = changeSets(change);
  const idList = uuidArray(ids);
  const action = actionId ? sql`${actionId}::uuid` : sql`NULL::uuid`;
  const [row] = await queryRows<{ matched: number; history: number }>(
    tx,
    sql`WITH target AS (
          SELECT id, internal_id, status, funnel, assigned_to, pool_id, deleted_at, last_contacted FROM leads
          WHERE id = ANY(${idList}) AND ${scope}
          ORDER BY internal_id FOR UPDATE
        ), ranked AS (
          SELECT target.*, (row_number() OVER (ORDER BY internal_id) - 1)::int AS rn FROM target
        ), upd AS (
          UPDATE leads SET ${sql.join(sets, sql`, `)} FROM ranked t
          WHERE leads.id = t.id
          RETURNING leads.id, t.status AS old_status, leads.status AS new_status, t.funnel AS old_funnel,
            leads.funnel AS new_funnel, t.assigned_to AS old_assignee, leads.assigned_to AS new_assignee,
            t.pool_id AS old_pool, leads.pool_id AS new_pool, t.deleted_at AS old_deleted,
            leads.deleted_at AS new_deleted, t.last_contacted AS old_contacted,
            leads.last_contacted AS new_contacted
        ), hist AS (
          INSERT INTO lead_history (lead_id, field, from_value, to_value, changed_by, action_id)
          SELECT id, 'status', old_status, new_status, ${actorId}::uuid, ${action} FROM upd
            WHERE old_status IS DISTINCT FROM new_status
          UNION ALL
          SELECT id, 'funnel', old_funnel, new_funnel, ${actorId}::uuid, ${action} FROM upd
            WHERE old_funnel IS DISTINCT FROM new_funnel
          UNION ALL
          SELECT id, 'assignee', old_assignee::text, new_assignee::text, ${actorId}::uuid, ${action} FROM upd
            WHERE old_assignee IS DISTINCT FROM new_assignee${actionId ? undoFields(actorId, action) : sql``}
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM upd)::int AS matched, (SELECT count(*) FROM hist)::int AS history`,
  );
  return { matched: Number(row?.matched ?? 0), history: Number(row?.history ?? 0) };
}

/** The history rows only an undoable action writes: the pool, soft delete and contact stamp it changed. */
function undoFields(actorId: string, action: SQL): SQL {
  return sql`
          UNION ALL
          SELECT id, 'pool', old_pool::text, new_pool::text, ${actorId}::uuid, ${action} FROM upd
            WHERE old_pool IS DISTINCT FROM new_pool
          UNION ALL
          SELECT id, 'deleted', old_deleted::text, new_deleted::text, ${actorId}::uuid, ${action} FROM upd
            WHERE old_deleted IS DISTINCT FROM new_deleted
          UNION ALL
          SELECT id, 'contacted', old_contacted::text, new_contacted::text, ${actorId}::uuid, ${action} FROM upd
            WHERE old_contacted IS DISTINCT FROM new_contacted`;
}

/**
 * Adds a comment to the lead `leadId` if it is inside `scope`, stamping `last_comment_at` (and
 * `last_contacted` when `contacted`) in the same statement. Returns the new comment's id and time, or
 * undefined when the lead is not in scope.
 */
export async function insertComment(
  db: Runner,
  scope: SQL,
  leadId: string,
  text: string,
  actorId: string,
  contacted: boolean,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const stamp = contacted ? sql`, last_contacted = now()` : sql``;
  const [row] = await queryRows<{ id: string; created_at: string | Date }>(
    db,
    sql`WITH l AS (
          UPDATE leads SET last_comment_at = now()${stamp} WHERE id = ${leadId}::uuid AND ${scope} RETURNING id
        )
        INSERT INTO lead_comments (lead_id, text, created_by)
        SELECT id, ${text}, ${actorId}::uuid FROM l RETURNING id, created_at`,
  );
  return row ? { id: row.id, createdAt: new Date(row.created_at) } : undefined;
}

/** Locks a pool row for the round-robin cursor (FOR UPDATE); undefined when unknown. */
export async function lockPool(
  tx: Runner,
  poolId: string,
): Promise<{ id: string; active: boolean; rrCursor: number } | undefined> {
  const [pool] = await queryRows<{ id: string; active: boolean; rr_cursor: number }>(
    tx,
    sql`SELECT id, active, rr_cursor FROM pools WHERE id = ${poolId}::uuid FOR UPDATE`,
  );
  return pool && { id: pool.id, active: pool.active, rrCursor: pool.rr_cursor };
}

/** The active sales-floor members of a pool in round-robin order (the order they were added). */
export async function activePoolMembers(db: Db, poolId: string): Promise<string[]> {
  const members = await db
    .select({ id: users.id })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .where(
      and(eq(poolMembers.poolId, poolId), eq(users.active, true), inArray(users.role, [...ASSIGNABLE_ROLES])),
    )
    .orderBy(asc(poolMembers.addedAt), asc(users.id));
  return members.map((m) => m.id);
}

/** Moves a pool's round-robin cursor. */
export async function setPoolCursor(db: Db, poolId: string, cursor: number): Promise<void> {
  await db.update(pools).set({ rrCursor: cursor }).where(eq(pools.id, poolId));
}

/** A user by username (lower-cased) as the assign rule needs it, or undefined. */
export async function userByUsername(db: Db, username: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, active: users.active, managerId: users.managerId })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  return user;
}
