import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { finalDeliveryOutcomes, type FinalDelivery } from '../integrations/index.js';
import { evaluateBuyers, loadFlowBuyers } from './distribution.buyers.js';
import { advance, settle, type EngineContext } from './distribution.engine.js';
import { inTransaction, loadLeads, recordSteps } from './distribution.repository.js';
import { reopenRoutes, startRoutes, type StartTrigger } from './distribution.start.js';

/*
 * Lead distribution at run time (issue 22): built once by the app over the delivery outbox. It starts
 * routes (intake, hosted pages, imports, bulk), hears every final delivery from the delivery workers and
 * moves the lead on, and sweeps every few seconds in each process: sends whose delivery ended without
 * being heard (a crash between the two commits), held leads whose hold time is over (unsold), and held
 * leads a buyer can take again (a cap window reset, a schedule opened) — all idempotent under the route's
 * row lock, so several processes sweep safely.
 */

/** The delivery outbox as distribution uses it (integrations module's `DeliveryJobs`). */
export interface DistributionDeliveries {
  runNow: (deliveryIds: readonly string[]) => Promise<void>;
  onFinal: (listener: (delivery: FinalDelivery) => Promise<void>) => void;
}

/** Tuning (tests inject the clock, the random source and a short buyer timeout). */
export interface DistributionOptions {
  clock?: { now: () => Date };
  random?: () => number;
  /** Per-attempt answer timeout of a buyer, ms (DISTRIBUTION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Seconds between sweeps (default 5). */
  sweepSeconds?: number;
  /** No sweep in this process (tests that drive it by hand). */
  noWorkers?: boolean;
}

/** Held leads looked at per sweep, oldest check first. */
const HELD_PER_SWEEP = 100;

export function createDistribution(
  db: Db,
  deliveries: DistributionDeliveries,
  options: DistributionOptions = {},
) {
  const ctx: EngineContext = {
    now: options.clock?.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    timeoutMs: options.timeoutMs,
  };
  // Attempts start at once in this process; never awaited here (a worker's slot may be the caller's own).
  const kick = (ids: readonly string[]) => {
    if (ids.length > 0) void deliveries.runNow(ids).catch(() => undefined);
  };
  const settleOne = async (d: Parameters<typeof settle>[2]) => {
    kick(await inTransaction(db, (tx) => settle(tx, ctx, d)));
  };
  deliveries.onFinal(async (f) => {
    await settleOne(f).catch(() => undefined);
  });
  const advanceAll = async (leadIds: readonly string[]) => {
    for (const id of leadIds) kick(await inTransaction(db, (tx) => advance(tx, ctx, id)));
  };

  /** Sends whose delivery is final but whose outcome was never recorded (heard after 5 s at the latest). */
  async function reconcile(): Promise<number> {
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

  /** Held leads past their hold time become unsold. */
  async function expireHeld(): Promise<number> {
    return inTransaction(db, async (tx) => {
      const now = ctx.now();
      const expired = await queryRows<{ lead_id: string; round: number }>(
        tx,
        sql`UPDATE lead_distributions SET state = 'unsold', held_reason = ${JSON.stringify({ code: 'hold_expired' })}::jsonb,
              updated_at = ${now}
            WHERE lead_id IN (SELECT lead_id FROM lead_distributions WHERE state = 'held' AND hold_until <= ${now}
              ORDER BY hold_until LIMIT 1000 FOR UPDATE SKIP LOCKED)
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
   * resumed) are released into a new round; the others are left as they are (their check time moves on,
   * nothing is recorded). Judged like the simulator: no reservation until the route advances.
   */
  async function retryHeld(): Promise<number> {
    const now = ctx.now();
    const held = await queryRows<{ lead_id: string; flow_id: string | null }>(
      db,
      sql`UPDATE lead_distributions SET updated_at = ${now} WHERE lead_id IN (
            SELECT lead_id FROM lead_distributions WHERE state = 'held' AND flow_id IS NOT NULL
              AND updated_at <= ${new Date(now.getTime() - 1_000)}
            ORDER BY updated_at LIMIT ${HELD_PER_SWEEP} FOR UPDATE SKIP LOCKED)
          RETURNING lead_id, flow_id`,
    );
    if (held.length === 0) return 0;
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
    if (ready.length === 0) return 0;
    const moved = await reopenRoutes(db, ctx, ready, { outcome: 'released', states: ['held'] });
    await advanceAll(moved);
    return moved.length;
  }

  /** One sweep; each part's failure is left for the next sweep. */
  async function sweep(): Promise<void> {
    await reconcile().catch(() => 0);
    await expireHeld().catch(() => 0);
    await retryHeld().catch(() => 0);
  }

  let timer: NodeJS.Timeout | undefined;
  if (!options.noWorkers) {
    timer = setInterval(() => void sweep(), (options.sweepSeconds ?? 5) * 1000);
    timer.unref();
  }

  return {
    ctx,
    /** Starts the routes of new or chosen leads (the deliveries start at once). */
    start: (leadIds: readonly string[], trigger: StartTrigger) =>
      startRoutes(db, ctx, leadIds, trigger, kick),
    /** Intake and hosted pages: a new lead is routed when a flow takes it. */
    onLeadCreated: async (leadId: string, origin: 'intake' | 'hosted') => {
      await startRoutes(db, ctx, [leadId], origin, kick);
    },
    /** Held/unsold routes reopened by a person: advance each now. */
    advanceAll,
    sweep,
    reconcile,
    expireHeld,
    retryHeld,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
export type Distribution = ReturnType<typeof createDistribution>;
