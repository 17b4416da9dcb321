import { sql } from 'drizzle-orm';
import {
  DISTRIBUTION_DELIVERY_ATTEMPTS,
  DISTRIBUTION_TIMEOUT_MS,
  type DistributionReason,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { distributionSends, type ReservedWindow } from '../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';
import { queueDistributionDelivery } from '../integrations/index.js';
import { evaluateBuyers, loadFlowBuyers, priceOf, type FlowBuyer } from './distribution.buyers.js';
import { releaseCaps, reserveCaps } from './distribution.caps.js';
import { loadLeads, recordSteps, type FlowSqlRow, type StepInput } from './distribution.repository.js';
import { orderBuyers, type RoutedLead } from './distribution.rules.js';

/*
 * The routing engine (issue 22 §2, §4, §7; docs/decisions.md "Lead distribution"). A lead's route is its
 * `lead_distributions` row, locked for every step: `advance` judges the flow's buyers, orders the eligible
 * ones by the flow's method, reserves a cap slot and queues a delivery (the outbox) for as many as the
 * flow still needs, all in the caller's transaction; `settle` records a delivery's final outcome, gives
 * back the cap slot of a lead not taken, and advances again. No eligible buyer and nothing on its way: the
 * lead is held (or unsold when the flow holds for 0 minutes); attempts used up: unsold.
 */

/** What the engine reads from outside: the clock and the random source (tests inject both). */
export interface EngineContext {
  now: () => Date;
  random: () => number;
  /** Per-attempt answer timeout of a distribution delivery, ms. */
  timeoutMs?: number;
}

interface RouteRow {
  lead_id: string;
  flow_id: string | null;
  state: string;
  round: number;
  attempts: number;
  max_buyers: number;
  max_attempts: number;
  hold_minutes: number;
}

interface SendSqlRow {
  integration_id: string;
  status: string;
  slot: number;
}

/** Locks and reads a lead's route; undefined when it has none. */
async function lockRoute(tx: Db, leadId: string): Promise<RouteRow | undefined> {
  const [row] = await queryRows<RouteRow>(
    tx,
    sql`SELECT lead_id, flow_id, state, round, attempts, max_buyers, max_attempts, hold_minutes
        FROM lead_distributions WHERE lead_id = ${leadId}::uuid FOR UPDATE`,
  );
  return row;
}

/** Counts of the skip reasons, for the held reason. */
function skippedCounts(steps: readonly StepInput[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of steps) if (s.reason) out[s.reason.code] = (out[s.reason.code] ?? 0) + 1;
  return out;
}

/**
 * Ends a route that has nothing on its way: sold when a buyer holds it, unsold when `reason` is
 * max_attempts or the flow holds for 0 minutes, else held until now + holdMinutes.
 */
async function conclude(tx: Db, route: RouteRow, accepted: number, reason: DistributionReason, now: Date) {
  if (accepted > 0) {
    await tx.execute(
      sql`UPDATE lead_distributions SET state = 'sold', held_reason = NULL, hold_until = NULL, updated_at = ${now}
          WHERE lead_id = ${route.lead_id}::uuid`,
    );
    return;
  }
  const hold = reason.code !== 'max_attempts' && route.hold_minutes > 0 && route.flow_id !== null;
  const until = new Date(now.getTime() + route.hold_minutes * 60_000);
  await tx.execute(
    sql`UPDATE lead_distributions SET state = ${hold ? 'held' : 'unsold'}, held_reason = ${JSON.stringify(reason)}::jsonb,
          held_at = ${hold ? now : null}, hold_until = ${hold ? until : null}, updated_at = ${now}
        WHERE lead_id = ${route.lead_id}::uuid`,
  );
  const step: StepInput = {
    leadId: route.lead_id,
    round: route.round,
    outcome: hold ? 'held' : 'unsold',
    reason,
  };
  await recordSteps(tx, [step], now);
}

/** The flow of a route (locked for round robin: its cursor moves in this transaction). */
async function flowOf(tx: Db, flowId: string): Promise<FlowSqlRow | undefined> {
  const [flow] = await queryRows<FlowSqlRow>(
    tx,
    sql`SELECT * FROM distribution_flows WHERE id = ${flowId}::uuid`,
  );
  if (flow?.method !== 'round_robin') return flow;
  const [locked] = await queryRows<FlowSqlRow>(
    tx,
    sql`SELECT * FROM distribution_flows WHERE id = ${flowId}::uuid FOR UPDATE`,
  );
  return locked;
}

/** Integrations this lead was ever queued to (by distribution or by hand): never sent again. */
async function triedBuyers(tx: Db, leadId: string): Promise<Set<string>> {
  const found = await queryRows<{ integration_id: string }>(
    tx,
    sql`SELECT integration_id FROM integration_deliveries WHERE lead_id = ${leadId}::uuid`,
  );
  return new Set(found.map((f) => f.integration_id));
}

/**
 * Sends the lead to the next buyers its route needs (see the file comment), in `tx`.
 * @returns the ids of the deliveries queued, to start after the commit.
 */
export async function advance(
  tx: Db,
  ctx: EngineContext,
  leadId: string,
  known?: RoutedLead,
): Promise<string[]> {
  const now = ctx.now();
  const route = await lockRoute(tx, leadId);
  if (!route || route.state !== 'pending') return [];
  const sends = await queryRows<SendSqlRow>(
    tx,
    sql`SELECT integration_id, status, slot FROM distribution_sends WHERE lead_id = ${leadId}::uuid`,
  );
  const open = sends.filter((s) => s.status === 'sending').length;
  const accepted = sends.filter((s) => s.status === 'accepted').length;
  const need = Math.min(route.max_buyers - accepted - open, route.max_attempts - route.attempts);
  const lead = known ?? (await loadLeads(tx, [leadId])).get(leadId);
  const flow = route.flow_id && lead ? await flowOf(tx, route.flow_id) : undefined;
  if (need <= 0 || !flow || !lead) {
    if (open > 0) return [];
    const used = route.attempts >= route.max_attempts;
    const reason: DistributionReason = used
      ? { code: 'max_attempts', attempts: route.attempts }
      : { code: 'no_eligible_buyer', skipped: {} };
    await conclude(tx, route, accepted, reason, now);
    return [];
  }
  const buyers = (await loadFlowBuyers(tx, [flow.id])).get(flow.id) ?? [];
  const { evaluated } = await evaluateBuyers(tx, buyers, lead, now, await triedBuyers(tx, leadId));
  const steps: StepInput[] = [];
  const skip = (b: FlowBuyer, reason: DistributionReason) =>
    steps.push({ leadId, round: route.round, outcome: 'skipped', integrationId: b.integrationId, reason });
  // Buyers this route already sent the lead to are not judged again in the log (their own steps say it).
  const ours = new Set(sends.map((x) => x.integration_id));
  for (const e of evaluated) {
    if (e.reason && !(e.reason.code === 'already_sent' && ours.has(e.buyer.integrationId)))
      skip(e.buyer, e.reason);
  }
  const eligible = evaluated.filter((e) => !e.reason).map((e) => e.buyer);
  const ordered = orderBuyers(flow.method, eligible, {
    random: ctx.random,
    rrLast: flow.rr_last,
    all: buyers,
  });
  const taken = new Set(
    sends.filter((s) => s.status === 'sending' || s.status === 'accepted').map((s) => s.slot),
  );
  const picked: string[] = [];
  let served: string | undefined;
  for (const b of ordered) {
    if (picked.length >= need) break;
    const sent = await sendTo(tx, ctx, { route, lead, buyer: b, taken, now, flowId: flow.id });
    if ('reason' in sent) skip(b, sent.reason);
    else {
      steps.push(sent.step);
      picked.push(sent.deliveryId);
      served = b.integrationId;
    }
  }
  await recordSteps(tx, steps, now);
  if (picked.length > 0) {
    await tx.execute(
      sql`UPDATE lead_distributions SET attempts = attempts + ${picked.length}, updated_at = ${now}
          WHERE lead_id = ${leadId}::uuid`,
    );
    if (flow.method === 'round_robin') {
      await tx.execute(
        sql`UPDATE distribution_flows SET rr_last = ${served}::uuid WHERE id = ${flow.id}::uuid`,
      );
    }
  } else if (open === 0) {
    await conclude(tx, route, accepted, { code: 'no_eligible_buyer', skipped: skippedCounts(steps) }, now);
  }
  return picked;
}

/**
 * Reserves the buyer's cap slot, queues its delivery and records the send in the first free slot. A full
 * cap (a concurrent send took the last slot) or a delivery that already exists is a skip reason.
 */
async function sendTo(
  tx: Db,
  ctx: EngineContext,
  s: { route: RouteRow; lead: RoutedLead; buyer: FlowBuyer; taken: Set<number>; now: Date; flowId: string },
): Promise<{ reason: DistributionReason } | { deliveryId: string; step: StepInput }> {
  const { buyer, route, now } = s;
  const price = priceOf(buyer);
  const caps = await reserveCaps(tx, buyer, price, now);
  if ('reason' in caps) return caps;
  const deliveryId = await queueDistributionDelivery(tx, {
    integrationId: buyer.integrationId,
    leadId: route.lead_id,
    maxAttempts: DISTRIBUTION_DELIVERY_ATTEMPTS,
    timeoutMs: ctx.timeoutMs ?? DISTRIBUTION_TIMEOUT_MS,
    now,
  });
  if (!deliveryId) {
    await releaseCaps(tx, buyer.integrationId, caps.reserved, price);
    return { reason: { code: 'already_sent' } };
  }
  let slot = 1;
  while (s.taken.has(slot)) slot++;
  s.taken.add(slot);
  const currency = buyer.settings?.pricePerLead?.currency ?? null;
  await tx.insert(distributionSends).values({
    leadId: route.lead_id,
    integrationId: buyer.integrationId,
    flowId: s.flowId,
    deliveryId,
    round: route.round,
    slot,
    reserved: caps.reserved,
    priceAmount: currency ? price : null,
    priceCurrency: currency,
    createdAt: now,
    phoneNumber: s.lead.phoneNumber,
    email: s.lead.email,
  });
  const pricePart = currency ? { amount: price, currency } : null;
  const step: StepInput = {
    leadId: route.lead_id,
    round: route.round,
    outcome: 'sent',
    integrationId: buyer.integrationId,
    deliveryId,
    price: pricePart,
  };
  return { deliveryId, step };
}

/** A delivery's final outcome as distribution records it. */
export interface SettledDelivery {
  deliveryId: string;
  state: 'accepted' | 'rejected' | 'exhausted';
  timedOut: boolean;
  reason: string | null;
  answer: string;
}

/**
 * Records the final outcome of a distribution delivery on its send (once: only a send still `sending`
 * moves), gives back its cap slot when the buyer did not take the lead, and advances the route.
 * @returns deliveries queued for the next buyers (start them after the commit).
 */
export async function settle(tx: Db, ctx: EngineContext, d: SettledDelivery): Promise<string[]> {
  const [open] = await queryRows<{ lead_id: string }>(
    tx,
    sql`SELECT lead_id FROM distribution_sends WHERE delivery_id = ${d.deliveryId}::uuid AND status = 'sending'`,
  );
  if (!open) return [];
  const route = await lockRoute(tx, open.lead_id);
  const now = ctx.now();
  const status = d.state === 'exhausted' ? (d.timedOut ? 'timeout' : 'error') : d.state;
  const [send] = await queryRows<{
    integration_id: string;
    round: number;
    reserved: ReservedWindow[];
    price_amount: string | number | null;
    price_currency: string | null;
  }>(
    tx,
    sql`UPDATE distribution_sends SET status = ${status}, finished_at = ${now}
        WHERE delivery_id = ${d.deliveryId}::uuid AND status = 'sending'
        RETURNING integration_id, round, reserved, price_amount, price_currency`,
  );
  if (!send || !route) return [];
  const price = Number(send.price_amount ?? 0);
  if (status !== 'accepted') await releaseCaps(tx, send.integration_id, send.reserved, price);
  const reason: DistributionReason | null =
    status === 'rejected'
      ? { code: 'rejected', answer: (d.answer || d.reason || '').slice(0, 500) }
      : status === 'error'
        ? { code: 'error', reason: (d.reason ?? '').slice(0, 500) }
        : status === 'timeout'
          ? { code: 'timeout' }
          : null;
  const pricePart =
    status === 'accepted' && send.price_currency ? { amount: price, currency: send.price_currency } : null;
  await recordSteps(
    tx,
    [
      {
        leadId: open.lead_id,
        round: send.round,
        outcome: status,
        integrationId: send.integration_id,
        deliveryId: d.deliveryId,
        reason,
        price: pricePart,
      },
    ],
    now,
  );
  return advance(tx, ctx, open.lead_id);
}
