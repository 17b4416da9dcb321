import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { finalDeliveryOutcomes } from '../integrations/index.js';
import { evaluateBuyers, loadFlowBuyers } from './distribution.buyers.js';
import type { EngineContext, QueuedDelivery } from './distribution.engine.js';
import type { SettledDelivery } from './distribution.settle.js';
import { advanceStalled, routeOrphans, type OrphanCursor } from './distribution.recover.js';
import { inTransaction, liveLead, loadLeads, recordSteps } from './distribution.repository.js';
import { reopenRoutes } from './distribution.start.js';

/*
 * The parts of the distribution sweep (issue 22 §5-§7; service: distribution.service.ts): sends whose
 * outcome nobody heard, held leads past their hold time, held leads a buyer can take again, and what a
 * killed process left. Each is idempotent under the route's row lock (`FOR NO KEY UPDATE SKIP LOCKED`), so
 * several processes sweep the same database safely.
 */

/** Held leads looked at per sweep, oldest check first. */
const HELD_PER_SWEEP = 100;

/**
 * Sends whose delivery is final but whose outcome was never recorded (issue 22 §7: a crash between the
 * delivery's commit and the route's); heard after 5 s at the latest, 500 per call.
 * @param settleOne records one final delivery on its route (engine `settle` in a transaction).
 * @returns how many final deliveries were settled. Errors: a database error rejects (the sweep goes on).
 */
export async function reconcileSends(
  db: Db,
  ctx: EngineContext,
  settleOne: (d: SettledDelivery) => Promise<void>,
): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - 5_000);
  const open = await queryRows<{ delivery_id: string }>(
    db,
    sql`SELECT s.delivery_id FROM distribution_sends s JOIN integration_deliveries d ON d.id = s.delivery_id
        WHERE s.status = 'sending' AND d.state IN ('accepted', 'rejected', 'exhausted') AND d.updated_at <= ${cutoff}
        LIMIT 500`,
  );
  const outcomes = await finalDeliveryOutcomes(
    db,
    open.map((o) => o.delivery_id),
  );
  for (const [deliveryId, o] of outcomes) await settleOne({ deliveryId, ...o });
  return outcomes.size;
}

/**
 * Held leads past their hold time (`hold_until <= now`) become unsold with reason `hold_expired`
 * (issue 22 §5), 1,000 per call, each with an `unsold` step.
 * @returns how many routes ended unsold. Errors: a database error rejects (nothing is changed).
 */
export async function expireHeld(db: Db, ctx: EngineContext): Promise<number> {
  return inTransaction(db, async (tx) => {
    const now = ctx.now();
    const expired = await queryRows<{ lead_id: string; round: number }>(
      tx,
      sql`UPDATE lead_distributions SET state = 'unsold', held_reason = ${JSON.stringify({ code: 'hold_expired' })}::jsonb,
            updated_at = ${now}
          WHERE lead_id IN (SELECT lead_id FROM lead_distributions WHERE state = 'held' AND hold_until <= ${now}
            ORDER BY hold_until LIMIT 1000 FOR NO KEY UPDATE SKIP LOCKED)
          RETURNING lead_id, round`,
    );
    const reason = { code: 'hold_expired' } as const;
    await recordSteps(
      tx,
      expired.map((e) => ({ leadId: e.lead_id, round: e.round, outcome: 'unsold', reason })),
      now,
    );
    return expired.length;
  });
}

/**
 * Held leads some buyer of their flow can take now (a cap window reset, a schedule opened, a buyer
 * resumed; issue 22 §5) are released into a new round and advanced; the others are left as they are
 * (their check time moves on by the claim, nothing is recorded). Judged like the simulator: no
 * reservation until the route advances. At most 100 held leads per call, each checked at most once a second.
 * A paused flow's (`active` false) held leads wait: a person who pauses a flow expects no more sends from it
 * (its leads still expire as unsold at their hold time, and a person may release or re-route them).
 * @param advanceAll advances the released routes (service: engine `advance` per lead, deliveries kicked).
 * @returns how many routes were released. Errors: a database error rejects.
 */
