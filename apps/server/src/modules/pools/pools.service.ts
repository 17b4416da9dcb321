import {
  canManageLeads,
  canManagePool,
  isAdmin,
  isInTeam,
  type Pool,
  type PoolCreate,
  type PoolOption,
  type PoolUpdate,
  type SortBy,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { PoolRow } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation, toUserOption, type UserRuleRow } from '../users/index.js';
import {
  deletePoolRow,
  insertMembers,
  insertPool,
  replaceMembers,
  selectActivePoolOptions,
  selectEligibleMemberIds,
  selectMemberOptions,
  selectMemberRules,
  selectPool,
  selectPoolPage,
  selectUserRules,
  updatePoolRow,
  type Runner,
} from './pools.repository.js';

/*
 * Pools team scope (DESIGN.md §4, docs/decisions.md "Pools"): an admin manages every pool; a sales or
 * super sales manager only pools whose members are all in its team (`canManagePool`) and adds only its
 * team's members (`isInTeam`, two levels for a super sales manager). A pool the caller may not manage is
 * invisible: 404 on read, update and delete, absent from lists and the assign picker; a member outside the
 * caller's team is a 403 on the field `memberIds`.
 */

const poolNotFound = () => notFound(MSG.problems.poolNotFound);

/** `canManagePool` over rule rows: the manager-of-manager lookup comes from the rows themselves. */
function mayManage(actor: Actor, members: readonly UserRuleRow[]): boolean {
  const managerOf = new Map(members.flatMap((m) => (m.managerId ? [[m.managerId, m.managerOfManager]] : [])));
  return canManagePool(actor, members, (id) => managerOf.get(id) ?? null);
}

/**
 * The pools the actor may not manage, as ids to leave out; `null` when it may manage none (roles without
 * pool rights). Admins: nothing left out.
 */
async function excludedPoolIds(db: Db, actor: Actor): Promise<string[] | null> {
  if (isAdmin(actor)) return [];
  if (!canManagePool(actor, [])) return null;
  const byPool = new Map<string, UserRuleRow[]>();
  for (const m of await selectMemberRules(db)) {
    const list = byPool.get(m.poolId) ?? [];
    list.push(m);
    byPool.set(m.poolId, list);
  }
  return [...byPool].filter(([, members]) => !mayManage(actor, members)).map(([id]) => id);
}

async function withMembers(db: Db, rows: PoolRow[]): Promise<Pool[]> {
  const members = await selectMemberOptions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    members: members.filter((m) => m.poolId === p.id).map(toUserOption),
  }));
}

/**
 * Pools list (spec §7 "pools list with page, limit, keywords, sortBy"; §9 limit 50), exact count, only
 * the pools the actor may manage.
 */
export async function listPools(
  db: Db,
  actor: Actor,
  q: { page: number; limit: number; keywords?: string | undefined; sortBy?: SortBy | undefined },
): Promise<{ rows: Pool[]; count: number }> {
  const excluded = await excludedPoolIds(db, actor);
  if (excluded === null) return { rows: [], count: 0 };
  const page = await selectPoolPage(db, q, excluded);
  return { rows: await withMembers(db, page.rows), count: page.count };
}

/**
 * Loads a pool the actor may manage (locked in `tx` when given).
 * @throws AppError NOT_FOUND when it does not exist or the actor may not manage it.
 */
async function managedPool(db: Runner, actor: Actor, id: string, lock: boolean): Promise<PoolRow> {
  const row = await selectPool(db, id, lock);
  if (!row || !mayManage(actor, await selectMemberRules(db, [id]))) throw poolNotFound();
  return row;
}

/** One pool with its members. @throws AppError NOT_FOUND (also for a pool of another team). */
export async function getPool(db: Db, actor: Actor, id: string): Promise<Pool> {
  const row = await managedPool(db, actor, id, false);
  const [pool] = await withMembers(db, [row]);
  return pool!;
}

/**
 * Members must be existing, active sales-floor users, and in the actor's team. Returns the ids without
 * duplicates.
 * @throws AppError VALIDATION naming ids that are not active sales users; FORBIDDEN naming ids outside
 * the actor's team.
 */
