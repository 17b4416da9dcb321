import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { advance, type EngineContext, type RouteRow } from './distribution.engine.js';
import {
  activeFlows,
  inTransaction,
  loadLeads,
  recordSteps,
  type FlowSqlRow,
} from './distribution.repository.js';
import { mostSpecificFlow, type RoutedLead } from './distribution.rules.js';
import { flowBuyersFrom, flowBuyersSql, type FlowBuyerSqlRow } from './distribution.buyers.js';

/*
 * Starting a lead's route (issue 22 §3): intake, hosted pages, an import that opts in, the bulk route. The
 * most specific active flow takes the lead; its settings are copied onto the route.
 */

/** What starts a route. */
export type StartTrigger = 'intake' | 'hosted' | 'import' | 'bulk';

/** The outcome of starting routes: started, no flow matched, already distributed (or not a live lead). */
export interface StartResult {
  count: number;
  noFlow: number;
  skipped: number;
  /** Deliveries queued, to start after the commits. */
  deliveries: string[];
}

/** Inserts the route of `lead` in `flow` and advances it, in one transaction; false when it had one. */
export async function startRoute(
  db: Db,
  ctx: EngineContext,
  lead: RoutedLead & { id: string },
  flow: FlowSqlRow,
  trigger: string,
): Promise<{ started: boolean; deliveries: string[] }> {
  return inTransaction(db, async (tx) => {
    const now = ctx.now();
    const maxBuyers = flow.exclusive ? 1 : flow.max_buyers;
    // The route's insert and the flow's buyers in one round trip (the buyers are what `advance` judges).
    const inserted = await queryRows<RouteRow & { buyers: FlowBuyerSqlRow[] | string }>(
      tx,
      sql`WITH r AS (
            INSERT INTO lead_distributions (lead_id, flow_id, state, round, attempts, exclusive, max_buyers, max_attempts,
              hold_minutes, return_window_hours, trigger, created_at, updated_at)
            VALUES (${lead.id}::uuid, ${flow.id}::uuid, 'pending', 1, 0, ${flow.exclusive}, ${maxBuyers}, ${flow.max_attempts},
              ${flow.hold_minutes}, ${flow.return_window_hours}, ${trigger}, ${now}, ${now})
            ON CONFLICT (lead_id) DO NOTHING
            RETURNING lead_id, flow_id, state, round, attempts, max_buyers, max_attempts, hold_minutes)
          SELECT r.*, (SELECT coalesce(json_agg(b), '[]'::json) FROM (${flowBuyersSql([flow.id])}) b) AS buyers FROM r`,
    );
    const [row] = inserted;
    if (!row) return { started: false, deliveries: [] };
    const { buyers: found, ...route } = row;
    const list = (typeof found === 'string' ? JSON.parse(found) : found) as FlowBuyerSqlRow[];
    const buyers = flowBuyersFrom([flow.id], list).get(flow.id) ?? [];
    // The inserted row is locked by this transaction and has no sends yet: not read again. The flow as the
    // caller read it serves a priority or weighted decision as well as a second plain read would; a
    // round-robin decision must lock the flow's row (its cursor), so `advance` reads that one itself.
    const held = { route, sends: [], buyers, ...(flow.method !== 'round_robin' && { flow }) };
    return { started: true, deliveries: await advance(tx, ctx, lead.id, lead, held) };
  });
}

/**
 * Starts the routes of `leadIds` (live leads) through their most specific active flows, one transaction
 * per lead. Leads with a route already are skipped; leads no flow takes are left alone.
 */
export async function startRoutes(
  db: Db,
  ctx: EngineContext,
  leadIds: readonly string[],
  trigger: StartTrigger,
  kick: (deliveryIds: string[]) => void,
): Promise<StartResult> {
  const out: StartResult = { count: 0, noFlow: 0, skipped: 0, deliveries: [] };
  const flows = await activeFlows(db);
  if (flows.length === 0) return { ...out, noFlow: leadIds.length };
  for (let i = 0; i < leadIds.length; i += 500) {
    const chunk = leadIds.slice(i, i + 500);
    const leads = await loadLeads(db, chunk);
    for (const id of chunk) {
      const lead = leads.get(id);
      const flow = lead && mostSpecificFlow(flows, lead);
      if (!lead) out.skipped++;
      else if (!flow) out.noFlow++;
      else {
        const r = await startRoute(db, ctx, { ...lead, id }, flow, trigger);
        if (r.started) out.count++;
        else out.skipped++;
        if (r.deliveries.length > 0) kick(r.deliveries);
        out.deliveries.push(...r.deliveries);
      }
    }
  }
  return out;
}

/**
 * Moves held (or, for re-routing, unsold) routes back to pending in a new round and records why; the
 * caller then advances each. `flow`: re-route into this flow (its settings copied).
 * @returns the leads moved.
 */
export async function reopenRoutes(
  db: Db,
  ctx: EngineContext,
  leadIds: readonly string[],
  how: { outcome: 'released' | 'rerouted'; states: string[]; flow?: FlowSqlRow },
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const now = ctx.now();
    const f = how.flow;
    const moved = await queryRows<{ lead_id: string; round: number }>(
      tx,
      sql`UPDATE lead_distributions SET state = 'pending', round = round + 1, attempts = 0, held_reason = NULL,
            held_at = NULL, hold_until = NULL, updated_at = ${now}
            ${f ? sql`, flow_id = ${f.id}::uuid, exclusive = ${f.exclusive}, max_buyers = ${f.exclusive ? 1 : f.max_buyers}, max_attempts = ${f.max_attempts}, hold_minutes = ${f.hold_minutes}, return_window_hours = ${f.return_window_hours}` : sql``}
          WHERE lead_id = ANY(${'{' + leadIds.join(',') + '}'}::uuid[])
            AND state = ANY(${'{' + how.states.join(',') + '}'}::text[])
          RETURNING lead_id, round`,
    );
    await recordSteps(
      tx,
      moved.map((m) => ({ leadId: m.lead_id, round: m.round, outcome: how.outcome })),
      now,
    );
    return moved.map((m) => m.lead_id);
  });
}
