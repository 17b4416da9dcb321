import { sql, type SQL } from 'drizzle-orm';
import type { DistributionReason } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { evaluateBuyers, loadFlowBuyers, type Evaluated, type FlowBuyer } from './distribution.buyers.js';
import { sendTo } from './distribution.send.js';
import {
  liveFlow,
  loadLeads,
  recordSteps,
  stepsInsertSql,
  type FlowSqlRow,
  type StepInput,
} from './distribution.repository.js';
import { orderBuyers, type RoutedLead } from './distribution.rules.js';
import type { EngineContext, QueuedDelivery, RouteRow } from './distribution.context.js';

export type { EngineContext, QueuedDelivery, RouteRow } from './distribution.context.js';

/*
 * The routing engine (issue 22 §2, §4, §7; docs/decisions.md "Lead distribution"). A lead's route is its
 * `lead_distributions` row, locked for every step: `advance` judges the flow's buyers, orders the eligible
 * ones by the flow's method, reserves a cap slot and queues a delivery (the outbox) for as many as the
 * flow still needs, all in the caller's transaction; `settle` (distribution.settle.ts) records a delivery's final outcome, gives
 * back the cap slot of a lead not taken, and advances again. No eligible buyer and nothing on its way: the
 * lead is held (or unsold when the flow holds for 0 minutes); attempts used up: unsold.
 */

export interface SendSqlRow {
  integration_id: string;
  status: string;
  slot: number;
}

/** Locks and reads a lead's route; undefined when it has none. */
async function lockRoute(tx: Db, leadId: string): Promise<RouteRow | undefined> {
  const [row] = await queryRows<RouteRow>(
    tx,
    sql`SELECT lead_id, flow_id, state, round, attempts, max_buyers, max_attempts, hold_minutes
        FROM lead_distributions WHERE lead_id = ${leadId}::uuid FOR NO KEY UPDATE`,
  );
  return row;
}

