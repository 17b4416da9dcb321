import { sql, type SQL } from 'drizzle-orm';
import type { DistributionReason } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { ReservedWindow } from '../../db/schema/index.js';
import { jsonValue, queryRows } from '../../lib/sql.js';
import { releaseCaps } from './distribution.caps.js';
import type { EngineContext, QueuedDelivery, RouteRow } from './distribution.context.js';
import { advance, lockedFlow, soldSql, type SendSqlRow } from './distribution.engine.js';
import {
  ROUTED_LEAD_COLUMNS,
  routedLeadOf,
  stepsInsertSql,
  type FlowSqlRow,
  type RoutedLeadSqlRow,
  type StepInput,
} from './distribution.repository.js';
import { saleInsertSql, salesFromSendsSql } from './distribution.revenue.js';

/*
 * Settling a distribution delivery (issue 22 §2, §6): the buyer's final answer recorded on its send, the cap
 * slot given back or the sale booked, and the route advanced (distribution.engine.ts), all in the caller's
 * transaction under the route's row lock.
 */

/** A delivery's final outcome as distribution records it. */
export interface SettledDelivery {
  deliveryId: string;
  state: 'accepted' | 'rejected' | 'exhausted';
  timedOut: boolean;
  reason: string | null;
  answer: string;
}

/** A send as `settle` finishes it (snake_case as read; money in minor units). */
interface FinishedSendRow {
  id: string;
  lead_id: string;
  integration_id: string;
  round: number;
  slot: number;
  reserved: ReservedWindow[];
  price_amount: string | number | null;
  price_currency: string | null;
  /** The route's other sends, as they were before this statement. */
  others: SendSqlRow[];
  /** The live lead as routing reads it (null: deleted), for `advance`. */
  lead: RoutedLeadSqlRow | string | null;
}

/**
 * Locks the route of the delivery's send while the send is still `sending` (one statement: the send's
 * route, `FOR NO KEY UPDATE` as every engine lock), with its flow's row as read (not locked); undefined
 * when the send was already settled.
 */
async function lockRouteOfSend(
  tx: Db,
  deliveryId: string,
): Promise<(RouteRow & { flow: FlowSqlRow | null }) | undefined> {
  const [row] = await queryRows<RouteRow & { flow: FlowSqlRow | string | null }>(
    tx,
    sql`SELECT r.lead_id, r.flow_id, r.state, r.round, r.attempts, r.max_buyers, r.max_attempts, r.hold_minutes,
          (SELECT row_to_json(f) FROM distribution_flows f WHERE f.id = r.flow_id AND f.deleted_at IS NULL) AS flow
        FROM lead_distributions r JOIN distribution_sends s ON s.lead_id = r.lead_id
        WHERE s.delivery_id = ${deliveryId}::uuid AND s.status = 'sending'
        FOR NO KEY UPDATE OF r`,
  );
  if (!row) return undefined;
  return { ...row, flow: jsonValue(row.flow) };
}

/**
 * Moves the send of `deliveryId` from `sending` to `status` (once) and reads the route's other sends in the
 * same statement (they are what `advance` needs next). Undefined when no send was still `sending`.
 */
async function finishSend(tx: Db, deliveryId: string, status: string, now: Date) {
  const [send] = await queryRows<FinishedSendRow>(
    tx,
    sql`WITH u AS (
          UPDATE distribution_sends SET status = ${status}, finished_at = ${now}
          WHERE delivery_id = ${deliveryId}::uuid AND status = 'sending'
          RETURNING id, lead_id, integration_id, round, slot, reserved, price_amount, price_currency)
        SELECT u.*, (SELECT coalesce(json_agg(json_build_object('integration_id', s.integration_id,
                       'status', s.status, 'slot', s.slot)), '[]'::json)
                     FROM distribution_sends s WHERE s.lead_id = u.lead_id AND s.id <> u.id) AS others,
          (SELECT row_to_json(x) FROM (SELECT ${ROUTED_LEAD_COLUMNS} FROM leads l
             WHERE l.id = u.lead_id AND l.deleted_at IS NULL) x) AS lead
        FROM u`,
  );
  return send;
}

/** The step a settled send records: its outcome, the buyer's answer or error, the price of a sale. */
function settledStep(d: SettledDelivery, status: string, send: FinishedSendRow, price: number): StepInput {
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
  return {
    leadId: send.lead_id,
    round: send.round,
    outcome: status as StepInput['outcome'],
    integrationId: send.integration_id,
    deliveryId: d.deliveryId,
    reason,
    price: pricePart,
  };
}

/**
 * The accepted send of an exclusive route, settled in one statement outside any transaction
 * (bench:distribution: five round trips → one for most sold leads): under the route's row lock, the send
 * moves from `sending` to `accepted` (once), its sale is booked, its step kept and the route sold. An
 * exclusive route has at most one send on its way (`advance` sends only when none is), so the lead needs
 * no other buyer and waits for none: what `settle` would conclude. Writes nothing and answers false when
 * the route is not an exclusive pending one or the send is not `sending` (then `settle` decides).
 */
