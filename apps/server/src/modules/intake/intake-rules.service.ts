import { and, desc, eq, sql } from 'drizzle-orm';
import type { IntakeRule, IntakeRuleListResponse, IntakeRuleSave } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { intakeRules, pools, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { canAssignToPool } from '../pools/index.js';
import { MSG } from '@leadhouse/domain';

async function ruleRows(db: Db, id?: string): Promise<IntakeRule[]> {
  const rows = await db
    .select({
      id: intakeRules.id,
      affiliateId: intakeRules.affiliateId,
      affiliateName: users.name,
      campaign: intakeRules.campaign,
      poolId: intakeRules.poolId,
      poolName: pools.name,
      createdAt: intakeRules.createdAt,
    })
    .from(intakeRules)
    .innerJoin(pools, eq(pools.id, intakeRules.poolId))
    .leftJoin(users, eq(users.id, intakeRules.affiliateId))
    .where(id ? eq(intakeRules.id, id) : undefined)
    .orderBy(desc(intakeRules.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** `GET /api/intake/rules`: the rules whose pool the actor may manage (the pools team scope). */
export async function listIntakeRules(db: Db, actor: Actor): Promise<IntakeRuleListResponse> {
  const rows: IntakeRule[] = [];
  for (const rule of await ruleRows(db)) if (await canAssignToPool(db, actor, rule.poolId)) rows.push(rule);
  return { rows, count: rows.length };
}

/** The rule of one (affiliate, campaign) pair (NULLs equal, like its unique key), or undefined. */
async function ruleOfTarget(
  db: Db,
  target: { affiliateId: string | null; campaign: string | null },
): Promise<{ id: string; poolId: string } | undefined> {
  const [row] = await db
    .select({ id: intakeRules.id, poolId: intakeRules.poolId })
    .from(intakeRules)
    .where(
      and(
        sql`${intakeRules.affiliateId} IS NOT DISTINCT FROM ${target.affiliateId}::uuid`,
        sql`${intakeRules.campaign} IS NOT DISTINCT FROM ${target.campaign}::text`,
      ),
    );
  return row;
}

/** Attempts of a save that keeps losing races with other saves of the same pair before it answers 409. */
const SAVE_ATTEMPTS = 3;

/**
 * `PUT /api/intake/rules`: sets the pool of (affiliate, campaign), replacing an existing rule for the same
 * pair (its natural key). The rule it would replace must be the actor's too: someone who may manage the
 * pool that rule sends leads to now (issue 18 item 2; docs/decisions.md "Users team scope"), else another
 * team's incoming leads would go to the actor's team. The upsert only overwrites the very row that was
 * checked (same id and pool); if another save created or changed it meanwhile, nothing is written and the
 * check runs again, so concurrent saves keep one rule and never skip the owner check.
 * @throws AppError NOT_FOUND for a pool outside the actor's pools scope; FORBIDDEN when the pair's current
 * rule sends leads to a pool the actor may not manage; VALIDATION when `affiliateId` is not an affiliate;
 * CONFLICT when the pair kept changing under concurrent saves.
 */
export async function saveIntakeRule(db: Db, actor: Actor, input: IntakeRuleSave): Promise<IntakeRule> {
  if (!(await canAssignToPool(db, actor, input.poolId))) throw notFound(MSG.problems.poolNotFound);
  if (input.affiliateId) {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.affiliateId));
    if (user?.role !== 'affiliate') {
      throw badRequest(MSG.problems.chooseAffiliate, [
        { field: 'affiliateId', message: MSG.problems.chooseAffiliate },
      ]);
    }
  }
  const target = { affiliateId: input.affiliateId ?? null, campaign: input.campaign ?? null };
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const existing = await ruleOfTarget(db, target);
    if (existing && !(await canAssignToPool(db, actor, existing.poolId))) {
      throw forbidden(MSG.problems.ruleOfOtherTeam);
    }
    const [row] = await db
      .insert(intakeRules)
      .values({ ...target, poolId: input.poolId, createdBy: actor.id })
      .onConflictDoUpdate({
        target: [intakeRules.affiliateId, intakeRules.campaign],
        set: { poolId: input.poolId, createdBy: actor.id, createdAt: sql`now()` },
        setWhere: existing
          ? and(eq(intakeRules.id, existing.id), eq(intakeRules.poolId, existing.poolId))
          : sql`false`,
      })
      .returning({ id: intakeRules.id });
    if (row) return (await ruleRows(db, row.id))[0]!;
  }
  throw conflict(MSG.problems.ruleChanged);
}

/**
 * `DELETE /api/intake/rules/:id`: removes a rule the actor may manage (a setting, not a record of work).
 * @throws AppError NOT_FOUND for an unknown rule or one whose pool is outside the actor's scope.
 */
export async function deleteIntakeRule(db: Db, actor: Actor, id: string): Promise<{ message: string }> {
  const [rule] = await ruleRows(db, id);
  if (!rule || !(await canAssignToPool(db, actor, rule.poolId))) throw notFound(MSG.problems.ruleNotFound);
  await db.delete(intakeRules).where(eq(intakeRules.id, id));
  return { message: 'success' };
}
