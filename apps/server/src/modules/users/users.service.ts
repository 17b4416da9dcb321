import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  roleRank,
  type Role,
  type User,
  type UserCreate,
  type UserListQuery,
  type UserListResponse,
  type UserOption,
  type UserUpdate,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { likeEscape, offsetOf, orderBy } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/auth.js';
import { toUser, toUserOption } from './users.mapper.js';

const SORTABLE = {
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  active: users.active,
};

/** An actor may manage a role only below its own; an admin may manage every role (DESIGN.md §4). */
function assertCanManage(actor: Actor, role: Role): void {
  if (actor.role === 'admin') return;
  if (roleRank(role) <= roleRank(actor.role)) {
    throw forbidden(`You cannot manage users with the role ${role}`);
  }
}

function keywordFilter(keywords: string | undefined): SQL | undefined {
  if (!keywords) return undefined;
  const p = `%${likeEscape(keywords)}%`;
  return or(ilike(users.name, p), ilike(users.email, p), ilike(users.username, p), ilike(users.stageName, p));
}

/**
 * Users list (spec §7 `GET users`: page, limit, keywords, sortBy; §9 limit 40), exact count.
 * Keywords match name, email, username or stage name, case-insensitive.
 */
export async function listUsers(db: Db, q: UserListQuery): Promise<UserListResponse> {
  const where = and(
    keywordFilter(q.keywords),
    q.role ? eq(users.role, q.role) : undefined,
    q.active ? eq(users.active, q.active === 'true') : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(q.sortBy, SORTABLE, asc(users.name), users.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toUser), count: Number(total[0]?.n ?? 0) };
}

async function assertManager(db: Db, managerId: string | null | undefined): Promise<void> {
  if (!managerId) return;
  const [m] = await db.select({ role: users.role }).from(users).where(eq(users.id, managerId)).limit(1);
  if (!m || !['admin', 'super_sales_manager', 'sales_manager'].includes(m.role)) {
    throw badRequest('The manager must be an existing manager', [
      { field: 'managerId', message: 'Choose a sales manager, super sales manager or admin' },
    ]);
  }
}

const duplicateEmail = () =>
  conflict('A user with this email or username already exists', [
    { field: 'email', message: 'A user with this email or username already exists' },
  ]);

/**
 * Creates a user (spec §7 `POST users`). The password is hashed with argon2id.
 * @throws AppError FORBIDDEN for a role at or above the actor's; CONFLICT for a taken email/username.
 */
export async function createUser(db: Db, actor: Actor, input: UserCreate): Promise<User> {
  assertCanManage(actor, input.role);
  await assertManager(db, input.managerId);
  if (input.featureOverrides && actor.role !== 'admin')
    throw forbidden('Only an admin can override features');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      username: input.username ?? input.email,
      passwordHash,
      role: input.role,
      stageName: input.stageName ?? null,
      picture: input.picture ?? null,
      active: input.active,
      managerId: input.managerId ?? null,
      featureOverrides: input.featureOverrides ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateEmail();
  return toUser(row);
}

/**
 * Updates a user by id (spec §7 `PUT users`; spec §4 save rule). Changing the password, the role or
 * deactivating revokes the user's tokens. An actor cannot change its own role or deactivate itself.
 * @throws AppError NOT_FOUND, FORBIDDEN, CONFLICT.
 */
export async function updateUser(db: Db, actor: Actor, input: UserUpdate): Promise<User> {
  const [current] = await db.select().from(users).where(eq(users.id, input.id)).limit(1);
  if (!current) throw notFound('User not found');
  const self = current.id === actor.id;
  if (!self) assertCanManage(actor, current.role);
  if (input.role && input.role !== current.role) {
    if (self) throw forbidden('You cannot change your own role');
    assertCanManage(actor, input.role);
  }
  if (self && input.active === false) throw forbidden('You cannot deactivate yourself');
  if (input.featureOverrides !== undefined && actor.role !== 'admin') {
    throw forbidden('Only an admin can override features');
  }
  await assertManager(db, input.managerId);
  if (input.managerId && input.managerId === current.id) {
    throw badRequest('A user cannot be their own manager', [
      { field: 'managerId', message: 'Choose another manager' },
    ]);
  }
  const revoke =
    input.password !== undefined ||
    (input.role !== undefined && input.role !== current.role) ||
    (input.active === false && current.active);
  const patch: Partial<UserRow> & { tokenVersion?: number } = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.role !== undefined) patch.role = input.role;
  if (input.stageName !== undefined) patch.stageName = input.stageName;
  if (input.picture !== undefined) patch.picture = input.picture;
  if (input.active !== undefined) patch.active = input.active;
  if (input.managerId !== undefined) patch.managerId = input.managerId;
  if (input.featureOverrides !== undefined) patch.featureOverrides = input.featureOverrides;
  if (input.password !== undefined) patch.passwordHash = await hashPassword(input.password);
  if (revoke) patch.tokenVersion = current.tokenVersion + 1;
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, input.id)).returning();
    if (!row) throw notFound('User not found');
    return toUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505) on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Active users of the given roles as picker options, by name. */
export async function usersByRole(
  db: Db,
  roles: readonly Role[],
): Promise<{ rows: UserOption[]; count: number }> {
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...roles])))
    .orderBy(asc(users.name), asc(users.id));
  return { rows: rows.map(toUserOption), count: rows.length };
}

/**
 * Users the actor may assign leads to: admins and super sales managers every active sales-floor user;
 * a sales manager itself and its team; anyone else only itself (DESIGN.md §4 visibility).
 */
export async function usersForAssign(db: Db, actor: Actor): Promise<{ rows: UserOption[]; count: number }> {
  if (actor.role === 'admin' || actor.role === 'super_sales_manager')
    return usersByRole(db, ASSIGNABLE_ROLES);
  const scope =
    actor.role === 'sales_manager'
      ? or(eq(users.id, actor.id), eq(users.managerId, actor.id))
      : eq(users.id, actor.id);
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...ASSIGNABLE_ROLES]), scope))
    .orderBy(asc(users.name), asc(users.id));
  return { rows: rows.map(toUserOption), count: rows.length };
}

/** Used by the first-admin bootstrap. */
export async function countUsers(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return r?.n ?? 0;
}
