import { sql } from 'drizzle-orm';
import {
  DISTRIBUTION_DELIVERY_ATTEMPTS,
  DISTRIBUTION_TIMEOUT_MS,
  type DistributionReason,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { ReservedWindow } from '../../db/schema/index.js';
import { jsonValue, queryRows } from '../../lib/sql.js';
import { distributionDeliveryInsertSql } from '../integrations/index.js';
import { priceOf, type FlowBuyer } from './distribution.buyers.js';
import {
  capReservationSql,
  refusalReason,
  releaseCaps,
  undoPartialReservation,
} from './distribution.caps.js';
import type { EngineContext, RouteRow } from './distribution.context.js';
import { stepsInsertWhenSql, type StepInput } from './distribution.repository.js';
import type { RoutedLead } from './distribution.rules.js';

/**
 * The decision's commit does not wait for the WAL flush (`synchronous_commit = off` for its transaction
 * only, set inside its first statement: no round trip; a new exclusive route's decision is two statements,
 * each its own transaction, and sets it in both). Safe: nothing leaves the process before a
 * delivery's claim, whose commit is synchronous and flushes the WAL up to and past this one, so a buyer is
 * never sent a lead whose decision could be lost; a decision lost in a PostgreSQL crash before that is a
 * lead without a route, which the recovery sweep routes (issue 22 §7, `distribution.recover.ts`).
 * docs/decisions.md "The decision's commit" (session 49).
 */
export const ASYNC_COMMIT = sql`set_config('synchronous_commit', 'off', true)`;

/** One send of `sendTo`: the route and lead, the buyer, and what the round has to keep with it. */
export interface SendInput {
  route: RouteRow;
  lead: RoutedLead;
  buyer: FlowBuyer;
  /** Slots already held on this route; the slot used is added. */
  taken: Set<number>;
  now: Date;
  flowId: string;
  /** The round's steps not kept yet (skips judged before this buyer): kept with the send, in order. */
  pending: readonly StepInput[];
  /** Move the flow's round-robin cursor to this buyer with the send. */
  cursor: boolean;
  /** The send is a statement of its own (not in a transaction): its commit does not wait (ASYNC_COMMIT). */
  asyncCommit?: boolean;
}

/**
 * Sends the lead to one buyer, in `tx` and in one statement (bench:distribution: the cap reservation, the
 * delivery, the send, the round's steps and the route's attempt count were 3-5 round trips): reserves a
 * slot in each of the buyer's capped windows, and only when all took one queues the delivery (the outbox),
 * records the send in the first free slot, keeps `pending` and the `sent` step, counts the attempt and,
 * with `cursor`, moves the round-robin cursor (issue 22 §2, §4 caps, §7 once per buyer). A full cap (a
 * concurrent send took the last slot) or a delivery that already exists is a skip reason; the slots taken
 * are then given back and nothing else was written. Amounts in minor units.
 * @returns a skip reason, or the queued delivery's id and its `sent` step (already kept). Errors: a
 * database error rejects.
 */
export async function sendTo(
  tx: Db,
  ctx: EngineContext,
  s: SendInput,
): Promise<{ reason: DistributionReason } | { deliveryId: string; step: StepInput }> {
  const { buyer, route, now } = s;
  const price = priceOf(buyer);
  const caps = capReservationSql(buyer, price, now);
  // A window that cannot fit one lead refuses whatever its count (read, not reserved).
  if (!caps) return { reason: (await refusalReason(tx, buyer, price, now))! };
  let slot = 1;
  while (s.taken.has(slot)) slot++;
  const currency = buyer.settings?.pricePerLead?.currency ?? null;
  const pricePart = currency ? { amount: price, currency } : null;
  const delivery = distributionDeliveryInsertSql({
    integrationId: buyer.integrationId,
    leadId: route.lead_id,
    maxAttempts: DISTRIBUTION_DELIVERY_ATTEMPTS,
    timeoutMs: ctx.timeoutMs ?? DISTRIBUTION_TIMEOUT_MS,
    now,
    when: caps.all,
  });
  const sent: Omit<StepInput, 'deliveryId'> = {
    leadId: route.lead_id,
    round: route.round,
    outcome: 'sent',
    integrationId: buyer.integrationId,
    price: pricePart,
  };
  const steps = stepsInsertWhenSql(
    [...s.pending, { ...sent, deliveryId: sql`(SELECT id FROM d)` }],
    now,
    sql`EXISTS (SELECT 1 FROM d)`,
  );
  const cursor = s.cursor
    ? sql`, rr AS (UPDATE distribution_flows SET rr_last = ${buyer.integrationId}::uuid
          WHERE id = ${s.flowId}::uuid AND EXISTS (SELECT 1 FROM d))`
    : sql``;
  const [row] = await queryRows<{ id: string | null; all: boolean; reserved: ReservedWindow[] | string }>(
    tx,
    sql`WITH ${caps.ctes ? sql`${caps.ctes}, ` : sql``}d AS (${delivery}),
        sends AS (INSERT INTO distribution_sends (lead_id, integration_id, flow_id, delivery_id, round, slot, reserved,
                price_amount, price_currency, created_at, phone_number, email)
              SELECT ${route.lead_id}::uuid, ${buyer.integrationId}::uuid, ${s.flowId}::uuid, d.id, ${route.round}::int,
                ${slot}::int, ${caps.reserved}, ${currency ? price : null}::bigint,
                ${currency}::text, ${now}::timestamptz, ${s.lead.phoneNumber}::text, ${s.lead.email}::text FROM d),
        steps AS (${steps}),
        attempt AS (UPDATE lead_distributions SET attempts = attempts + 1, updated_at = ${now}
          WHERE lead_id = ${route.lead_id}::uuid AND EXISTS (SELECT 1 FROM d))${cursor}
        SELECT (SELECT id FROM d) AS id, ${caps.all} AS "all", ${caps.reserved} AS reserved
          ${s.asyncCommit ? sql`, ${ASYNC_COMMIT} AS sc` : sql``}`,
  );
  if (!row!.id) return { reason: await giveBack(tx, buyer, price, now, row!) };
  s.taken.add(slot);
  return { deliveryId: row!.id, step: { ...sent, deliveryId: row!.id } };
}

/**
 * A send that queued no delivery gives its cap slots back and answers why: every window took its slot but
 * the buyer already has a delivery of this lead ('already_sent'), or a window was full (its reason).
 */
async function giveBack(
  tx: Db,
  buyer: FlowBuyer,
  price: number,
  now: Date,
  row: { all: boolean; reserved: ReservedWindow[] | string },
): Promise<DistributionReason> {
  const reserved = jsonValue(row.reserved);
  if (!row.all) return undoPartialReservation(tx, buyer, price, now, reserved);
  await releaseCaps(tx, buyer.integrationId, reserved, price);
  return { code: 'already_sent' };
}