/** Counts of the skip reasons, for the held reason. */
function skippedCounts(steps: readonly StepInput[], earlier: readonly string[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (code: string) => (out[code] = (out[code] ?? 0) + 1);
  for (const s of steps) if (s.reason) add(s.reason.code);
  for (const code of earlier) add(code);
  return out;
}

/** How an earlier send of this route ended, as a skip code of the held reason's counts. */
const EARLIER_SEND_CODE: Record<string, DistributionReason['code']> = {
  returned: 'returned',
  rejected: 'rejected',
  error: 'error',
  timeout: 'timeout',
};

/**
 * Marks a route sold at `now` (a buyer holds the lead and nothing else is on its way), as a statement;
 * `leadId` a uuid or SQL answering one.
 */
export function soldSql(leadId: string | SQL, now: Date): SQL {
  const lead = typeof leadId === 'string' ? sql`${leadId}::uuid` : leadId;
  return sql`UPDATE lead_distributions SET state = 'sold', held_reason = NULL, held_at = NULL, hold_until = NULL, updated_at = ${now}
      WHERE lead_id = ${lead}`;
}

/**
 * Ends a route that has nothing on its way: sold when a buyer holds it, unsold when `reason` is
 * max_attempts, the flow holds for 0 minutes or no flow is left to retry it in (`canHold` false: the flow
 * was deleted), else held until now + holdMinutes.
 */
async function conclude(
  tx: Db,
  route: RouteRow,
  accepted: number,
  reason: DistributionReason,
  now: Date,
  canHold = true,
) {
  if (accepted > 0) {
    await tx.execute(soldSql(route.lead_id, now));
    return;
  }
  const hold = canHold && reason.code !== 'max_attempts' && route.hold_minutes > 0 && route.flow_id !== null;
  const until = new Date(now.getTime() + route.hold_minutes * 60_000);
  const step: StepInput = {
    leadId: route.lead_id,
    round: route.round,
    outcome: hold ? 'held' : 'unsold',
    reason,
  };
  // A lead held again after a release keeps its first hold's time and deadline (reopenRoutes leaves them):
  // trying it again does not give it longer to wait (issue 22 §4, docs/decisions.md). The route's end and
  // its step are one statement: atomic also where a new exclusive route runs without a transaction.
  await tx.execute(
    sql`WITH ended AS (
          UPDATE lead_distributions SET state = ${hold ? 'held' : 'unsold'}, held_reason = ${JSON.stringify(reason)}::jsonb,
            held_at = ${hold ? sql`coalesce(held_at, ${now})` : null},
            hold_until = ${hold ? sql`coalesce(hold_until, ${until})` : null}, updated_at = ${now}
          WHERE lead_id = ${route.lead_id}::uuid)
        ${stepsInsertSql(tx, [step], now)}`,
  );
}

/**
 * The flow of a route (locked for round robin: its cursor moves in this transaction). The lock is `FOR NO
 * KEY UPDATE`, as every row lock of the engine: a new route's insert holds `KEY SHARE` on its flow (the
 * foreign key), and two decisions of one flow upgrading that to `FOR UPDATE` deadlocked each other
 * (bench:distribution, 28 deadlocks in 12 s at 10 clients, 1 s each).
 */
export async function flowOf(tx: Db, flowId: string): Promise<FlowSqlRow | undefined> {
  const flow = await liveFlow(tx, flowId);
  return flow?.method === 'round_robin' ? lockedFlow(tx, flowId) : flow;
}

/** The flow's row locked `FOR NO KEY UPDATE` (a round-robin flow, see `flowOf`), read in `tx`. */
export async function lockedFlow(tx: Db, flowId: string): Promise<FlowSqlRow | undefined> {
  return liveFlow(tx, flowId, true);
}

/**
 * What the caller of `advance` already holds in its transaction, so it is not read twice (each read is a
 * round trip, bench:distribution: ~37 per routed lead): the route it locked (a new route: the row it
 * inserted, with no sends), and the flow it read or locked.
 */
export interface HeldRoute {
  route: RouteRow;
  flow?: FlowSqlRow;
  /** The route's sends, when the caller knows them (a route inserted in this transaction has none). */
  sends?: SendSqlRow[];
  /** The flow's buyers, when the caller read them with the route (a new route). */
  buyers?: FlowBuyer[];
  /** Those buyers judged for the lead, when the caller read what judging needs with the route. */
  evaluated?: Evaluated[];
  /** The instant the caller judged them at (the decision's `now`). */
  now?: Date;
  /** Each statement is its own transaction (a new exclusive route, distribution.start.ts): sends commit asynchronously. */
  asyncCommit?: boolean;
}

/**
 * Sends the lead to the next buyers its route needs (see the file comment), in `tx`. The lead and flow are
 * read only when a buyer is still needed (an exclusive lead just accepted needs neither).
 * @returns the deliveries queued, to start after the commit.
 */
export async function advance(
  tx: Db,
  ctx: EngineContext,
  leadId: string,
  known?: RoutedLead,
  held?: HeldRoute,
): Promise<QueuedDelivery[]> {
  const now = held?.now ?? ctx.now();
  const route = held?.route ?? (await lockRoute(tx, leadId));
  if (!route || route.state !== 'pending') return [];
  const sends =
    held?.sends ??
    (await queryRows<SendSqlRow>(
      tx,
      sql`SELECT integration_id, status, slot FROM distribution_sends WHERE lead_id = ${leadId}::uuid`,
    ));
  const open = sends.filter((s) => s.status === 'sending').length;
  const accepted = sends.filter((s) => s.status === 'accepted').length;
  const need = Math.min(route.max_buyers - accepted - open, route.max_attempts - route.attempts);
  const lead = need > 0 ? (known ?? (await loadLeads(tx, [leadId])).get(leadId)) : undefined;
  const flow = route.flow_id && lead ? (held?.flow ?? (await flowOf(tx, route.flow_id))) : undefined;
  if (need <= 0 || !flow || !lead) {
    if (open > 0) return [];
    const used = route.attempts >= route.max_attempts;
    const reason: DistributionReason = used
      ? { code: 'max_attempts', attempts: route.attempts }
      : { code: 'no_eligible_buyer', skipped: {} };
    await conclude(tx, route, accepted, reason, now, flow !== undefined);
    return [];
  }
  const round = {
    route,
    lead,
    flow,
    sends,
    need,
    now,
    buyers: held?.buyers,
    evaluated: held?.evaluated,
    asyncCommit: held?.asyncCommit,
  };
  const { rest, all, picked, earlier } = await pickBuyers(tx, ctx, round);
  // Each send kept the steps judged before it; the skips after the last one (all of them, with no send) now.
  await recordSteps(tx, rest, now);
  if (picked.length === 0 && open === 0) {
    // The held reason counts every buyer of the flow: those this route already sent the lead to (not
    // logged again, see pickBuyers) by how their send ended, e.g. "returned × 1".
    const skipped = skippedCounts(all, earlier);
    await conclude(tx, route, accepted, { code: 'no_eligible_buyer', skipped }, now);
  }
  return picked;
}

/** One round of `advance`: the route, its lead and flow, its sends so far, how many more it needs. */
interface RoundInput {
  route: RouteRow;
  lead: RoutedLead;
  flow: FlowSqlRow;
  sends: readonly SendSqlRow[];
  /** Buyers still to send to (max buyers and max attempts left, minus open sends), > 0. */
  need: number;
  now: Date;
  /** The flow's buyers when already read (else read here). */
  buyers?: FlowBuyer[];
  /** `buyers` judged for the lead when already done (else judged here). */
  evaluated?: Evaluated[];
  asyncCommit?: boolean;
}

/**
 * Judges the flow's buyers for the lead and sends to the first `need` eligible ones in the flow's method
 * order (issue 22 §2, §4), in `tx`; a buyer whose cap filled meanwhile or that already has the lead is
 * skipped. Buyers this route already sent the lead to are not judged again in the log. Each send keeps the
 * steps judged before it, counts its attempt and moves a round-robin cursor (distribution.send.ts).
 * @returns the steps not kept yet (`rest`), every step of the round (`all`, for the held reason), the
 * delivery ids queued, and how this route's earlier sends to the other buyers ended (`earlier`, one code per
 * buyer: 'returned', 'rejected', ..., for the held reason's counts). Errors: a database error rejects (the caller rolls back).
 */
async function pickBuyers(
  tx: Db,
  ctx: EngineContext,
  { route, lead, flow, sends, need, now, buyers: known, evaluated: judged, asyncCommit }: RoundInput,
): Promise<{ rest: StepInput[]; all: StepInput[]; picked: QueuedDelivery[]; earlier: string[] }> {
  const leadId = route.lead_id;
  const buyers = known ?? (await loadFlowBuyers(tx, [flow.id])).get(flow.id) ?? [];
  const evaluated = judged ?? (await evaluateBuyers(tx, buyers, lead, now, { leadId })).evaluated;
  const all: StepInput[] = [];
  let kept = 0;
  const skip = (b: FlowBuyer, reason: DistributionReason) =>
    all.push({ leadId, round: route.round, outcome: 'skipped', integrationId: b.integrationId, reason });
  // Buyers this route already sent the lead to are not judged again in the log (their own steps say it).
  const ours = new Map(sends.map((x) => [x.integration_id, x.status]));
  const earlier: string[] = [];
  for (const e of evaluated) {
    const status = ours.get(e.buyer.integrationId);
    if (e.reason?.code === 'already_sent' && status !== undefined)
      earlier.push(EARLIER_SEND_CODE[status] ?? 'already_sent');
    else if (e.reason) skip(e.buyer, e.reason);
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
  const picked: QueuedDelivery[] = [];
  const cursor = flow.method === 'round_robin';
  for (const b of ordered) {
    if (picked.length >= need) break;
    const pending = all.slice(kept);
    const sent = await sendTo(tx, ctx, {
      route,
      lead,
      buyer: b,
      taken,
      now,
      flowId: flow.id,
      pending,
      cursor,
      asyncCommit,
    });
    if ('reason' in sent) skip(b, sent.reason);
    else {
      all.push(sent.step);
      kept = all.length;
      picked.push({ id: sent.deliveryId, integrationId: b.integrationId });
    }
  }
  return { rest: all.slice(kept), all, picked, earlier };
}
