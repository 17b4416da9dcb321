import { sql } from 'drizzle-orm';
import {
  DISTRIBUTION_DELIVERY_ATTEMPTS,
  DISTRIBUTION_TIMEOUT_MS,
  type DistributionReason,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { distributionDeliveryInsertSql } from '../integrations/index.js';
import { priceOf, type FlowBuyer } from './distribution.buyers.js';
import { releaseCaps, reserveCaps } from './distribution.caps.js';
import type { EngineContext, RouteRow } from './distribution.context.js';
import type { StepInput } from './distribution.repository.js';
import type { RoutedLead } from './distribution.rules.js';

/**
 * Reserves the buyer's cap slot, queues its delivery and records the send in the first free slot. A full
 * cap (a concurrent send took the last slot) or a delivery that already exists is a skip reason (issue 22
 * §4 caps, §7 once per buyer). Moved from distribution.engine.ts (issue 20 §2).
 * @param s.taken slots already held on this route; the slot used is added. Amounts in minor units.
 * @returns a skip reason, or the queued delivery's id and its `sent` step. Errors: a database error rejects.
 */
export async function sendTo(
  tx: Db,
  ctx: EngineContext,
  s: { route: RouteRow; lead: RoutedLead; buyer: FlowBuyer; taken: Set<number>; now: Date; flowId: string },
): Promise<{ reason: DistributionReason } | { deliveryId: string; step: StepInput }> {
  const { buyer, route, now } = s;
  const price = priceOf(buyer);
  const caps = await reserveCaps(tx, buyer, price, now);
  if ('reason' in caps) return caps;
  let slot = 1;
  while (s.taken.has(slot)) slot++;
  const currency = buyer.settings?.pricePerLead?.currency ?? null;
  const delivery = distributionDeliveryInsertSql({
    integrationId: buyer.integrationId,
    leadId: route.lead_id,
    maxAttempts: DISTRIBUTION_DELIVERY_ATTEMPTS,
    timeoutMs: ctx.timeoutMs ?? DISTRIBUTION_TIMEOUT_MS,
    now,
  });
  // The delivery and its send in one round trip: no send when the delivery already existed.
  const [queued] = await queryRows<{ id: string }>(
    tx,
    sql`WITH d AS (${delivery}),
        s AS (INSERT INTO distribution_sends (lead_id, integration_id, flow_id, delivery_id, round, slot, reserved,
                price_amount, price_currency, created_at, phone_number, email)
              SELECT ${route.lead_id}::uuid, ${buyer.integrationId}::uuid, ${s.flowId}::uuid, d.id, ${route.round}::int,
                ${slot}::int, ${JSON.stringify(caps.reserved)}::jsonb, ${currency ? price : null}::bigint,
                ${currency}::text, ${now}::timestamptz, ${s.lead.phoneNumber}::text, ${s.lead.email}::text FROM d)
        SELECT id FROM d`,
  );
  if (!queued) {
    await releaseCaps(tx, buyer.integrationId, caps.reserved, price);
    return { reason: { code: 'already_sent' } };
  }
  const deliveryId = queued.id;
  s.taken.add(slot);
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
