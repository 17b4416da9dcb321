import { sql, type SQL } from 'drizzle-orm';
import { MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { jsonValue, partsColumns, partsFrom, queryRows } from '../../lib/sql.js';
import { advance, type EngineContext, type QueuedDelivery, type RouteRow } from './distribution.engine.js';
import {
  liveLead,
  FLOWS_FINGERPRINT,
  inTransaction,
  loadLeads,
  recordSteps,
  type ActiveFlow,
  type FlowCache,
  type FlowSqlRow,
} from './distribution.repository.js';
import { mostSpecificFlow, type RoutedLead } from './distribution.rules.js';
import { ASYNC_COMMIT } from './distribution.send.js';
import {
  evaluationSql,
  flowBuyersFrom,
  flowBuyersSql,
  judgeBuyers,
  sameEvaluationInputs,
  type FlowBuyer,
  type FlowBuyerSqlRow,
} from './distribution.buyers.js';

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
  deliveries: QueuedDelivery[];
}

/** The row of `routeInsertSql`: the route inserted (none when it had one), its flow's buyers, a locked flow. */
type InsertedRoute = Partial<RouteRow> & {
  fingerprint: string;
  buyers: FlowBuyerSqlRow[] | string | null;
  /** A round-robin flow's row, locked `FOR NO KEY UPDATE` (its cursor moves with the send). */
  locked_flow: FlowSqlRow | string | null;
};

/**
 * One round trip (bench:distribution: one less per read folded in): the flows still as chosen (their
 * fingerprint), the route's insert, the flow's buyers (what `advance` judges), with `judging` what judging
 * them reads, and a round-robin flow's row locked in the engine's lock order (the route, then the flow: the
 * route is new, so nobody waits on it).
 */
function routeInsertSql(a: {
  lead: { id: string };
  flow: FlowSqlRow;
  trigger: string;
  fingerprint: string;
  now: Date;
  judging: SQL | undefined;
}): SQL {
  const { lead, flow, now } = a;
  const maxBuyers = flow.exclusive ? 1 : flow.max_buyers;
  const lock = flow.method === 'round_robin';
  return sql`WITH fp AS (SELECT ${FLOWS_FINGERPRINT} AS v, ${ASYNC_COMMIT} AS sc),
      r AS (
        INSERT INTO lead_distributions (lead_id, flow_id, state, round, attempts, exclusive, max_buyers, max_attempts,
          hold_minutes, return_window_hours, trigger, created_at, updated_at)
        SELECT ${lead.id}::uuid, ${flow.id}::uuid, 'pending', 1, 0, ${flow.exclusive}::boolean, ${maxBuyers}::int,
          ${flow.max_attempts}::int, ${flow.hold_minutes}::int, ${flow.return_window_hours}::int, ${a.trigger}::text,
          ${now}::timestamptz, ${now}::timestamptz
        FROM fp WHERE fp.v = ${a.fingerprint}
        ON CONFLICT (lead_id) DO NOTHING
        RETURNING lead_id, flow_id, state, round, attempts, max_buyers, max_attempts, hold_minutes)
      ${lock ? sql`, lk AS (SELECT row_to_json(f) AS flow FROM distribution_flows f WHERE f.id = ${flow.id}::uuid AND f.deleted_at IS NULL FOR NO KEY UPDATE)` : sql``}
      SELECT fp.v AS fingerprint, r.*,
        CASE WHEN r.lead_id IS NULL THEN NULL
             ELSE (SELECT coalesce(json_agg(b), '[]'::json) FROM (${flowBuyersSql([flow.id])}) b) END AS buyers,
        ${lock ? sql`CASE WHEN r.lead_id IS NULL THEN NULL ELSE (SELECT flow FROM lk) END` : sql`NULL::json`} AS locked_flow
        ${a.judging ? sql`, ${a.judging}` : sql``}
      FROM fp LEFT JOIN r ON true`;
}

