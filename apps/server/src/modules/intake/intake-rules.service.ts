import { desc, eq, sql } from 'drizzle-orm';
import type { IntakeRule, IntakeRuleListResponse, IntakeRuleSave } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { intakeRules, pools, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { canAssignToPool } from '../pools/index.js';

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

/**
 * `PUT /api/intake/rules`: sets the pool of (affiliate, campaign), replacing an existing rule for the same
 * pair (one statement, so concurrent saves keep one rule).
 * @throws AppError NOT_FOUND for a pool outside the actor's pools scope; VALIDATION when `affiliateId` is
 * not an affiliate.
 */
export async function saveIntakeRule(db: Db, actor: Actor, input: IntakeRuleSave): Promise<IntakeRule> {
  if (!(await canAssignToPool(db, actor, input.poolId))) throw notFound('Pool not found');
  if (input.affiliateId) {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.affiliateId));
    if (user?.role !== 'affiliate') {
      throw badRequest('Choose an affiliate', [{ field: 'affiliateId', message: 'Choose an affiliate' }]);
    }
  }
  const [row] = await db
    .insert(intakeRules)
    .values({
      affiliateId: input.affiliateId ?? null,
      campaign: input.campaign ?? null,
      poolId: input.poolId,
      createdBy: actor.id,
    })
    .onConflictDoUpdate({
      target: [intakeRules.affiliateId, intakeRules.campaign],
      set: { poolId: input.poolId, createdBy: actor.id, createdAt: sql`now()` },
    })
    .returning({ id: intakeRules.id });
  return (await ruleRows(db, row!.id))[0]!;
}

/**
 * `DELETE /api/intake/rules/:id`: removes a rule the actor may manage (a setting, not a record of work).
 * @throws AppError NOT_FOUND for an unknown rule or one whose pool is outside the actor's scope.
 */
export async function deleteIntakeRule(db: Db, actor: Actor, id: string): Promise<{ message: string }> {
  const [rule] = await ruleRows(db, id);
  if (!rule || !(await canAssignToPool(db, actor, rule.poolId))) throw notFound('Rule not found');
  await db.delete(intakeRules).where(eq(intakeRules.id, id));
  return { message: 'success' };
}
