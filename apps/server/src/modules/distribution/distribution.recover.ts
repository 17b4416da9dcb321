import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { advance, type EngineContext, type QueuedDelivery } from './distribution.engine.js';
import { activeFlowsAt, inTransaction, loadLeads } from './distribution.repository.js';
import { mostSpecificFlow } from './distribution.rules.js';
import { startRoute } from './distribution.start.js';
import type { FlowBuyer } from './distribution.buyers.js';

/*
 * What a killed process leaves behind (issue 22 §7 "after kill -9 of a process mid-flow every lead ends
 * sold, held or unsold, once"; docs/decisions.md "Lead distribution", kill -9). Two gaps are closed here,
 * by the sweep every process runs:
 * - an orphan: an intake or hosted lead committed, its route never started (the process died between the
 *   lead's commit and the route's, or starting it failed). Leads that arrived at least `graceMs` ago are
 *   read in arrival order from an in-memory cursor (the first sweep looks back `lookBackMs`); one without
 *   a route whose most specific flow, as the flows stood when it arrived (unchanged since), takes it is
 *   started now. Starting is idempotent (one route per lead), so a lead whose own process is still busy
 *   with it is not routed twice.
 * - a stalled route: pending, nothing on its way, untouched for `graceMs` (the process died between
 *   reopening a held lead and advancing it). It is advanced.
 * Sends left `sending` by the dead process end through the delivery outbox (its lease sweep finishes the
 * attempt) and `reconcileSends` (distribution.sweep.ts) records an outcome nobody heard.
 */

/** Where the orphan scan is: the last lead looked at, by `(created_at, internal_id)`. */
export interface OrphanCursor {
  /** `created_at` as the database writes it (text: microseconds kept, so no lead is read twice). */
  at: string;
  internalId: number;
}

interface OrphanSqlRow {
  id: string;
  created_at: Date | string;
  at_text: string;
  internal_id: string | number;
  affiliate_id: string | null;
  has_route: boolean;
}

/**
 * Starts the routes of orphans that arrived after `cursor` and at least `graceMs` ago (intake and hosted
 * leads: source type `intake`; at most `limit` looked at per call).
 * @returns the routes started, the leads looked at, the deliveries queued (start them) and the cursor to go
 *   on from.
 */
export async function routeOrphans(
  db: Db,
  ctx: EngineContext,
  cursor: OrphanCursor,
  opts: { graceMs: number; limit?: number },
): Promise<{ started: number; seen: number; deliveries: QueuedDelivery[]; cursor: OrphanCursor }> {
  // Database time: arrivals and flow changes are stamped by the database (the engine's clock may be a test's).
  const found = await queryRows<OrphanSqlRow>(
    db,
    sql`SELECT l.id, l.created_at, l.created_at::text AS at_text, l.internal_id, l.affiliate_id,
          EXISTS (SELECT 1 FROM lead_distributions d WHERE d.lead_id = l.id) AS has_route
        FROM leads l
        WHERE l.deleted_at IS NULL AND l.created_at <= now() - make_interval(secs => ${opts.graceMs / 1000})
          AND (l.created_at, l.internal_id) > (${cursor.at}::timestamptz, ${cursor.internalId}::bigint)
          AND l.source->>'type' = 'intake'
        ORDER BY l.created_at, l.internal_id LIMIT ${opts.limit ?? 1000}`,
  );
  const last = found[found.length - 1];
  const next = last ? { at: last.at_text, internalId: Number(last.internal_id) } : cursor;
  const orphans = found.filter((f) => !f.has_route);
  const out = { started: 0, seen: found.length, deliveries: [] as QueuedDelivery[], cursor: next };
  if (orphans.length === 0) return out;
  const { fingerprint, flows } = await activeFlowsAt(db);
  const leads = await loadLeads(
    db,
    orphans.map((o) => o.id),
  );
  const seen = new Map<string, FlowBuyer[]>();
  for (const o of orphans) {
    const lead = leads.get(o.id);
    const arrived = new Date(o.created_at).getTime();
    // The flows as they stood when the lead arrived: created and last changed before it.
    const then = flows.filter((f) => new Date(f.updated_at).getTime() <= arrived);
    const flow = lead ? mostSpecificFlow(then, lead) : undefined;
    if (!lead || !flow) continue;
    const trigger = o.affiliate_id ? 'intake' : 'hosted';
    const r = await startRoute(db, ctx, { ...lead, id: o.id }, flow, trigger, fingerprint, seen);
    // Flows changed meanwhile: the next sweep looks at this page again (leads routed by now are skipped).
    if (r === 'stale') return { ...out, cursor };
    if (r.started) out.started++;
    out.deliveries.push(...r.deliveries);
  }
  return out;
}

/**
 * Advances routes that are pending with nothing on their way and untouched for `graceMs` (at most 200 per
 * call, the oldest first). `advance` locks each route and judges it again, so a route another process is
 * moving meanwhile is left as that process leaves it.
 * @returns the deliveries queued (start them).
 */
export async function advanceStalled(db: Db, ctx: EngineContext, graceMs: number): Promise<QueuedDelivery[]> {
  const before = new Date(ctx.now().getTime() - graceMs);
  const stalled = await queryRows<{ lead_id: string }>(
    db,
    sql`SELECT r.lead_id FROM lead_distributions r
        WHERE r.state = 'pending' AND r.updated_at <= ${before}
          AND NOT EXISTS (SELECT 1 FROM distribution_sends s WHERE s.lead_id = r.lead_id AND s.status = 'sending')
        ORDER BY r.updated_at LIMIT 200`,
  );
  const out: QueuedDelivery[] = [];
  for (const s of stalled) out.push(...(await inTransaction(db, (tx) => advance(tx, ctx, s.lead_id))));
  return out;
}
