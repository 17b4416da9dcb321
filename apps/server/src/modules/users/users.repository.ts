import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, UserListQuery, UserOption } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { likeEscape, orderBy, tablePage } from '../../lib/paging.js';

/*
 * Data access of the users module: Drizzle queries returning plain rows. Rules (who may do what) live in
 * users.service.ts.
 */

/** The database or a transaction of it. */
export type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A user as the role predicates see it (`RoleTarget`), with its manager's manager (the second team level). */
export interface UserRuleRow {
  id: string;
  role: Role;
  active: boolean;
  managerId: string | null;
  managerOfManager: string | null;
}

/** The users table again as each user's manager, joined to read the second team level. */
export const manager = alias(users, 'manager');
/**
 * The columns of a `UserRuleRow`, to select from `users` left-joined to `manager` on `users.managerId`
 * (the pools module reads its members' rules the same way).
 */
export const ruleColumns = {
  id: users.id,
  role: users.role,
  active: users.active,
  managerId: users.managerId,
  managerOfManager: manager.managerId,
};

/** The rule row of one user, or undefined. */
export async function selectUserRule(db: Runner, id: string): Promise<UserRuleRow | undefined> {
  const [row] = await db
    .select(ruleColumns)
    .from(users)
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * The rule rows of every user that can be in `actorId`'s team (itself, its reports and their reports): a
 * superset the service narrows with the role predicates. A team is a few hundred users at most.
 */
export async function selectTeamRules(db: Runner, actorId: string): Promise<UserRuleRow[]> {
  return db
    .select(ruleColumns)
    .from(users)
    .leftJoin(manager, eq(manager.id, users.managerId))
    .where(or(eq(users.id, actorId), eq(users.managerId, actorId), eq(manager.managerId, actorId)));
}

/** A user row by id, locked until the transaction ends, or undefined. */
export async function lockUserRow(tx: Runner, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

const SORTABLE = {
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  active: users.active,
};

function keywordFilter(keywords: string | undefined): SQL | undefined {
  if (!keywords) return undefined;
  const p = `%${likeEscape(keywords)}%`;
  return or(ilike(users.name, p), ilike(users.email, p), ilike(users.username, p), ilike(users.stageName, p));
}

/**
 * One page of users and the exact count. Keywords match name, email, username or stage name
 * (case-insensitive); `sortBy` over the sortable columns, then name and id. `onlyIds`, when given, limits
 * the page to those users (the caller's team scope).
 */
export async function selectUserPage(
  db: Db,
  q: UserListQuery,
  onlyIds?: readonly string[],
): Promise<{ rows: UserRow[]; count: number }> {
  const scope = onlyIds && (onlyIds.length ? inArray(users.id, [...onlyIds]) : sql`false`);
  const where = and(
    scope,
    keywordFilter(q.keywords),
    q.role ? eq(users.role, q.role) : undefined,
    q.active ? eq(users.active, q.active === 'true') : undefined,
  );
  return tablePage(db, users, where, orderBy(q.sortBy, SORTABLE, asc(users.name), users.id), q);
}

/** A user row by id, or undefined. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The role of a user by id, or undefined when there is none. */
export async function findUserRole(db: Db, id: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role;
}

/** Inserts a user; undefined when the email or username is taken (unique index). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Writes `patch` to the user `id` in one statement (SQL expressions such as the token-version increment
 * are evaluated by the database). Undefined when the user is gone.
 * @throws the driver's unique violation (23505) for a taken email or username.
 */
export async function updateUserRow(
  db: Runner,
  id: string,
  patch: Omit<Partial<UserRow>, 'tokenVersion'> & { tokenVersion?: SQL },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** Active users of `roles` by name, with the columns of a picker option and of the role predicates. */
export async function selectActiveUsers(
  db: Db,
  roles: readonly Role[],
): Promise<Array<UserOption & { managerId: string | null }>> {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      role: users.role,
      managerId: users.managerId,
    })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...roles])))
    .orderBy(asc(users.name), asc(users.id));
}

/** Number of users (the first-admin bootstrap runs only on an empty table). */
export async function countUserRows(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return r?.n ?? 0;
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505) on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
