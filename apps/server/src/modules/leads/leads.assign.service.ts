import {
  canEditLeads,
  canManageLeads,
  isOnSalesFloor,
  MESSAGES,
  type AssignLeads,
  type BulkResult,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { canAssignToPool } from '../pools/index.js';
import { mayAssignTo } from '../users/index.js';
import { bulk } from './leads.bulk.service.js';
import { activePoolMembers, lockPool, setPoolCursor, userByUsername } from './leads.repository.js';
import { allow } from './leads.tx.js';

/**
 * `POST /api/leads/assign`: to one user by username (who must pass `canAssignTo` via `mayAssignTo`: admins and super sales
 * managers anyone active on the sales floor, a sales manager itself and its direct reports, a salesperson
 * itself), or to a pool, round-robin over its active members from the pool's `rrCursor` (locked, then
 * advanced in the same transaction, so concurrent assignments stay fair). Pools need `canManageLeads` and
 * the pools team scope (`canAssignToPool`: another team's pool is a 404).
 * @throws AppError FORBIDDEN for roles that cannot assign or a target outside the actor's assign list;
 * VALIDATION for an inactive or non-sales user, an inactive pool or one without active members;
 * NOT_FOUND for an unknown pool or any invisible lead.
 */
export async function assignLeads(db: Db, actor: Actor, input: AssignLeads): Promise<BulkResult> {
  allow(canEditLeads(actor), 'assign leads');
  if (input.username !== undefined) {
    const target = await assignableUser(db, actor, input.username);
    const done = await bulk(db, actor, input.leadsIds, { assignee: { userId: target } }, { kind: 'assign' });
    return { message: MESSAGES.leadsAssigned, ...done };
  }
  allow(canManageLeads(actor), 'assign leads to a pool');
  const poolId = input.poolId!;
  // The pools team scope (canManagePool): another team's pool is not there for this manager.
  if (!(await canAssignToPool(db, actor, poolId))) throw notFound(MSG.problems.poolNotFound);
  const done = await bulk(
    db,
    actor,
    input.leadsIds,
    async (tx) => {
      const pool = await lockPool(tx, poolId);
      if (!pool) throw notFound(MSG.problems.poolNotFound);
      if (!pool.active)
        throw badRequest(MSG.problems.poolInactive, [
          { field: 'poolId', message: MSG.problems.poolInactive },
        ]);
      const members = await activePoolMembers(tx, poolId);
      if (members.length === 0) {
        throw badRequest(MSG.problems.poolNoMembers, [
          { field: 'poolId', message: MSG.problems.poolNoMembers },
        ]);
      }
      const cursor = pool.rrCursor % members.length;
      const n = new Set(input.leadsIds.map((i) => i.toLowerCase())).size;
      await setPoolCursor(tx, poolId, (cursor + n) % members.length);
      return { pool: { id: poolId, members, cursor } };
    },
    { kind: 'assign' },
  );
  return { message: MESSAGES.leadsAssigned, ...done };
}

/**
 * The id of the user `username` names, if the actor may assign leads to it (`canAssignTo`).
 * @throws AppError VALIDATION for an unknown, inactive or non-sales user; FORBIDDEN outside the actor's
 * assign list.
 */
async function assignableUser(db: Db, actor: Actor, username: string): Promise<string> {
  const user = await userByUsername(db, username);
  if (!user || !user.active || !isOnSalesFloor(user.role)) {
    throw badRequest(MSG.problems.chooseActiveSales, [
      { field: 'username', message: MSG.problems.chooseActiveSales },
    ]);
  }
  if (!(await mayAssignTo(db, actor, user.id))) throw forbidden(MSG.problems.cannotAssignToUser);
  return user.id;
}
