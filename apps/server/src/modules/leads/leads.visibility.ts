import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { queryRows, uuidArray } from './leads.sql.js';
import { MSG } from '@leadhouse/domain';

/** Which leads a request is about: the live ones (default) or, for admins who ask, the soft-deleted ones. */
export type LeadState = 'live' | 'deleted';

/**
 * The one rule of who sees which lead (DESIGN.md §4), as a SQL condition over the `leads` table, used by
 * every read, write, bulk action and count:
 * - admin: every lead;
 * - super_sales_manager: leads assigned to itself or anyone under it (two levels of `managerId`), or to a
 *   pool one of them belongs to;
 * - sales_manager: itself and its direct reports, and their pools;
 * - sales: leads assigned to itself or to a pool it is a member of;
 * - affiliate: leads it brought (`affiliate_id`); integration: leads it created (`created_by`).
 * Soft-deleted leads are out of every scope, except `state: 'deleted'` which only an admin may ask for.
 * The team and pool ids are resolved here (one small query) so the list query sees plain arrays.
 * @throws AppError FORBIDDEN when a non-admin asks for deleted leads.
 */
export async function leadScope(
  db: Db,
  actor: Actor,
  state: LeadState = 'live',
  resolved?: { condition: SQL | undefined },
): Promise<SQL> {
  if (state === 'deleted' && actor.role !== 'admin') throw forbidden(MSG.problems.adminSeesDeleted);
  const stateCondition =
    state === 'deleted' ? sql`leads.deleted_at IS NOT NULL` : sql`leads.deleted_at IS NULL`;
  const owner = resolved ? resolved.condition : await leadOwnerCondition(db, actor);
  return owner ? sql`(${stateCondition} AND ${owner})` : stateCondition;
}

/** The owner half of `leadScope` (no deleted-state part; undefined for admins). Also scopes `lead_counts`. */
export async function leadOwnerCondition(db: Db, actor: Actor): Promise<SQL | undefined> {
  switch (actor.role) {
    case 'admin':
      return undefined;
    case 'affiliate':
      return sql`leads.affiliate_id = ${actor.id}::uuid`;
    case 'integration':
      return sql`leads.created_by = ${actor.id}::uuid`;
    case 'sales':
    case 'sales_manager':
    case 'super_sales_manager':
      return teamCondition(await teamIds(db, actor));
  }
}

/**
 * The ids of the actor's team as the lead scope reads it: a salesperson itself; a sales manager itself and
 * its direct reports; a super sales manager also their reports (two levels of `managerId`). Empty for
 * admins (everyone), affiliates and integration users (no team). Also the EMPLOYEE filter's choices.
 */
export async function teamIds(db: Db, actor: Actor): Promise<string[]> {
  if (actor.role === 'sales') return [actor.id];
  if (actor.role !== 'sales_manager' && actor.role !== 'super_sales_manager') return [];
  const team = await queryRows<{ id: string }>(
    db,
    actor.role === 'sales_manager'
      ? sql`SELECT id FROM users WHERE id = ${actor.id}::uuid OR manager_id = ${actor.id}::uuid`
      : sql`SELECT id FROM users WHERE id = ${actor.id}::uuid OR manager_id = ${actor.id}::uuid
            OR manager_id IN (SELECT id FROM users WHERE manager_id = ${actor.id}::uuid)`,
  );
  return team.map((t) => t.id);
}

/**
 * Leads assigned to one of `userIds`, or to a pool one of them belongs to. The pools are read by the
 * statement itself (`ARRAY(SELECT …)`, an init plan run once per statement, so the pool condition still
 * walks the pool index): one round trip fewer per list, count or search request of the sales floor than
 * reading them first (issue 23), and never a stale membership.
 */
function teamCondition(userIds: string[]): SQL {
  const ids = uuidArray(userIds);
  const assigned =
    userIds.length === 1
      ? sql`leads.assigned_to = ${userIds[0]}::uuid`
      : sql`leads.assigned_to = ANY(${ids})`;
  return sql`(${assigned} OR leads.pool_id = ANY(ARRAY(SELECT pool_id FROM pool_members WHERE user_id = ANY(${ids}))))`;
}
