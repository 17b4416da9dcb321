import { and, asc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { ASSIGNABLE_ROLES, type PoolOption, type Role, type SortBy } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { poolMembers, pools, users, type PoolRow } from '../../db/schema/index.js';
import { likeEscape, orderBy, tablePage } from '../../lib/paging.js';
import { manager, ruleColumns, type UserRuleRow } from '../users/index.js';

/*
 * Data access of the pools module: Drizzle queries returning plain rows. The team scope and the other
 * rules live in pools.service.ts.
 */

/** The database or a transaction of it. */
export type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const SORTABLE = { name: pools.name, createdAt: pools.createdAt, active: pools.active };

/** A pool member as the pool answer shows it. */
export interface MemberOptionRow {
  poolId: string;
  id: string;
  name: string;
  username: string;
  role: Role;
}

/**
 * One page of pools and the exact count; `excluded` pool ids are left out (the ones the caller may not
 * manage). Keywords match the name, case-insensitive.
 */
export async function selectPoolPage(
  db: Db,
  q: { page: number; limit: number; keywords?: string | undefined; sortBy?: SortBy | undefined },
  excluded: readonly string[],
): Promise<{ rows: PoolRow[]; count: number }> {
  const where = and(
    q.keywords ? ilike(pools.name, `%${likeEscape(q.keywords)}%`) : undefined,
    excluded.length ? notInArray(pools.id, [...excluded]) : undefined,
  );
  return tablePage(db, pools, where, orderBy(q.sortBy, SORTABLE, asc(pools.name), pools.id), q);
}

/** A pool row by id (locked until the transaction ends with `forUpdate`), or undefined. */
export async function selectPool(db: Runner, id: string, forUpdate = false): Promise<PoolRow | undefined> {
  const query = db.select().from(pools).where(eq(pools.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The members of `poolIds` as picker options, by name. */
export async function selectMemberOptions(db: Db, poolIds: readonly string[]): Promise<MemberOptionRow[]> {
  if (poolIds.length === 0) return [];
  return db
    .select({
      poolId: poolMembers.poolId,
      id: users.id,
      name: users.name,
      username: users.username,
      role: users.role,
    })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .where(inArray(poolMembers.poolId, [...poolIds]))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Every membership (or those of `poolIds`) with the member as the role predicates need it. A back office
 * has tens of pools of a few dozen members, so the whole table is small.
 */
export async function selectMemberRules(
  db: Runner,
  poolIds?: readonly string[],
): Promise<Array<UserRuleRow & { poolId: string }>> {
  if (poolIds && poolIds.length === 0) return [];
  return db
    .select({ poolId: poolMembers.poolId, ...ruleColumns })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(poolIds ? inArray(poolMembers.poolId, [...poolIds]) : undefined);
}

/** The users `ids` as the role predicates need them; unknown ids are left out. */
export async function selectUserRules(db: Runner, ids: readonly string[]): Promise<UserRuleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(ruleColumns)
    .from(users)
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(inArray(users.id, [...ids]));
}

/** The ids among `ids` of active sales-floor users (who may be pool members). */
export async function selectEligibleMemberIds(db: Runner, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), eq(users.active, true), inArray(users.role, [...ASSIGNABLE_ROLES])),
    );
  return rows.map((r) => r.id);
}

/** Inserts a pool row and returns its id. @throws the driver's unique violation for a taken name. */
export async function insertPool(
  db: Runner,
  values: { name: string; description: string | null; active: boolean },
): Promise<string> {
  const [row] = await db.insert(pools).values(values).returning({ id: pools.id });
  return row!.id;
}

/** Writes the sent fields of a pool. @throws the driver's unique violation for a taken name. */
export async function updatePoolRow(
  db: Runner,
  id: string,
  patch: { name?: string; description?: string | null; active?: boolean },
): Promise<void> {
  await db
    .update(pools)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pools.id, id));
}

/** Replaces the members of a pool by `memberIds`. */
export async function replaceMembers(
  db: Runner,
  poolId: string,
  memberIds: readonly string[],
): Promise<void> {
  await db.delete(poolMembers).where(eq(poolMembers.poolId, poolId));
  if (memberIds.length) await db.insert(poolMembers).values(memberIds.map((userId) => ({ poolId, userId })));
}

/** Adds members to a new pool. */
export async function insertMembers(db: Runner, poolId: string, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length) await db.insert(poolMembers).values(memberIds.map((userId) => ({ poolId, userId })));
}

/** Deletes a pool (its memberships go with it; its leads keep no pool). False when there was none. */
export async function deletePoolRow(db: Runner, id: string): Promise<boolean> {
  const gone = await db.delete(pools).where(eq(pools.id, id)).returning({ id: pools.id });
  return gone.length > 0;
}

/** Active pools with their active member counts, by name; `excluded` pool ids left out. */
export async function selectActivePoolOptions(db: Db, excluded: readonly string[]): Promise<PoolOption[]> {
  const where: SQL | undefined = and(
    eq(pools.active, true),
    excluded.length ? notInArray(pools.id, [...excluded]) : undefined,
  );
  return db
    .select({
      id: pools.id,
      name: pools.name,
      memberCount: sql<number>`count(${users.id})::int`,
    })
    .from(pools)
    .leftJoin(poolMembers, eq(poolMembers.poolId, pools.id))
    .leftJoin(users, and(eq(users.id, poolMembers.userId), eq(users.active, true)))
    .where(where)
    .groupBy(pools.id, pools.name)
    .orderBy(asc(pools.name));
}
