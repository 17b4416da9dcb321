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
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/auth.js';
import { toUser, toUserOption } from './users.mapper.js';
import {
  countUserRows,
  insertUser,
  isUniqueViolation,
  lockUserRow,
  selectActiveUsers,
  selectUserPage,
  selectUserRule,
  updateUserRow,
  type Runner,
} from './users.repository.js';
import {
  assertManagerKeepsRank,
  assertNewManager,
  assertNotOwnManagerChange,
  defaultManagerId,
  managedUserRule,
  visibleUserIds,
} from './users.scope.js';

/**
 * An actor may manage a role only below its own; an admin every role (DESIGN.md §4, `canManageRole`).
 * @throws AppError FORBIDDEN otherwise.
 */
function assertCanManage(actor: Actor, role: Role): void {
  if (!canManageRole(actor, role))
    throw new AppError('FORBIDDEN', MSG.problems.roleCannotManage, undefined, undefined, { role });
}

/**
 * Users list (spec §7 `GET users`: page, limit, keywords, sortBy; §9 limit 40), exact count, within the
 * actor's scope: an admin every user, anyone else itself and the users it may manage (`canManageUser`:
 * its team, roles below its own). Keywords match name, email, username or stage name, case-insensitive.
 */
export async function listUsers(db: Db, actor: Actor, q: UserListQuery): Promise<UserListResponse> {
  const page = await selectUserPage(db, q, await visibleUserIds(db, actor));
  return { rows: page.rows.map(toUser), count: page.count };
}

const duplicateEmail = () =>
  conflict(MSG.problems.userTaken, [{ field: 'email', message: MSG.problems.userTaken }]);

/**
 * Creates a user (spec §7 `POST users`). The password is hashed with argon2id. Without a `managerId`, a
 * non-admin's new user goes under its creator (it starts in the creator's team); a named manager must be
 * allowed to manage the role and, for a non-admin, be in its team (`assertNewManager`).
 * @throws AppError FORBIDDEN for a role at or above the actor's or a manager outside its team; CONFLICT for
 * a taken email/username; VALIDATION for a manager that may not manage the role.
 */
export async function createUser(db: Db, actor: Actor, input: UserCreate): Promise<User> {
  assertCanManage(actor, input.role);
  const managerId = input.managerId ?? defaultManagerId(actor);
  await assertNewManager(db, actor, managerId, input.role);
  if (input.featureOverrides && !isAdmin(actor)) throw forbidden(MSG.problems.adminOverridesFeatures);
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
    managerId,
    featureOverrides: input.featureOverrides ?? null,
  });
  if (!row) throw duplicateEmail();
  return toUser(row);
}

/**
 * Updates a user by id (spec §7 `PUT users`; spec §4 save rule), within the actor's scope (`canManageUser`:
 * a user of its team below its own role; an admin everyone): name, e-mail, password, active, role and
 * manager alike. Changing the password, the role or deactivating revokes the user's tokens. An actor
 * cannot change its own role, deactivate itself or (unless admin) change its own manager. The row is
 * locked while the scope is checked and the change written.
 * @throws AppError NOT_FOUND (also for a user outside the actor's scope), FORBIDDEN, CONFLICT, VALIDATION.
 */
export async function updateUser(db: Db, actor: Actor, input: UserUpdate): Promise<User> {
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockUserRow(tx, input.id);
      if (!current) throw notFound(MSG.problems.userNotFound);
      await managedUserRule(tx, actor, current.id);
      const self = current.id === actor.id;
      await assertUpdateRules(tx, actor, current, input, self);
      const revoke =
        passwordHash !== undefined ||
        (input.role !== undefined && input.role !== current.role) ||
        (input.active === false && current.active);
      const patch: Omit<Partial<UserRow>, 'tokenVersion'> & { tokenVersion?: SQL } = {
        updatedAt: new Date(),
      };
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined) patch.email = input.email;
      if (input.role !== undefined) patch.role = input.role;
      if (input.stageName !== undefined) patch.stageName = input.stageName;
      if (input.picture !== undefined) patch.picture = input.picture;
      if (input.active !== undefined) patch.active = input.active;
      if (input.managerId !== undefined) patch.managerId = input.managerId;
      if (input.featureOverrides !== undefined) patch.featureOverrides = input.featureOverrides;
      if (passwordHash !== undefined) patch.passwordHash = passwordHash;
      // Atomic in SQL: a concurrent logout or revocation is never lost (no read-modify-write in JS).
      if (revoke) patch.tokenVersion = sql`${users.tokenVersion} + 1`;
      const row = await updateUserRow(tx, input.id, patch);
      if (!row) throw notFound(MSG.problems.userNotFound);
      return toUser(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
}