export async function retryHeld(
  db: Db,
  ctx: EngineContext,
  advanceAll: (leadIds: readonly string[]) => Promise<void>,
): Promise<number> {
  const now = ctx.now();
  const held = await queryRows<{ lead_id: string; flow_id: string | null }>(
    db,
    sql`UPDATE lead_distributions SET updated_at = ${now} WHERE lead_id IN (
          SELECT lead_id FROM lead_distributions WHERE state = 'held' AND ${liveLead()}
            AND flow_id IN (SELECT id FROM distribution_flows WHERE deleted_at IS NULL AND active)
            AND updated_at <= ${new Date(now.getTime() - 1_000)}
          ORDER BY updated_at LIMIT ${HELD_PER_SWEEP} FOR NO KEY UPDATE SKIP LOCKED)
        RETURNING lead_id, flow_id`,
  );
  if (held.length === 0) return 0;
  const ready = await takeableHeld(db, now, held);
  if (ready.length === 0) return 0;
  const moved = await reopenRoutes(db, ctx, ready, { outcome: 'released', states: ['held'] });
  await advanceAll(moved);
  return moved.length;
}

/**
 * Of claimed held leads, those at least one buyer of their flow would take now (eligibility as in
 * `evaluateBuyers`, buyers the lead was already delivered to excluded; issue 22 §5).
 * @param held `{ lead_id, flow_id }` rows (flow_id not null), as claimed by `retryHeld`.
 * @returns lead ids, in the order given. Errors: a database error rejects.
 */
async function takeableHeld(
  db: Db,
  now: Date,
  held: readonly { lead_id: string; flow_id: string | null }[],
): Promise<string[]> {
  const flows = await loadFlowBuyers(db, [...new Set(held.map((h) => h.flow_id!))]);
  const leads = await loadLeads(
    db,
    held.map((h) => h.lead_id),
  );
  const ready: string[] = [];
  for (const h of held) {
    const lead = leads.get(h.lead_id);
    if (!lead) continue;
    const tried = await queryRows<{ integration_id: string }>(
      db,
      sql`SELECT integration_id FROM integration_deliveries WHERE lead_id = ${h.lead_id}::uuid`,
    );
    const buyers = flows.get(h.flow_id!) ?? [];
    const { evaluated } = await evaluateBuyers(
      db,
      buyers,
      lead,
      now,
      new Set(tried.map((t) => t.integration_id)),
    );
    if (evaluated.some((e) => !e.reason)) ready.push(h.lead_id);
  }
  return ready;
}

/** Recovery tuning (service `DistributionOptions`). */
export interface RecoveryOptions {
  /** A lead or route untouched this long is taken as left behind; seconds, default 10. */
  recoverAfterSeconds?: number;
  /** How far back the first sweep looks for orphans; minutes, default 60. */
  orphanLookBackMinutes?: number;
}

/**
 * Builds the recovery step of the sweep (issue 22 §7: what a dead process left — orphaned intake leads
 * are routed, stalled routes advanced; distribution.recover.ts). Keeps the orphan cursor in memory; a
 * call while one runs returns 0. A backlog is read 1,000 leads a page, at most 20 pages per call.
 * @param kick starts the given deliveries in this process (never awaited).
 * @returns `recover()`: routes started or advanced. Errors: a database error rejects (cursor kept).
 */
export function createRecovery(
  db: Db,
  ctx: EngineContext,
  options: RecoveryOptions,
  kick: (deliveries: readonly QueuedDelivery[]) => void,
): () => Promise<number> {
  const graceMs = (options.recoverAfterSeconds ?? 10) * 1000;
  let orphanCursor: OrphanCursor = {
    at: new Date(Date.now() - (options.orphanLookBackMinutes ?? 60) * 60_000).toISOString(),
    internalId: 0,
  };
  let recovering = false;
  return async function recover(): Promise<number> {
    if (recovering) return 0;
    recovering = true;
    try {
      let started = 0;
      for (let page = 0; page < 20; page++) {
        const orphans = await routeOrphans(db, ctx, orphanCursor, { graceMs });
        const moved = orphans.cursor !== orphanCursor;
        orphanCursor = orphans.cursor;
        kick(orphans.deliveries);
        started += orphans.started;
        if (!moved || orphans.seen < 1000) break;
      }
      const stalled = await advanceStalled(db, ctx, graceMs);
      kick(stalled);
      return started + stalled.length;
    } finally {
      recovering = false;
    }
  };
}
