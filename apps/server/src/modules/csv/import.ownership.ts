import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  canManageLeads,
  featuresFor,
  isOnSalesFloor,
  type ImportDefaults,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { poolMembers, pools, users, type LeadImportRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { canAssignToPool } from '../pools/index.js';
import { mayAssignTo } from '../users/index.js';
import { leadScope } from '../leads/index.js';
import type { Ownership, UnitContext } from './import.repository.js';

/**
 * Who the imported leads belong to. By default (no `assignedTo`) the add-lead rule: a sales-floor importer
 * is the assignee, an affiliate the affiliate, an admin or integration leaves them unassigned.
 * `assignedTo: null` is "Nobody (unassigned)": allowed to admins and managers (403 for a salesperson).
 * `assignedTo` naming a user gives one
 * assignee (admins and super managers: anyone on the floor; a sales manager: itself or a direct report;
 * others: themselves); `poolId` (managers) spreads them round-robin over the pool's active members.
 * @throws AppError FORBIDDEN, VALIDATION, NOT_FOUND.
 */
export async function resolveOwnership(db: Db, actor: Actor, defaults: ImportDefaults): Promise<Ownership> {
  const affiliateId = actor.role === 'affiliate' ? actor.id : null;
  const base: Ownership = {
    createdBy: actor.id,
    assignedTo: isOnSalesFloor(actor.role) ? actor.id : null,
    affiliateId,
    pool: null,
  };
  if (defaults.poolId) {
    if (!canManageLeads(actor)) throw forbidden(MSG.problems.roleNoPool);
    const [pool] = await db.select().from(pools).where(eq(pools.id, defaults.poolId)).limit(1);
    if (!pool || !(await canAssignToPool(db, actor, pool.id))) throw notFound(MSG.problems.poolNotFound);
    const invalid = (message: string) => badRequest(message, [{ field: 'defaults.poolId', message }]);
    if (!pool.active) throw invalid(MSG.problems.poolInactive);
    const members = await db
      .select({ id: users.id })
      .from(poolMembers)
      .innerJoin(users, eq(users.id, poolMembers.userId))
      .where(
        and(
          eq(poolMembers.poolId, pool.id),
          eq(users.active, true),
          inArray(users.role, [...ASSIGNABLE_ROLES]),
        ),
      )
      .orderBy(asc(poolMembers.addedAt), asc(users.id));
    if (members.length === 0) throw invalid(MSG.problems.poolNoMembers);
    return { ...base, assignedTo: null, pool: { id: pool.id, members: members.map((m) => m.id) } };
  }
  if (defaults.assignedTo === null) {
    // "Nobody (unassigned)" (issue 19 item 2): only a role that may unassign leads may import them so.
    if (!canManageLeads(actor) && isOnSalesFloor(actor.role)) {
      throw forbidden(MSG.problems.roleNoUnassigned);
    }
    return { ...base, assignedTo: null };
  }
  if (defaults.assignedTo) {
    const [user] = await db.select().from(users).where(eq(users.id, defaults.assignedTo)).limit(1);
    const message = MSG.problems.chooseActiveSales;
    if (!user || !user.active || !isOnSalesFloor(user.role)) {
      throw badRequest(message, [{ field: 'defaults.assignedTo', message }]);
    }
    if (!(await mayAssignTo(db, actor, user.id))) throw forbidden(MSG.problems.cannotAssignToUser);
    return { ...base, assignedTo: user.id };
  }
  return base;
}

/** The importing user as an actor (the worker runs without a request). Null when it is gone or inactive. */
export async function actorById(db: Db, id: string): Promise<Actor | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user || !user.active) return null;
  return { id: user.id, role: user.role, features: featuresFor(user.role, user.featureOverrides), user };
}

/** Everything a unit of work needs, resolved once per run of the job. */
export async function unitContext(db: Db, actor: Actor, imp: LeadImportRow): Promise<UnitContext> {
  const defaults = (imp.defaults ?? {}) as ImportDefaults;
  return {
    importId: imp.id,
    scope: await leadScope(db, actor),
    owner: await resolveOwnership(db, actor, defaults),
    updateExisting: imp.updateExisting,
  };
}