/**
 * The rules of one update beyond the scope: role (not one's own, only below the actor's), self
 * deactivation, feature overrides (admins), and the manager (`assertNewManager`; never one's own unless
 * admin, never oneself; a role change keeps the manager above the new role).
 * @throws AppError FORBIDDEN, VALIDATION.
 */
async function assertUpdateRules(
  tx: Runner,
  actor: Actor,
  current: UserRow,
  input: UserUpdate,
  self: boolean,
): Promise<void> {
  if (input.role && input.role !== current.role) {
    if (self) throw forbidden(MSG.problems.ownRoleChange);
    assertCanManage(actor, input.role);
  }
  if (self && input.active === false) throw forbidden(MSG.problems.deactivateYourself);
  if (input.featureOverrides !== undefined && !isAdmin(actor)) {
    throw forbidden(MSG.problems.adminOverridesFeatures);
  }
  const role = input.role ?? current.role;
  if (input.managerId !== undefined && input.managerId !== current.managerId) {
    assertNotOwnManagerChange(actor, self);
    if (input.managerId === current.id) {
      throw badRequest(MSG.problems.ownManager, [
        { field: 'managerId', message: MSG.problems.chooseAnotherManager },
      ]);
    }
    await assertNewManager(tx, actor, input.managerId, role);
  } else if (role !== current.role) {
    await assertManagerKeepsRank(tx, current.managerId, role);
  }
}

/**
 * Active users of the given roles as picker options, by name, within the users scope: an admin every
 * user, a (super) sales manager itself and the users it may manage (`visibleUserIds`, the users list's
 * scope), so the manager pickers offer only managers a user may be put under and no other organisation's
 * staff. Only admins and (super) sales managers (`canBeManager`) may list staff by role; a salesperson, an
 * affiliate or an integration user would learn colleagues' usernames (usually the e-mail), so they get 403.
 * @throws AppError FORBIDDEN for any other role.
 */
export async function usersByRole(
  db: Db,
  actor: Actor,
  roles: readonly Role[],
): Promise<{ rows: UserOption[]; count: number }> {
  if (!canBeManager(actor.role)) throw forbidden(MSG.problems.listUsersByRole);
  const visible = await visibleUserIds(db, actor);
  const inScope = visible && new Set(visible);
  const rows = (await selectActiveUsers(db, roles))
    .filter((u) => !inScope || inScope.has(u.id))
    .map(toUserOption);
  return { rows, count: rows.length };
}

/**
 * Users the actor may assign leads to (`canAssignTo`, DESIGN.md §4): admins every active sales-floor user; a
 * super sales manager those of its team; a sales manager itself and its direct reports; a salesperson
 * itself; others (affiliates, integration users) nobody: an empty list, so no staff username or e-mail
 * leaks. Active sales-floor users are few (a back office's staff), so they are filtered in memory.
 */
export async function usersForAssign(db: Db, actor: Actor): Promise<{ rows: UserOption[]; count: number }> {
  const floor = await selectActiveUsers(db, ASSIGNABLE_ROLES);
  const managerOf = new Map(floor.map((u) => [u.id, u.managerId]));
  const rows = floor
    .filter((u) =>
      canAssignTo(actor, { ...u, active: true }, u.managerId ? (managerOf.get(u.managerId) ?? null) : null),
    )
    .map(toUserOption);
  return { rows, count: rows.length };
}

/**
 * Whether `actor` may assign leads to the user `id` (`canAssignTo` with the user's manager's manager, for a
 * super sales manager's team). False for an unknown user.
 */
export async function mayAssignTo(db: Db, actor: Actor, id: string): Promise<boolean> {
  const rule = await selectUserRule(db, id);
  return !!rule && canAssignTo(actor, rule, rule.managerOfManager);
}

/** Number of users; the first-admin bootstrap runs only on an empty table. */
export async function countUsers(db: Db): Promise<number> {
  return countUserRows(db);
}
