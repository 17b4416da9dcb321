import { sql } from 'drizzle-orm';
import {
  canManageDistribution,
  countryCodeOf,
  normalizePhone,
  type DistributionReason,
  type DistributionStep,
  type LeadDistribution,
  type SimulateBodySchema,
} from '@leadhouse/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { queryRows } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import { evaluateBuyers, loadFlowBuyers } from './distribution.buyers.js';
import { requireManager } from './distribution.flows.js';
import { activeFlows, liveFlow, type FlowSqlRow } from './distribution.repository.js';
import { mostSpecificFlow, orderBuyers, sharesOf, type RoutedLead } from './distribution.rules.js';

/*
 * Reading a lead's route (`GET /api/leads/:id/distribution`, issue 22 §5) and the simulator
 * (`POST /api/distribution/simulate`). Non-managers see a lead they see, without flow, prices, cap
 * figures, buyers' answers or error texts (roles.ts `canManageDistribution`).
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A reason as a non-manager may read it: cap figures, buyers' answers and error texts left out. */
export function redactReason(r: DistributionReason): DistributionReason {
  if (r.code === 'cap' || r.code === 'money_cap') return { code: r.code, window: r.window };
  if (r.code === 'rejected') return { code: 'rejected' };
  if (r.code === 'error') return { code: 'error' };
  return r;
}

interface StepSqlRow {
  at: Date | string;
  round: number;
  outcome: DistributionStep['outcome'];
  integration_id: string | null;
  name: string | null;
  reason: DistributionReason | null;
  delivery_id: string | null;
  price_amount: string | number | null;
  price_currency: string | null;
}

const priceOf = (amount: string | number | null, currency: string | null) =>
  amount === null || currency === null ? null : { amount: Number(amount), currency };

/**
 * A visible lead's route and every decision, oldest first; `state: null` when it was never distributed.
 * @throws 404 when the lead is not visible to the actor.
 */
export async function leadDistribution(db: Db, actor: Actor, leadId: string): Promise<LeadDistribution> {
  const scope = await leadScope(db, actor);
  const seen = await queryRows(db, sql`SELECT 1 FROM leads WHERE id = ${leadId}::uuid AND ${scope}`);
  if (seen.length === 0) throw notFound();
  return routeOf(db, leadId, canManageDistribution(actor));
}

/**
 * A lead's sends, oldest first (issue 22 §8 the lead's distribution view): buyer, status, sent and
 * finished times (ISO), and the price (minor units) only when `full` (managers). Errors: a database error rejects.
 */
async function routeSends(db: Db, leadId: string, full: boolean): Promise<LeadDistribution['sends']> {
  const sends = await queryRows<{
    integration_id: string;
    name: string;
    status: LeadDistribution['sends'][number]['status'];
    price_amount: string | number | null;
    price_currency: string | null;
    created_at: Date | string;
    finished_at: Date | string | null;
  }>(
    db,
    sql`SELECT s.integration_id, i.name, s.status, s.price_amount, s.price_currency, s.created_at, s.finished_at
        FROM distribution_sends s JOIN integrations i ON i.id = s.integration_id
        WHERE s.lead_id = ${leadId}::uuid ORDER BY s.created_at, s.id`,
  );
  return sends.map((s) => ({
    integrationId: s.integration_id,
    integrationName: s.name,
    status: s.status,
    price: full ? priceOf(s.price_amount, s.price_currency) : null,
    sentAt: iso(s.created_at)!,
    finishedAt: iso(s.finished_at),
  }));
}