export async function settleExclusiveSale(db: Db, ctx: EngineContext, deliveryId: string): Promise<boolean> {
  const now = ctx.now();
  const [row] = await queryRows<{ routed: number }>(
    db,
    sql`WITH r AS (
          SELECT r.lead_id FROM lead_distributions r JOIN distribution_sends s ON s.lead_id = r.lead_id
          WHERE s.delivery_id = ${deliveryId}::uuid AND s.status = 'sending' AND r.max_buyers = 1
            AND r.state = 'pending'
          FOR NO KEY UPDATE OF r),
        u AS (
          UPDATE distribution_sends SET status = 'accepted', finished_at = ${now}
          WHERE delivery_id = ${deliveryId}::uuid AND status = 'sending' AND lead_id = (SELECT lead_id FROM r)
          RETURNING id, lead_id, integration_id, round, price_amount, price_currency),
        sale AS (${salesFromSendsSql(sql`u`, now)}),
        step AS (
          -- As settledStep's accepted step: the price with its currency, when the send had one.
          INSERT INTO distribution_steps (lead_id, round, at, outcome, integration_id, delivery_id, price_amount,
            price_currency)
          SELECT lead_id, round, ${now}::timestamptz, 'accepted', integration_id, ${deliveryId}::uuid,
            CASE WHEN price_currency IS NOT NULL THEN coalesce(price_amount, 0) END, price_currency FROM u),
        sold AS (${soldSql(sql`(SELECT lead_id FROM u)`, now)})
        SELECT (SELECT count(*) FROM r)::int AS routed`,
  );
  return (row?.routed ?? 0) > 0;
}

/**
 * Records the final outcome of a distribution delivery on its send (once: only a send still `sending`
 * moves), gives back its cap slot when the buyer did not take the lead, books the sale of a priced send
 * the buyer accepted (issue 22 §6, `saleInsertSql`), and advances the route. Round trips: the route lock, the
 * send's update (with the route's other sends), the flow only when a cap slot goes back or a buyer is
 * still needed, then the sale, the step and, when the lead is sold, the route's end in one statement
 * (bench:distribution: 10 → 7 → 6 per accepted send, BEGIN and COMMIT included).
 * @returns deliveries queued for the next buyers (start them after the commit).
 */
export async function settle(tx: Db, ctx: EngineContext, d: SettledDelivery): Promise<QueuedDelivery[]> {
  const route = await lockRouteOfSend(tx, d.deliveryId);
  if (!route) return [];
  const status = d.state === 'exhausted' ? (d.timedOut ? 'timeout' : 'error') : d.state;
  // Lock order as in `advance`: the route, then a round-robin flow's row, then cap counters. Giving the cap
  // slot back first and locking the flow after (in `advance` below) deadlocked against a decision of the
  // same flow holding the flow and waiting for that counter (bench:distribution: 1 s per deadlock, stalls).
  // An accepted send gives nothing back: `advance` reads the flow only if a buyer is still needed.
  // The flow came with the route's lock; only a round-robin flow is read again, locked (its cursor).
  const seen = route.flow ?? undefined;
  const flow =
    route.flow_id && status !== 'accepted'
      ? seen?.method === 'round_robin'
        ? await lockedFlow(tx, route.flow_id)
        : seen
      : undefined;
  const now = ctx.now();
  const send = await finishSend(tx, d.deliveryId, status, now);
  if (!send) return [];
  const price = Number(send.price_amount ?? 0);
  if (status !== 'accepted') await releaseCaps(tx, send.integration_id, send.reserved, price);
  const step = stepsInsertSql(tx, [settledStep(d, status, send, price)], now);
  const sends = [...send.others, { integration_id: send.integration_id, status, slot: send.slot }];
  const open = sends.filter((s) => s.status === 'sending').length;
  const accepted = sends.filter((s) => s.status === 'accepted').length;
  const need = Math.min(route.max_buyers - accepted - open, route.max_attempts - route.attempts);
  // The buyer took the lead and the route needs no other and waits for none: sold with the sale and the
  // step, in one round trip (what `advance` would conclude; bench:distribution: one statement less).
  const sold = status === 'accepted' && route.state === 'pending' && need <= 0 && open === 0;
  const parts: SQL[] = [];
  if (status === 'accepted' && send.price_currency) {
    // Idempotent sale: the unique (send_id, kind) index.
    const booked = { sendId: send.id, leadId: send.lead_id, integrationId: send.integration_id };
    parts.push(
      sql`sale AS (${saleInsertSql({ ...booked, amount: price, currency: send.price_currency }, now)})`,
    );
  }
  if (sold) parts.push(sql`sold AS (${soldSql(send.lead_id, now)})`);
  await tx.execute(parts.length > 0 ? sql`WITH ${sql.join(parts, sql`, `)} ${step}` : step);
  if (sold) return [];
  // The route (and a flow) locked above are this advance's (the send's update does not change the route row);
  // the lead came with the send's update.
  const found = jsonValue(send.lead);
  const lead = found ? routedLeadOf(found) : undefined;
  const { flow: _read, ...locked } = route;
  return advance(tx, ctx, send.lead_id, lead, { route: locked, sends, ...(flow && { flow }) });
}