/**
 * Inserts the route of `lead` in `flow` and advances it; `started` false when it had one. A shared route or a
 * round-robin flow's does both in one transaction (the route's row lock keeps a settle of its first send
 * out until its other sends are written; the flow's row lock serialises the cursor). An exclusive route of
 * a priority or weighted flow writes them as statements of their own (bench:distribution: BEGIN and COMMIT
 * were two of a decision's four round trips): nothing else moves a pending route with no send, its one send
 * is one statement, and a process dying between the two leaves a stalled route the recovery advances
 * (distribution.recover.ts).
 * `fingerprint`: the flows' fingerprint `flow` was chosen at; when the flows changed since, nothing is
 * written and the answer is 'stale' (choose again from fresh flows). `seen`: each flow's buyers as a start
 * last read them; when the flow's are there, what judging them needs is read in the insert's statement too,
 * and used when the buyers it reads are still the same (else `advance` reads it again).
 */
export async function startRoute(
  db: Db,
  ctx: EngineContext,
  lead: RoutedLead & { id: string },
  flow: FlowSqlRow,
  trigger: string,
  fingerprint: string,
  seen: Map<string, FlowBuyer[]>,
): Promise<{ started: boolean; deliveries: QueuedDelivery[] } | 'stale'> {
  const plain = flow.exclusive && flow.method !== 'round_robin';
  const run = <T>(work: (q: Db) => Promise<T>) => (plain ? work(db) : inTransaction(db, work));
  return run(async (tx) => {
    const now = ctx.now();
    const hint = seen.get(flow.id);
    const parts = hint && evaluationSql(hint, lead, now, { leadId: lead.id });
    const judging = parts && partsColumns(parts);
    const [row] = await queryRows<InsertedRoute>(
      tx,
      routeInsertSql({ lead, flow, trigger, fingerprint, now, judging }),
    );
    if (row!.fingerprint !== fingerprint) return 'stale';
    if (!row!.lead_id) return { started: false, deliveries: [] };
    const { buyers: found, fingerprint: _seen, locked_flow: locked, ...inserted } = row!;
    const route = inserted as RouteRow;
    const list = jsonValue(found ?? []);
    const buyers = flowBuyersFrom([flow.id], list).get(flow.id) ?? [];
    seen.set(flow.id, buyers);
    const evaluated =
      parts && hint && sameEvaluationInputs(hint, buyers)
        ? judgeBuyers(buyers, lead, now, { leadId: lead.id }, partsFrom(parts, row)).evaluated
        : undefined;
    // The inserted row has no sends yet (and is locked by this transaction, when there is one): not read
    // again. The flow as the caller read it serves a priority or weighted decision as well as a second plain
    // read would; a round-robin decision's is the row the insert locked (its cursor; none when deleted since).
    const rr = flow.method === 'round_robin' ? (jsonValue(locked) ?? undefined) : flow;
    const held = { route, sends: [], buyers, evaluated, now, asyncCommit: plain, ...(rr && { flow: rr }) };
    return { started: true, deliveries: await advance(tx, ctx, lead.id, lead, held) };
  });
}

/**
 * Starts the routes of `leadIds` (live leads) through their most specific active flows, one transaction
 * per lead. Leads with a route already are skipped; leads no flow takes are left alone. The flows come from
 * the process's cache (`flows`), read again when a lead matches none of them or a route's insert finds them
 * changed. `known`: leads the caller just wrote (`routedLead`), not read again.
 */
