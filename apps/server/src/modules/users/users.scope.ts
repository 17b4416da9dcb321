import { canBeManager, canBeManagerOf, canManageUser, isAdmin, type Role, MSG } from '@leadhouse/domain';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { selectTeamRules, selectUserRule, type Runner, type UserRuleRow } from './users.repository.js';

/*
 * Users team scope (docs/decisions.md "Users team scope"; issue 18 item 3): user management follows the
 * team of leads and pools. Who may manage whom is the one predicate `canManageUser` (roles.ts); who may be
 * whose manager is `canBeManagerOf`. A user the caller may not manage is invisible: absent from the list,
 * 404 on update.
 */

/** `canManageUser` over a rule row (its manager's manager comes with the row). */
export const mayManageUser = (actor: Actor, target: UserRuleRow): boolean =>
  canManageUser(actor, target, target.managerOfManager);

/**
 * The ids of the users `actor` sees in the users list: itself and the users it may manage; undefined for
 * an admin (everyone, no filter).
 */
export async function visibleUserIds(db: Runner, actor: Actor): Promise<string[] | undefined> {
  if (isAdmin(actor)) return undefined;
  const team = await selectTeamRules(db, actor.id);
  return team.filter((u) => u.id === actor.id || mayManageUser(actor, u)).map((u) => u.id);
}

/**
 * Checks the manager a user of role `role` is given (create, or a change on update), spec: "a manager can
 * only be moved under someone who may manage them":
 * - `null` (no manager): admins only; anyone else would put the user out of every team but the admins';
 * - the manager must exist and may manage the role (`canBeManagerOf`: a manager role above it);
 * - for a non-admin, the manager is itself or a user of its team it may manage (never another team's).
 * @throws AppError VALIDATION (field `managerId`) for a missing or outranked manager, or none for a
 * non-admin; FORBIDDEN for a manager outside the actor's team.
 */
export async function assertNewManager(
  db: Runner,
  actor: Actor,
  managerId: string | null,
  role: Role,
): Promise<void> {
  if (managerId === null) {
    if (isAdmin(actor)) return;
    throw badRequest(MSG.problems.chooseManager, [
      { field: 'managerId', message: MSG.problems.chooseTeamManager },
    ]);
  }
  const manager = await selectUserRule(db, managerId);
  if (!manager || !canBeManager(manager.role)) {
    throw badRequest(MSG.problems.managerMustExist, [
      { field: 'managerId', message: MSG.problems.chooseManagerRole },
    ]);
  }
  if (manager.id !== actor.id && !mayManageUser(actor, manager)) {
    throw new AppError('FORBIDDEN', MSG.problems.managerInTeam, [
      { field: 'managerId', message: MSG.problems.chooseTeamManager },
    ]);
  }
  if (!canBeManagerOf(manager, role)) {
    throw badRequest(MSG.problems.managerOutranks, [
      { field: 'managerId', message: `A ${manager.role} cannot manage a ${role}` },
    ]);
  }
}

/**
 * The manager a new user gets when the request names none: the creator, when it is not an admin and may be
 * a manager (so the user starts in its team); else none.
 */
export function defaultManagerId(actor: Actor): string | null {
  return !isAdmin(actor) && canBeManager(actor.role) ? actor.id : null;
}

/**
 * Loads the rule row of a user the actor may manage, or itself.
 * @throws AppError NOT_FOUND for an unknown user or one outside the actor's scope.
 */
export async function managedUserRule(db: Runner, actor: Actor, id: string): Promise<UserRuleRow> {
  const rule = await selectUserRule(db, id);
  if (!rule || (rule.id !== actor.id && !mayManageUser(actor, rule)))
    throw notFound(MSG.problems.userNotFound);
  return rule;
}

/**
 * A role change keeps the chain of rank: the user's manager must still be allowed to manage the new role.
 * @throws AppError VALIDATION (field `role`).
 */
export async function assertManagerKeepsRank(
  db: Runner,
  managerId: string | null,
  role: Role,
): Promise<void> {
  if (!managerId) return;
  const manager = await selectUserRule(db, managerId);
  if (manager && !canBeManagerOf(manager, role)) {
    throw badRequest(MSG.problems.managerOutranks, [
      { field: 'role', message: `Their manager (${manager.role}) cannot manage a ${role}` },
    ]);
  }
}

/** A non-admin never changes its own manager (it would leave its manager's team or join another). */
export function assertNotOwnManagerChange(actor: Actor, self: boolean): void {
  if (self && !isAdmin(actor)) throw forbidden(MSG.problems.ownManagerChange);
}
