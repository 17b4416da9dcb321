import {
  messageText,
  MSG,
  type PlanType,
  type PlanTypeSave,
  type SubscriptionResult,
} from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { accountById, pgError, toPlanType, withLockedAccount, type PlanTypeRecord } from './accounts.sql.js';
import { postMovement, type MovementOutcome } from './ledger.service.js';
import { isUpgrade, remainingDays, upgradeCharge, type PlanPrice } from './plans.rules.js';

/** All plan types by price, then name. */
export async function listPlanTypes(db: Db): Promise<{ rows: PlanType[] }> {
  const list = await queryRows<PlanTypeRecord>(db, sql`SELECT * FROM plan_types ORDER BY price, lower(name)`);
  return { rows: list.map((r) => toPlanType(r)!) };
}

/**
 * `accounts/activateType`: an admin defines a plan type (no id) or changes one (name, price, period,
 * limits, active). A price change applies from the next charge; past charges stay as booked.
 * @throws AppError FORBIDDEN (not an admin), NOT_FOUND (unknown id), CONFLICT (name taken).
 */
export async function savePlanType(db: Db, actor: Actor, body: PlanTypeSave): Promise<PlanType> {
  if (actor.role !== 'admin') throw forbidden(MSG.problems.adminDefinesPlans);
  try {
    const [r] = body.id
      ? await queryRows<PlanTypeRecord>(
          db,
          sql`UPDATE plan_types SET name = ${body.name}, price = ${body.price}, currency = ${body.currency},
                period_days = ${body.periodDays}, leads_per_day = ${body.leadsPerDay}, active = ${body.active}
              WHERE id = ${body.id} RETURNING *`,
        )
      : await queryRows<PlanTypeRecord>(
          db,
          sql`INSERT INTO plan_types (name, price, currency, period_days, leads_per_day, active, created_by)
              VALUES (${body.name}, ${body.price}, ${body.currency}, ${body.periodDays}, ${body.leadsPerDay},
                ${body.active}, ${actor.id}) RETURNING *`,
        );
    if (!r) throw notFound(MSG.problems.planTypeNotFound);
    return toPlanType(r)!;
  } catch (err) {
    if (pgError(err).code === '23505') throw conflict(MSG.problems.planTypeNameTaken);
    throw err;
  }
}

interface SubscriptionCall {
  accountId: string;
  idempotencyKey: string;
  requestHash: string;
  timeZone: string;
}

async function planById(db: Db, id: string): Promise<PlanType | undefined> {
  const [r] = await queryRows<PlanTypeRecord>(db, sql`SELECT * FROM plan_types WHERE id = ${id}`);
  return r ? toPlanType(r)! : undefined;
}

/**
 * The price the account paid per period for its current plan and that period's length (issue 18 §4): an
 * upgrade credits the unused days from what was paid, so an admin repricing the plan afterwards changes no
 * past charge. Accounts charged before the column existed were backfilled with their plan's price then.
 */
async function paidPlan(tx: Db, accountId: string, type: PlanType): Promise<PlanPrice> {
  const [r] = await queryRows<{ paid_price: string | null; paid_period_days: number | null }>(
    tx,
    sql`SELECT paid_price, paid_period_days FROM accounts WHERE id = ${accountId}`,
  );
  if (r?.paid_price == null || r.paid_period_days == null) return type;
  return { price: Number(r.paid_price), periodDays: r.paid_period_days };
}

/**
 * Starts a paid period of `plan` now (`periodDays` long), clearing any scheduled plan; records the price
 * paid and the period's length for a later upgrade's credit (`paidPlan`).
 */
