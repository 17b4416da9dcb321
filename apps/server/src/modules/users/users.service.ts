import { sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  canAssignTo,
  canBeManager,
  canManageRole,
  isAdmin,
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
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/auth.js';
import { toUser, toUserOption } from './users.mapper.js';
import {
  countUserRows,
  findUserById,
  findUserRole,
  insertUser,
  isUniqueViolation,
  selectActiveUsers,
  selectUserPage,
  updateUserRow,
} from './users.repository.js';

/**
 * An actor may manage a role only below its own; an admin every role (DESIGN.md §4, `canManageRole`).
 * @throws AppError FORBIDDEN otherwise.
 */
function assertCanManage(actor: Actor, role: Role): void {
  if (!canManageRole(actor, role)) throw forbidden(`You cannot manage users with the role ${role}`);
}

/**
 * Users list (spec §7 `GET users`: page, limit, keywords, sortBy; §9 limit 40), exact count.
 * Keywords match name, email, username or stage name, case-insensitive.
 */
export async function listUsers(db: Db, q: UserListQuery): Promise<UserListResponse> {
  const page = await selectUserPage(db, q);
  return { rows: page.rows.map(toUser), count: page.count };
}

/** A manager must be an existing admin or (super) sales manager (`canBeManager`). @throws AppError VALIDATION. */
async function assertManager(db: Db, managerId: string | null | undefined): Promise<void> {
  if (!managerId) return;
  const role = await findUserRole(db, managerId);
  if (!role || !canBeManager(role)) {
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
  if (input.featureOverrides && !isAdmin(actor)) throw forbidden('Only an admin can override features');
  const passwordHash = await hashPassword(input.password);
  const row = await insertUser(db, {
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
  });
  if (!row) throw duplicateEmail();
  return toUser(row);
}

/**
 * Updates a user by id (spec §7 `PUT users`; spec §4 save rule). Changing the password, the role or
 * deactivating revokes the user's tokens. An actor cannot change its own role or deactivate itself.
 * @throws AppError NOT_FOUND, FORBIDDEN, CONFLICT.
 */
export async function updateUser(db: Db, actor: Actor, input: UserUpdate): Promise<User> {
  const current = await findUserById(db, input.id);
  if (!current) throw notFound('User not found');
  const self = current.id === actor.id;
  if (!self) assertCanManage(actor, current.role);
  if (input.role && input.role !== current.role) {
    if (self) throw forbidden('You cannot change your own role');
    assertCanManage(actor, input.role);
  }
  if (self && input.active === false) throw forbidden('You cannot deactivate yourself');
  if (input.featureOverrides !== undefined && !isAdmin(actor)) {
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
  const patch: Omit<Partial<UserRow>, 'tokenVersion'> & { tokenVersion?: SQL } = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.role !== undefined) patch.role = input.role;
  if (input.stageName !== undefined) patch.stageName = input.stageName;
  if (input.picture !== undefined) patch.picture = input.picture;
  if (input.active !== undefined) patch.active = input.active;
  if (input.managerId !== undefined) patch.managerId = input.managerId;
  if (input.featureOverrides !== undefined) patch.featureOverrides = input.featureOverrides;
  if (input.password !== undefined) patch.passwordHash = await hashPassword(input.password);
  // Atomic in SQL: a concurrent logout or revocation is never lost (no read-modify-write in JS).
  if (revoke) patch.tokenVersion = sql`${users.tokenVersion} + 1`;
  try {
    const row = await updateUserRow(db, input.id, patch);
    if (!row) throw notFound('User not found');
    return toUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
}

/**
 * Active users of the given roles as picker options, by name. Only admins and (super) sales managers
 * (`canBeManager`: the roles that assign leads across a team or manage users) may list staff by role;
 * a salesperson, an affiliate or an integration user would learn every colleague's username (usually the
 * e-mail), so they get 403.
 * @throws AppError FORBIDDEN for any other role.
 */
export async function usersByRole(
  db: Db,
  actor: Actor,
  roles: readonly Role[],
): Promise<{ rows: UserOption[]; count: number }> {
  if (!canBeManager(actor.role)) throw forbidden('You cannot list users by role');
  const rows = (await selectActiveUsers(db, roles)).map(toUserOption);
  return { rows, count: rows.length };
}

/**
 * Users the actor may assign leads to (`canAssignTo`, DESIGN.md §4): admins and super sales managers every
 * active sales-floor user; a sales manager itself and its direct reports; a salesperson itself; others
 * (affiliates, integration users) nobody: an empty list, so no staff username or e-mail leaks. Active sales-floor users are few (a back office's staff), so they are filtered in memory.
 */
export async function usersForAssign(db: Db, actor: Actor): Promise<{ rows: UserOption[]; count: number }> {
  const floor = await selectActiveUsers(db, ASSIGNABLE_ROLES);
  const rows = floor.filter((u) => canAssignTo(actor, { ...u, active: true })).map(toUserOption);
  return { rows, count: rows.length };
}

/** Number of users; the first-admin bootstrap runs only on an empty table. */
export async function countUsers(db: Db): Promise<number> {
  return countUserRows(db);
}