export async function startRoutes(
  db: Db,
  ctx: EngineContext,
  leadIds: readonly string[],
  trigger: StartTrigger,
  kick: (deliveries: QueuedDelivery[]) => void,
  flows: FlowCache,
  known?: ReadonlyMap<string, RoutedLead>,
): Promise<StartResult> {
  const out: StartResult = { count: 0, noFlow: 0, skipped: 0, deliveries: [] };
  let current = await flows.get();
  let fresh = false;
  const refresh = async () => {
    current = await flows.refresh();
    fresh = true;
  };
  if (current.flows.length === 0) await refresh();
  if (current.flows.length === 0) return { ...out, noFlow: leadIds.length };
  for (let i = 0; i < leadIds.length; i += 500) {
    const chunk = leadIds.slice(i, i + 500);
    const leads = known && chunk.every((id) => known.has(id)) ? known : await loadLeads(db, chunk);
    for (const id of chunk) {
      const lead = leads.get(id);
      if (!lead) {
        out.skipped++;
        continue;
      }
      // A lead no cached flow takes may be taken by a flow created since: the flows are read once again.
      if (!mostSpecificFlow(current.flows, lead) && !fresh) await refresh();
      const r = await startMatched(db, ctx, { ...lead, id }, trigger, () => current, refresh, flows.buyers);
      if (r === 'no-flow') out.noFlow++;
      else {
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
 * Starts one lead's route in the most specific of the current flows, choosing again from fresh flows when
 * the insert finds them changed (at most 5 times: flows edited that often fail the start).
 * @throws AppError CONFLICT (409, `problems.flowsChanging`) when the flows changed under every one of the 5
 * tries; the routes started before it stay started, and a retry skips them.
 */
async function startMatched(
  db: Db,
  ctx: EngineContext,
  lead: RoutedLead & { id: string },
  trigger: StartTrigger,
  current: () => { fingerprint: string; flows: ActiveFlow[] },
  refresh: () => Promise<void>,
  seen: Map<string, FlowBuyer[]>,
): Promise<{ started: boolean; deliveries: QueuedDelivery[] } | 'no-flow'> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { fingerprint, flows } = current();
    const flow = mostSpecificFlow(flows, lead);
    if (!flow) return 'no-flow';
    const r = await startRoute(db, ctx, lead, flow, trigger, fingerprint, seen);
    if (r !== 'stale') return r;
    await refresh();
  }
  throw conflict(MSG.problems.flowsChanging);
}

/**
 * Moves held (or, for re-routing, unsold) routes back to pending in a new round and records why; the
 * caller then advances each. `flow`: re-route into this flow (its settings copied). `liveFlowOnly`: only
 * routes whose flow is not deleted (a release: a deleted flow has no buyers left to try, and its lead
 * turned unsold at once; such a lead is re-routed).
 * @returns the leads moved.
 */
export async function reopenRoutes(
  db: Db,
  ctx: EngineContext,
  leadIds: readonly string[],
  how: { outcome: 'released' | 'rerouted'; states: string[]; flow?: FlowSqlRow; liveFlowOnly?: boolean },
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const now = ctx.now();
    const f = how.flow;
    // A release keeps the hold's time and deadline (the engine's conclude holds it again until then); a
    // re-route starts afresh in its new flow.
    const keepHold = how.outcome === 'released';
    const moved = await queryRows<{ lead_id: string; round: number }>(
      tx,
      sql`UPDATE lead_distributions SET state = 'pending', round = round + 1, attempts = 0, held_reason = NULL,
            ${keepHold ? sql`` : sql`held_at = NULL, hold_until = NULL, `}updated_at = ${now}
            ${f ? sql`, flow_id = ${f.id}::uuid, exclusive = ${f.exclusive}, max_buyers = ${f.exclusive ? 1 : f.max_buyers}, max_attempts = ${f.max_attempts}, hold_minutes = ${f.hold_minutes}, return_window_hours = ${f.return_window_hours}` : sql``}
          WHERE lead_id = ANY(${'{' + leadIds.join(',') + '}'}::uuid[])
            AND state = ANY(${'{' + how.states.join(',') + '}'}::text[]) AND ${liveLead()}
            ${how.liveFlowOnly ? sql`AND flow_id IN (SELECT id FROM distribution_flows WHERE deleted_at IS NULL)` : sql``}
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