async function assertMembers(db: Runner, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const eligible = new Set(await selectEligibleMemberIds(db, unique));
  const bad = unique.filter((id) => !eligible.has(id));
  if (bad.length) {
    throw badRequest(MSG.problems.poolMembersSales, [
      { field: 'memberIds', message: `Not an active sales user: ${bad.join(', ')}` },
    ]);
  }
  const foreign = (await selectUserRules(db, unique))
    .filter((u) => !isInTeam(actor, u, u.managerOfManager))
    .map((u) => u.id);
  if (foreign.length) {
    throw new AppError('FORBIDDEN', MSG.problems.onlyTeamMembers, [
      { field: 'memberIds', message: MSG.problems.notInTeam, params: { ids: foreign.join(', ') } },
    ]);
  }
  return unique;
}

const duplicateName = () =>
  conflict(MSG.problems.poolNameTaken, [{ field: 'name', message: MSG.problems.poolNameTaken }]);

/** Runs `fn` in a transaction, turning a unique violation on the name into a CONFLICT. */
async function writing<T>(db: Db, fn: (tx: Runner) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName();
    throw err;
  }
}

/**
 * Creates a pool with its members, in one transaction.
 * @throws AppError FORBIDDEN for a role without pool rights or a member outside the actor's team;
 * CONFLICT for a taken name; VALIDATION for members that are not active sales users.
 */
export async function createPool(db: Db, actor: Actor, input: PoolCreate): Promise<Pool> {
  if (!canManagePool(actor, [])) throw forbidden(MSG.problems.cannotManagePools);
  const id = await writing(db, async (tx) => {
    const memberIds = await assertMembers(tx, actor, input.memberIds);
    const poolId = await insertPool(tx, {
      name: input.name,
      description: input.description ?? null,
      active: input.active,
    });
    await insertMembers(tx, poolId, memberIds);
    return poolId;
  });
  return getPool(db, actor, id);
}

/**
 * Updates a pool the actor may manage; `memberIds`, when sent, replaces the members. The pool row is
 * locked while the scope is checked and the change written.
 * @throws AppError NOT_FOUND (also for another team's pool), FORBIDDEN (member outside the team),
 * CONFLICT (name taken), VALIDATION (members that are not active sales users).
 */
export async function updatePool(db: Db, actor: Actor, id: string, input: PoolUpdate): Promise<Pool> {
  await writing(db, async (tx) => {
    await managedPool(tx, actor, id, true);
    const memberIds = input.memberIds ? await assertMembers(tx, actor, input.memberIds) : undefined;
    await updatePoolRow(tx, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.active !== undefined && { active: input.active }),
    });
    if (memberIds) await replaceMembers(tx, id, memberIds);
  });
  return getPool(db, actor, id);
}

/**
 * Deletes a pool the actor may manage (its leads keep no pool).
 * @throws AppError NOT_FOUND (also for another team's pool).
 */
export async function deletePool(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await managedPool(tx, actor, id, true);
    if (!(await deletePoolRow(tx, id))) throw poolNotFound();
  });
}

/**
 * Active pools the actor may assign leads to, with their active member counts (spec §7
 * `users/getPoolsForAssign`): pool assignment is for managers (`canManageLeads`), and a manager only to
 * pools it may manage; an admin to every pool; other roles to none.
 */
export async function poolsForAssign(db: Db, actor: Actor): Promise<{ rows: PoolOption[]; count: number }> {
  const excluded = canManageLeads(actor) ? await excludedPoolIds(db, actor) : null;
  if (excluded === null) return { rows: [], count: 0 };
  const rows = await selectActivePoolOptions(db, excluded);
  return { rows, count: rows.length };
}

/**
 * Whether the actor may assign leads to the pool `poolId` (the rule of `poolsForAssign`), for the leads
 * module's pool assignment. False for an unknown pool.
 */
export async function canAssignToPool(db: Db, actor: Actor, poolId: string): Promise<boolean> {
  if (!canManageLeads(actor) || !(await selectPool(db, poolId))) return false;
  return mayManage(actor, await selectMemberRules(db, [poolId]));
}
