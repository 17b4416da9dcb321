/*
 * The delivery attempts in flight in one process, shared fairly between integrations. At most `limit`
 * attempts run at once; each integration is served in turn up to `perIntegration`, and past it only while
 * a quarter of the pool stays free (`nextLane`): a buyer that answers slowly (but inside the timeout, so its
 * breaker never trips) cannot take the whole pool while a lead for a healthy buyer waits, and a buyer alone
 * still gets three quarters of it. Each integration has its own lane: a FIFO of waiting delivery ids (oldest first, as they
 * were queued), served in turn when a slot frees. Waiting costs no slot and changes no row: a waiting
 * delivery stays `queued` in the outbox, so a process killed or stopped meanwhile leaves it for the
 * existing recovery (lib/jobs.ts `onProcessDead` → deliveries.reclaim.ts, and the lost-job sweep).
 *
 * Memory stays bounded: a lane keeps at most `waitingPerIntegration` ids from the job queue. Beyond that,
 * or while the lane is reading back, an id is dropped (still `queued` in the outbox) and the lane is
 * marked `overflow`; once the lane's FIFO is empty it reads the integration's next due deliveries back
 * from the outbox, oldest first (deliveries.backlog.ts). Deliveries started with `runNow` (lead
 * distribution) are never dropped: their caller waits for their start.
 */

/** One integration's share of a process's attempts, served in turn; past it only while a quarter of the pool is free. */
export const INTEGRATION_CONCURRENCY = 8;
/** Delivery ids of one integration kept waiting in memory; beyond, they are read back from the outbox. */
export const WAITING_PER_INTEGRATION = 1_000;

/** The part of a logger the pool needs (Fastify's `app.log`, pino). */
export interface DeliveryLog {
  error(obj: object, msg?: string): void;
}

/** What the pool runs: one attempt of a delivery (the runner records its outcome itself). */
export interface PoolRunner {
  run: (deliveryId: string) => Promise<unknown>;
}

/** The pool's reads of the outbox (deliveries.backlog.ts). */
export interface PoolOutbox {
  /** The integration of each of `ids` still `queued` or `error` (others are left out: nothing to run). */
  integrationsOf: (ids: readonly string[]) => Promise<Map<string, string>>;
  /** Up to `limit` ids of the integration's due `queued`/`error` deliveries, oldest first. */
  backlog: (integrationId: string, limit: number) => Promise<string[]>;
}

export interface RunPoolOptions {
  /** Attempts in flight at once in this process. */
  limit: number;
  /** Attempts of one integration in flight at once (INTEGRATION_CONCURRENCY). */
  perIntegration: number;
  /** Ids of one integration waiting in memory (WAITING_PER_INTEGRATION). */
  waitingPerIntegration: number;
  /** True once the workers stop: nothing more starts. */
  stopped: () => boolean;
  log: DeliveryLog;
}

interface Waiting {
  id: string;
  /** Told when the attempt starts, or when the pool lets it go (stop). */
  started?: () => void;
}

/** One integration's share: its attempts in flight and its waiting deliveries. */
interface Lane {
  running: number;
  queue: Waiting[];
  queued: Set<string>;
  /** Ids were dropped (or may be missing): read the backlog back from the outbox once `queue` is empty. */
  overflow: boolean;
  refilling: boolean;
}

interface PoolState {
  runner: PoolRunner;
  outbox: PoolOutbox;
  opts: RunPoolOptions;
  lanes: Map<string, Lane>;
  /** Integrations with a waiting delivery and a free share, in turn order (round robin). */
  ready: Set<string>;
  inFlight: Set<Promise<void>>;
}

/**
 * A short, fixed description of `err` for a log line: its SQLSTATE or Node code (a Drizzle error's cause's
 * too), else its class name. Never its message: Drizzle's carries the query's parameters (SECURITY.md).
 */
export function errorCode(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return typeof e?.name === 'string' ? e.name : 'unknown';
}

/** Logs a failure of the pool's `step` for one delivery or integration (ids only: no lead data). */
function logFailure(log: DeliveryLog, step: string, ids: object, err: unknown): void {
  log.error(
    { event: 'delivery', outcome: 'failure', step, ...ids, errorCode: errorCode(err) },
    'delivery worker error',
  );
}

function laneOf(s: PoolState, key: string): Lane {
  let lane = s.lanes.get(key);
  if (!lane) {
    lane = { running: 0, queue: [], queued: new Set(), overflow: false, refilling: false };
    s.lanes.set(key, lane);
  }
  return lane;
}

/** Puts the lane in turn when it has a waiting delivery and a free share; forgets it when idle. */
function review(s: PoolState, key: string, lane: Lane): void {
  if (lane.queue.length > 0 && lane.running < s.opts.perIntegration) s.ready.add(key);
  if (lane.overflow && !lane.refilling && lane.queue.length === 0 && !s.opts.stopped()) {
    void refill(s, key, lane);
  }
  if (!lane.running && !lane.queue.length && !lane.overflow && !lane.refilling) s.lanes.delete(key);
}

/**
 * Adds a delivery to its lane. One from the job queue (`fromJob`) is dropped, the lane marked `overflow`,
 * when the lane is full or reading back (the outbox has older ones to go first); a duplicate is let go.
 */
function park(s: PoolState, key: string, lane: Lane, w: Waiting, fromJob: boolean): void {
  if (lane.queued.has(w.id)) return w.started?.();
  if (fromJob && (lane.overflow || lane.refilling || lane.queue.length >= s.opts.waitingPerIntegration)) {
    lane.overflow = true;
    return;
  }
  lane.queue.push(w);
  lane.queued.add(w.id);
}

