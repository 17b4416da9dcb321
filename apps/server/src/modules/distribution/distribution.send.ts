import {
  DISTRIBUTION_DELIVERY_ATTEMPTS,
  DISTRIBUTION_TIMEOUT_MS,
  type DistributionReason,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { distributionSends } from '../../db/schema/index.js';
import { queueDistributionDelivery } from '../integrations/index.js';
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