/** The route of a lead (no visibility check): `full` with flow, prices and figures. */
export async function routeOf(db: Db, leadId: string, full: boolean): Promise<LeadDistribution> {
  const [route] = await queryRows<{
    state: LeadDistribution['state'];
    flow_id: string | null;
    flow_name: string | null;
    held_reason: DistributionReason | null;
    hold_until: Date | string | null;
    attempts: number;
    updated_at: Date | string;
  }>(
    db,
    sql`SELECT r.state, r.flow_id, f.name AS flow_name, r.held_reason, r.hold_until, r.attempts, r.updated_at
        FROM lead_distributions r LEFT JOIN distribution_flows f ON f.id = r.flow_id WHERE r.lead_id = ${leadId}::uuid`,
  );
  const steps = await queryRows<StepSqlRow>(
    db,
    sql`SELECT s.at, s.round, s.outcome, s.integration_id, i.name, s.reason, s.delivery_id, s.price_amount, s.price_currency
        FROM distribution_steps s LEFT JOIN integrations i ON i.id = s.integration_id
        WHERE s.lead_id = ${leadId}::uuid ORDER BY s.id`,
  );
  const sends = await routeSends(db, leadId, full);
  const reason = (r: DistributionReason | null) => (r ? (full ? r : redactReason(r)) : undefined);
  return {
    leadId,
    state: route?.state ?? null,
    flow: full && route?.flow_id && route.flow_name ? { id: route.flow_id, name: route.flow_name } : null,
    heldReason: reason(route?.held_reason ?? null),
    holdUntil: iso(route?.hold_until ?? null),
    attempts: route?.attempts ?? 0,
    sends,
    steps: steps.map((s) => ({
      at: iso(s.at)!,
      round: s.round,
      outcome: s.outcome,
      integrationId: s.integration_id,
      integrationName: s.name,
      reason: reason(s.reason),
      deliveryId: s.delivery_id,
      price: full ? priceOf(s.price_amount, s.price_currency) : null,
    })),
    updatedAt: iso(route?.updated_at ?? null),
  };
}

/**
 * Runs a sample lead through the flows (or `flowId`) at `now`: the buyers skipped with their reasons and
 * the eligible ones in the order they would be tried (weighted: by weight). Nothing is stored or sent.
 * @throws 404 for an unknown `flowId`.
 */
export async function simulate(db: Db, actor: Actor, body: z.output<typeof SimulateBodySchema>, now: Date) {
  requireManager(actor);
  const l = body.lead;
  const country = countryCodeOf(l.country) ?? null;
  // The schema read the phone in that country: compared in its stored form, as a real lead's is.
  const phone = l.phoneNumber ? normalizePhone(l.phoneNumber, country ?? undefined) : undefined;
  const lead: RoutedLead = {
    id: null,
    country,
    campaign: l.campaign ?? null,
    affiliateId: l.affiliateId ?? null,
    platform: l.platform?.toLowerCase() ?? null,
    phoneNumber: phone?.ok ? phone.stored : null,
    email: l.email?.toLowerCase() ?? null,
  };
  let flow: FlowSqlRow | undefined;
  if (body.flowId) {
    flow = await liveFlow(db, body.flowId);
    if (!flow) throw notFound();
  } else flow = mostSpecificFlow(await activeFlows(db), lead);
  if (!flow) return { flow: null, result: 'no_flow' as const, steps: [], order: [] };
  const buyers = (await loadFlowBuyers(db, [flow.id])).get(flow.id) ?? [];
  const { evaluated } = await evaluateBuyers(db, buyers, lead, now, new Set());
  const at = now.toISOString();
  const steps: DistributionStep[] = evaluated
    .filter((e) => e.reason)
    .map((e) => ({
      at,
      round: 0,
      outcome: 'skipped',
      integrationId: e.buyer.integrationId,
      integrationName: e.buyer.name,
      reason: e.reason!,
      deliveryId: null,
      price: null,
    }));
  const eligible = evaluated.filter((e) => !e.reason).map((e) => e.buyer);
  const ordered =
    flow.method === 'weighted'
      ? [...eligible].sort((a, b) => b.weight - a.weight || a.position - b.position)
      : orderBuyers(flow.method, eligible, { random: () => 0, rrLast: flow.rr_last, all: buyers });
  const shares = sharesOf(flow.method, ordered);
  return {
    flow: { id: flow.id, name: flow.name },
    result: ordered.length > 0 ? ('would_send' as const) : ('would_hold' as const),
    steps,
    order: ordered.map((b, i) => ({ integrationId: b.integrationId, name: b.name, share: shares[i]! })),
  };
}