/** Reads the lane's next due deliveries back from the outbox, oldest first; a failure is retried later. */
async function refill(s: PoolState, key: string, lane: Lane): Promise<void> {
  const cap = s.opts.waitingPerIntegration;
  lane.refilling = true;
  lane.overflow = false;
  try {
    const ids = await s.outbox.backlog(key, cap);
    if (ids.length >= cap) lane.overflow = true;
    for (const id of ids) {
      if (lane.queued.has(id)) continue;
      if (lane.queue.length >= cap) lane.overflow = true;
      else park(s, key, lane, { id }, false);
    }
  } catch (err) {
    // Tried again at the lane's next finished attempt or admitted id (or the lost-job sweep re-queues).
    lane.overflow = true;
    logFailure(s.opts.log, 'backlog', { integrationId: key }, err);
  } finally {
    lane.refilling = false;
    if (!s.opts.stopped()) {
      review(s, key, lane);
      pump(s);
    }
  }
}

/** Starts one attempt; when it ends (its error logged), its slots go to the next in turn. */
function launch(s: PoolState, key: string, lane: Lane, w: Waiting): void {
  lane.running++;
  const p: Promise<void> = s.runner
    .run(w.id)
    .then(
      () => undefined,
      (err: unknown) => logFailure(s.opts.log, 'run', { deliveryId: w.id, integrationId: key }, err),
    )
    .finally(() => {
      s.inFlight.delete(p);
      lane.running--;
      review(s, key, lane);
      pump(s);
    });
  s.inFlight.add(p);
  w.started?.();
}

/**
 * The next lane to start one attempt of: the first in turn under its share, else (work-conserving) a lane
 * past its share while more than a quarter of the pool is free, so that one buyer alone still gets three
 * quarters of the pool and a lead for another buyer always finds a free slot at once. Past-share lanes
 * take turns (the one served goes to the back).
 */
function nextLane(s: PoolState): string | undefined {
  const key = s.ready.values().next().value;
  if (key !== undefined) return key;
  if (s.inFlight.size >= s.opts.limit - Math.ceil(s.opts.limit / 4)) return undefined;
  for (const [k, lane] of s.lanes) {
    if (lane.queue.length === 0) continue;
    s.lanes.delete(k);
    s.lanes.set(k, lane);
    return k;
  }
  return undefined;
}

/** Starts waiting deliveries while the pool has a free slot, one integration after the other. */
function pump(s: PoolState): void {
  while (!s.opts.stopped() && s.inFlight.size < s.opts.limit) {
    const key = nextLane(s);
    if (key === undefined) return;
    s.ready.delete(key);
    const lane = s.lanes.get(key);
    const next = lane?.queue.shift();
    if (!lane || !next) continue;
    lane.queued.delete(next.id);
    launch(s, key, lane, next);
    review(s, key, lane);
  }
}

/**
 * Builds the pool (see the file's head).
 * @returns `admit(ids)`: the job queue's deliveries, each put in its integration's lane (or dropped, see
 * above); resolves once they are placed, not started, and never rejects (a failed read is logged and the
 * deliveries are left `queued` for the sweep). `runNow(ids, lanes?)`: resolves once each still-due delivery has
 * started (lead distribution, an import's pace); logs and rejects when the outbox cannot be read. With
 * `lanes` holding every id's integration, nothing is read: each id is taken as due (a claim of one that is
 * not takes nothing).
 * `release()`: at stop, lets every waiting delivery go (still `queued`) and its caller on. `settle(ms)`:
 * waits for the attempts in flight, at most `ms`.
 */
export function createRunPool(runner: PoolRunner, outbox: PoolOutbox, opts: RunPoolOptions) {
  const s: PoolState = { runner, outbox, opts, lanes: new Map(), ready: new Set(), inFlight: new Set() };
  /**
   * Puts each of `ids` still to run in its lane: from the job queue (may be dropped, see above) or, with
   * `started` (runNow), never dropped and each one's start awaited through a promise added to `started`.
   */
  const place = (
    found: ReadonlyMap<string, string>,
    ids: readonly string[],
    started?: Array<Promise<void>>,
  ) => {
    for (const id of ids) {
      const key = found.get(id);
      if (key === undefined) continue;
      const lane = laneOf(s, key);
      if (!started) park(s, key, lane, { id }, true);
      else started.push(new Promise<void>((resolve) => park(s, key, lane, { id, started: resolve }, false)));
      review(s, key, lane);
    }
    pump(s);
  };
  const lookUp = (ids: readonly string[]) =>
    outbox.integrationsOf(ids).catch((err: unknown) => {
      logFailure(opts.log, 'admit', { deliveries: ids.length }, err);
      throw err;
    });
  return {
    admit: async (ids: readonly string[]): Promise<void> => {
      const found = await lookUp(ids).catch(() => undefined);
      if (found && !opts.stopped()) place(found, ids);
    },
    runNow: async (ids: readonly string[], lanes?: ReadonlyMap<string, string>): Promise<void> => {
      const found = lanes && ids.every((id) => lanes.has(id)) ? lanes : await lookUp(ids);
      const started: Array<Promise<void>> = [];
      if (!opts.stopped()) place(found, ids, started);
      await Promise.all(started);
    },
    release: () => {
      for (const lane of s.lanes.values()) for (const w of lane.queue.splice(0)) w.started?.();
      s.lanes.clear();
      s.ready.clear();
    },
    settle: async (ms: number): Promise<void> => {
      await Promise.race([
        Promise.allSettled([...s.inFlight]),
        new Promise((r) => setTimeout(r, ms).unref()),
      ]);
    },
  };
}
export type RunPool = ReturnType<typeof createRunPool>;
