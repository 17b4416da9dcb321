import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  type Pool,
  type PoolCreate,
  type PoolOption,
  type PoolUpdate,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { poolMembers, pools, users, type PoolRow } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { likeEscape, offsetOf, orderBy } from '../../lib/paging.js';
import { isUniqueViolation } from '../users/users.service.js';
import { toUserOption } from '../users/users.mapper.js';

const SORTABLE = { name: pools.name, createdAt: pools.createdAt, active: pools.active };

async function withMembers(db: Db, rows: PoolRow[]): Promise<Pool[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({
      poolId: poolMembers.poolId,
      id: users.id,
      name: users.name,
      username: users.username,
      role: users.role,
    })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .where(
      inArray(
        poolMembers.poolId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    members: members.filter((m) => m.poolId === p.id).map(toUserOption),
  }));
}

/** Pools list (spec §7 "pools list with page, limit, keywords, sortBy"; §9 limit 50), exact count. */
export async function listPools(
  db: Db,
  q: { page: number; limit: number; keywords?: string | undefined; sortBy?: SortBy | undefined },
): Promise<{ rows: Pool[]; count: number }> {
  const where = q.keywords ? ilike(pools.name, `%${likeEscape(q.keywords)}%`) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pools)
      .where(where)
      .orderBy(...orderBy(q.sortBy, SORTABLE, asc(pools.name), pools.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(pools).where(where),
  ]);
  return { rows: await withMembers(db, rows), count: Number(total[0]?.n ?? 0) };
}

export async function getPool(db: Db, id: string): Promise<Pool> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).limit(1);
  if (!row) throw notFound('Pool not found');
  const [pool] = await withMembers(db, [row]);
  return pool!;
}

/** Members must be existing, active sales-floor users. @throws AppError VALIDATION naming the bad ids. */
async function assertMembers(db: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, unique), eq(users.active, true), inArray(users.role, [...ASSIGNABLE_ROLES])),
    );
  if (found.length !== unique.length) {
    const ok = new Set(found.map((f) => f.id));
    const bad = unique.filter((id) => !ok.has(id));
    throw badRequest('Pool members must be active sales users', [
      { field: 'memberIds', message: `Not an active sales user: ${bad.join(', ')}` },
    ]);
  }
  return unique;
}

const duplicateName = () =>
  conflict('A pool with this name already exists', [
    { field: 'name', message: 'A pool with this name already exists' },
  ]);

/** Creates a pool with its members, in one transaction. @throws AppError CONFLICT, VALIDATION. */
export async function createPool(db: Db, input: PoolCreate): Promise<Pool> {
  const memberIds = await assertMembers(db, input.memberIds);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pools)
        .values({ name: input.name, description: input.description ?? null, active: input.active })
        .returning({ id: pools.id });
      if (memberIds.length)
        await tx.insert(poolMembers).values(memberIds.map((userId) => ({ poolId: row!.id, userId })));
      return row!.id;
    });
    return getPool(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName();
    throw err;
  }
}

/** Updates a pool; `memberIds`, when sent, replaces the member list. @throws AppError NOT_FOUND, CONFLICT. */
export async function updatePool(db: Db, id: string, input: PoolUpdate): Promise<Pool> {
  const memberIds = input.memberIds ? await assertMembers(db, input.memberIds) : undefined;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pools)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.active !== undefined && { active: input.active }),
          updatedAt: new Date(),
        })
        .where(eq(pools.id, id))
        .returning({ id: pools.id });
      if (!row) throw notFound('Pool not found');
      if (memberIds) {
        await tx.delete(poolMembers).where(eq(poolMembers.poolId, id));
        if (memberIds.length)
          await tx.insert(poolMembers).values(memberIds.map((userId) => ({ poolId: id, userId })));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName();
    throw err;
  }
  return getPool(db, id);
}

export async function deletePool(db: Db, id: string): Promise<void> {
  const gone = await db.delete(pools).where(eq(pools.id, id)).returning({ id: pools.id });
  if (gone.length === 0) throw notFound('Pool not found');
}

/** Active pools with their active member counts, for the assign picker (spec §7 `users/getPoolsForAssign`). */
export async function poolsForAssign(db: Db): Promise<{ rows: PoolOption[]; count: number }> {
  const rows = await db
    .select({
      id: pools.id,
      name: pools.name,
      memberCount: sql<number>`count(${users.id})::int`,
    })
    .from(pools)
    .leftJoin(poolMembers, eq(poolMembers.poolId, pools.id))
    .leftJoin(users, and(eq(users.id, poolMembers.userId), eq(users.active, true)))
    .where(eq(pools.active, true))
    .groupBy(pools.id, pools.name)
    .orderBy(asc(pools.name));
  return { rows, count: rows.length };
}
