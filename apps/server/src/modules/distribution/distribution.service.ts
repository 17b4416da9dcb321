import type { Db } from '../../db/client.js';
import type { FinalDelivery } from '../integrations/index.js';
import { advance, type EngineContext, type QueuedDelivery } from './distribution.engine.js';
import { settle, settleExclusiveSale, type SettledDelivery } from './distribution.settle.js';
import { createFlowCache, inTransaction, retrying, routedLead } from './distribution.repository.js';
import type { RoutedLead } from './distribution.rules.js';
import { startRoutes, type StartTrigger } from './distribution.start.js';
import { createRecovery, expireHeld, reconcileSends, retryHeld } from './distribution.sweep.js';

/*
 * Lead distribution at run time (issue 22): built once by the app over the delivery outbox. It starts
 * routes (intake, hosted pages, imports, bulk), hears every final delivery from the delivery workers and
 * moves the lead on, and sweeps every few seconds in each process: sends whose delivery ended without
 * being heard (a crash between the two commits), held leads whose hold time is over (unsold), and held
 * leads a buyer can take again (a cap window reset, a schedule opened), and what a killed process left
 * (orphaned leads, stalled routes: distribution.recover.ts; the parts in distribution.sweep.ts) — all idempotent under the route's row lock, so
 * several processes sweep safely.
 */

/** The delivery outbox as distribution uses it (integrations module's `DeliveryJobs`). */
export interface DistributionDeliveries {
  /** `lanes`: each delivery's integration, when known (not read back). */
  runNow: (deliveryIds: readonly string[], lanes?: ReadonlyMap<string, string>) => Promise<void>;
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
  /**
   * Measurement hook (the distribution benchmark, issue 22 "Benchmark"): called after each intake or
   * hosted-page lead a flow took, with the routing decision's duration in ms (flows, lead, eligibility,
   * cap reservation and queued delivery, committed).
   */
  onDecision?: (ms: number) => void;
  /**
   * Benchmark only (`bench:distribution --floor`, docs/benchmarks.md "Session 52"): routes each intake or
   * hosted-page lead instead of the engine, to measure a floor no engine goes below. Never set by the app.
   */
  intakeRoute?: (lead: RoutedLead & { id: string }) => Promise<void>;
  /**
   * A lead or route untouched this long is taken as left behind by a dead process and recovered by the
   * sweep (distribution.recover.ts); seconds, default 10.
   */
  recoverAfterSeconds?: number;
  /** How far back the first sweep of a process looks for orphans; minutes, default 60. */
  orphanLookBackMinutes?: number;
}

/** What the service's returned functions run on (built once by `createDistribution`). */
interface DistributionParts {
  db: Db;
  ctx: EngineContext;
  deliveries: DistributionDeliveries;
  options: DistributionOptions;
  /** Starts deliveries in this process, never awaited (a worker's slot may be the caller's own). */
  kick: (deliveries: readonly QueuedDelivery[]) => void;
}

/** Starts queued deliveries now, each in its buyer's lane (known: not read back). */
function runQueued(deliveries: DistributionDeliveries, queued: readonly QueuedDelivery[]): Promise<void> {
  return deliveries.runNow(
    queued.map((q) => q.id),
    new Map(queued.map((q) => [q.id, q.integrationId])),
  );
}

/**
 * Builds lead distribution over the delivery outbox (issue 22; see the note above): listens for final
 * deliveries and starts the sweep every `sweepSeconds` (default 5) unless `noWorkers`.
 * @returns the service: `start`, `startImported`, `onLeadCreated`, `advanceAll`, the sweep parts and
 * `stop`. Errors: none at build time; a sweep part's failure is left for the next sweep.
 */
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
  const kick = (queued: readonly QueuedDelivery[]) => {
    if (queued.length > 0) void runQueued(deliveries, queued).catch(() => undefined);
  };
  return distributionService({ db, ctx, deliveries, options, kick });
}

/**
 * The service's functions over its parts (split from `createDistribution`, issue 20 §2).
 * @returns see `createDistribution`.
 */
function distributionService({ db, ctx, deliveries, options, kick }: DistributionParts) {
  const settleOne = async (d: SettledDelivery) => {
    // Most sold leads: one statement (its own transaction), retried like one on a deadlock.
    if (d.state === 'accepted' && (await retrying(() => settleExclusiveSale(db, ctx, d.deliveryId)))) return;
    kick(await inTransaction(db, (tx) => settle(tx, ctx, d)));
  };
  deliveries.onFinal(async (f) => {
    await settleOne(f).catch(() => undefined);
  });
  const advanceAll = async (leadIds: readonly string[]) => {
    for (const id of leadIds) kick(await inTransaction(db, (tx) => advance(tx, ctx, id)));
  };
  const reconcile = () => reconcileSends(db, ctx, settleOne);
  const expire = () => expireHeld(db, ctx);
  const retry = () => retryHeld(db, ctx, advanceAll);
  const recover = createRecovery(db, ctx, options, kick);
  /** One sweep; each part's failure is left for the next sweep. */
  async function sweep(): Promise<void> {
    await reconcile().catch(() => 0);
    await recover().catch(() => 0);
    await expire().catch(() => 0);
    await retry().catch(() => 0);
  }
  let timer: NodeJS.Timeout | undefined;
  if (!options.noWorkers) {
    timer = setInterval(() => void sweep(), (options.sweepSeconds ?? 5) * 1000);
    timer.unref();
  }
  return {
    ctx,
    ...routeStarters({ db, ctx, deliveries, options, kick }),
    /** Held/unsold routes reopened by a person: advance each now. */
    advanceAll,
    sweep,
    /** What a dead process left (issue 22 §7): orphaned intake leads routed, stalled routes advanced. */
    recover,
    /** Sends whose delivery is final but whose outcome was never recorded. */
    reconcile,
    /** Held leads past their hold time become unsold. */
    expireHeld: expire,
    /** Held leads some buyer can take now are released into a new round. */
    retryHeld: retry,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}

/**
 * The ways a route starts (issue 22 §3): chosen leads, an import page, a new intake or hosted lead.
 * @returns `{ start, startImported, onLeadCreated }`. Errors: a database error rejects.
 */
function routeStarters({ db, ctx, deliveries, options, kick }: DistributionParts) {
  // The active flows this process routes by (distribution.repository.ts `createFlowCache`).
  const flows = createFlowCache(db);
  return {
    /** Starts the routes of new or chosen leads (the deliveries start at once). */
    start: (leadIds: readonly string[], trigger: StartTrigger) =>
      startRoutes(db, ctx, leadIds, trigger, kick, flows),
    /**
     * Starts the routes of a page of imported leads (issue 22 §3) and resolves once their deliveries have
     * a worker slot: an import hands the next page only then, at the pace of the buyers.
     */
    startImported: async (leadIds: readonly string[]) => {
      const r = await startRoutes(db, ctx, leadIds, 'import', () => undefined, flows);
      await runQueued(deliveries, r.deliveries).catch(() => undefined);
      return r;
    },
    /**
     * Intake and hosted pages: a new lead is routed when a flow takes it; its facts as the intake wrote
     * them (not read back).
     */
    onLeadCreated: async (lead: RoutedLead & { id: string }, origin: 'intake' | 'hosted') => {
      if (options.intakeRoute) return options.intakeRoute(lead);
      const started = performance.now();
      const known = new Map([[lead.id, routedLead(lead)]]);
      const r = await startRoutes(db, ctx, [lead.id], origin, kick, flows, known);
      if (r.count > 0) options.onDecision?.(performance.now() - started);
    },
  };
}
export type Distribution = ReturnType<typeof createDistribution>;