async function startPeriod(tx: Db, accountId: string, plan: PlanType): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET plan_type_id = ${plan.id}, next_plan_type_id = NULL, period_start = now(),
          period_end = now() + make_interval(days => ${plan.periodDays}), paid_price = ${plan.price},
          paid_period_days = ${plan.periodDays}, updated_at = now()
        WHERE id = ${accountId}`,
  );
}

/** Charges one plan amount to the account's ledger (inside the caller's transaction). */
function charge(
  tx: Db,
  actorId: string | null,
  call: SubscriptionCall,
  plan: PlanType,
  amount: number,
  what: string,
) {
  return postMovement(
    tx,
    {
      accountId: call.accountId,
      kind: 'plan_charge',
      amount: -amount,
      counterBook: 'fees',
      description: `${what}: ${plan.name}`,
      idempotencyKey: call.idempotencyKey,
      requestHash: call.requestHash,
      actorId,
    },
    call.timeZone,
  );
}

async function result(
  tx: Db,
  accountId: string,
  change: SubscriptionResult['change'],
  paid: MovementOutcome | null,
): Promise<SubscriptionResult> {
  const account = (await accountById(tx, accountId))!;
  return {
    message: messageText(MSG.messages.typeSubscribed),
    account,
    charge: paid?.transaction ?? null,
    change,
  };
}

/**
 * `accounts/subscribeToType {type}` (docs/decisions.md "plans"): with no plan or an ended period, the new
 * plan starts now and its full price is charged; a dearer plan per day than the price paid (upgrade) starts
 * now for the rest of the period and is charged `upgradeCharge` (prorated by whole days left, crediting the
 * price paid per period, not the plan's current price); a cheaper one (downgrade) is
 * scheduled for the end of the paid period, uncharged; the current plan again cancels a scheduled downgrade.
 * One transaction with the account row locked; a retry sees the new state and charges nothing twice.
 * @throws AppError NOT_FOUND (account or type), VALIDATION (inactive type, other currency), CONFLICT (funds).
 */
export async function subscribeToType(
  db: Db,
  actor: Actor,
  call: SubscriptionCall,
  typeId: string,
): Promise<SubscriptionResult> {
  return withLockedAccount(db, call.accountId, async (tx, account) => {
    const plan = await planById(tx, typeId);
    if (!plan) throw notFound(MSG.problems.planTypeNotFound);
    if (account.type?.id === plan.id && account.paid) {
      await tx.execute(sql`UPDATE accounts SET next_plan_type_id = NULL WHERE id = ${account.id}`);
      return result(tx, account.id, 'unchanged', null);
    }
    if (!plan.active) throw badRequest(MSG.problems.planTypeInactive);
    if (plan.currency !== account.currency) throw badRequest(MSG.problems.planOtherCurrency);
    const [{ now }] = (await queryRows<{ now: Date | string }>(tx, sql`SELECT now() AS now`)) as [
      { now: Date },
    ];
    const nowMs = new Date(now).getTime();
    if (!account.type || !account.paid) {
      const paid = await charge(tx, actor.id, call, plan, plan.price, 'Plan');
      await startPeriod(tx, account.id, plan);
      return result(tx, account.id, 'new', paid);
    }
    const current = await paidPlan(tx, account.id, account.type);
    if (isUpgrade(current, plan)) {
      const end = new Date(account.periodEnd!).getTime();
      const amount = upgradeCharge(current, plan, remainingDays(nowMs, end, current.periodDays));
      const paid = amount > 0 ? await charge(tx, actor.id, call, plan, amount, 'Upgrade') : null;
      await tx.execute(
        sql`UPDATE accounts SET plan_type_id = ${plan.id}, next_plan_type_id = NULL, paid_price = ${plan.price},
              paid_period_days = ${plan.periodDays}, updated_at = now()
            WHERE id = ${account.id}`,
      );
      return result(tx, account.id, 'upgrade', paid);
    }
    await tx.execute(
      sql`UPDATE accounts SET next_plan_type_id = ${plan.id}, updated_at = now() WHERE id = ${account.id}`,
    );
    return result(tx, account.id, 'downgrade_scheduled', null);
  });
}

/**
 * `accounts/subscribe`: renews an ended period: the scheduled plan (a downgrade) or the current one starts
 * now and its full price is charged. Before the period ends it changes nothing (`unchanged`).
 * @throws AppError NOT_FOUND (account), VALIDATION (no plan), CONFLICT (funds short: stays unpaid).
 */
export async function renewSubscription(
  db: Db,
  actor: Actor,
  call: SubscriptionCall,
): Promise<SubscriptionResult> {
  return renew(db, actor.id, call, 'Renewal');
}

/**
 * Renewal for `actorId` (null: the system's automatic renewal, `renewals.ts`), charged as `what: plan`.
 * @throws as `renewSubscription`.
 */
export async function renew(
  db: Db,
  actorId: string | null,
  call: SubscriptionCall,
  what: string,
): Promise<SubscriptionResult> {
  return withLockedAccount(db, call.accountId, async (tx, account) => {
    if (!account.type) throw badRequest(MSG.problems.noPlanType);
    if (account.paid) return result(tx, account.id, 'unchanged', null);
    const plan = account.nextType ?? account.type;
    const paid = await charge(tx, actorId, call, plan, plan.price, what);
    await startPeriod(tx, account.id, plan);
    return result(tx, account.id, 'renewed', paid);
  });
}
