import { DELIVERY_CONNECT_TIMEOUT_MS } from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Dispatcher } from 'undici';
import { createOutboundAgent, parseAllowList, type Resolver } from '../../lib/outbound.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { requeueHeldBy } from './deliveries.reclaim.js';
import { createDeliveryRunner, type DeliveryRunner, type RunnerOptions } from './deliveries.runner.js';
import type { FinalDelivery } from './deliveries.rules.js';
import { createPoolOutbox, stderrLog } from './deliveries.backlog.js';
import {
  createRunPool,
  INTEGRATION_CONCURRENCY,
  WAITING_PER_INTEGRATION,
  type DeliveryLog,
  type RunPool,
} from './deliveries.pool.js';

export const DELIVERY_QUEUE = 'integration-delivery';
/** Deliveries named by one wake-up job of a posted batch. */
const IDS_PER_JOB = 50;
/** A job: one delivery (a retry, a rate-limited one) or a batch of posted ones. */
interface DeliveryJob {
  deliveryId?: string;
  deliveryIds?: string[];
}

/** Tuning of the delivery workers (tests and the benchmark shorten the schedule and the sweep). */
export interface DeliveryJobsOptions extends Partial<
  Pick<RunnerOptions, 'scheduleMs' | 'clock' | 'random' | 'totalTimeoutMs' | 'staleMs' | 'breakerFailures'>
> {
  /** Parallel worker loops, each fetching `batchSize` jobs at a time (default 2 × 100). */
  workers?: number;
  batchSize?: number;
  /** Attempts in flight at once in this process (default 64). */
  concurrency?: number;
  /** Attempts of one integration in flight at once in this process (default INTEGRATION_CONCURRENCY, 8). */
  perIntegration?: number;
  /** Deliveries of one integration waiting in memory (default WAITING_PER_INTEGRATION, 1,000). */
  waitingPerIntegration?: number;
  /** Where worker errors are logged (the app's logger; default: JSON lines on stderr). */
  log?: DeliveryLog;
  /** Seconds between sweeps for dead workers' attempts and lost jobs (default: half the stale time, 1-10). */
  sweepSeconds?: number;
  /** Do not start workers (the API still queues deliveries; another process sends them). */
  noWorkers?: boolean;
  connectTimeoutMs?: number;
  resolve?: Resolver;
}

/** What the integrations module needs at run time, built once by the app. */
export interface DeliveryJobs {
  runner: DeliveryRunner;
  enqueue: (deliveryId: string, at?: Date) => Promise<void>;
  enqueueMany: (deliveryIds: readonly string[]) => Promise<void>;
  /**
   * Starts attempts of these (queued, due) deliveries in this process now, without waiting for the queue's
   * polling (lead distribution: a lead reaches its buyer in well under a second), and resolves once each has
   * started (in its integration's turn: deliveries.pool.ts). Without workers here, or when the outbox cannot
   * be read, it queues them. An attempt lost to a crash is found by the sweeps like any other. `lanes`: each
   * delivery's integration when the caller knows it (the delivery is then not read back; the claim still
   * checks that it is due).
   */
  runNow: (deliveryIds: readonly string[], lanes?: ReadonlyMap<string, string>) => Promise<void>;
  /** Adds a listener told after each delivery reaches a final state (lead distribution). */
  onFinal: (listener: (delivery: FinalDelivery) => Promise<void>) => void;
  /** Secrets at rest. */
  box: ReturnType<typeof createSecretBox>;
  allow: ReturnType<typeof parseAllowList>;
  resolve?: Resolver;
  stop: () => Promise<void>;
}

type Boss = JobQueue['boss'];

/**
 * Queues one run of `deliveryId`, at `at` when that is in the future (pg-boss `startAfter`), else now.
 */
function enqueueOne(boss: Boss): DeliveryJobs['enqueue'] {
  return async (deliveryId, at) => {
    await boss.send(
      DELIVERY_QUEUE,
      { deliveryId },
      at && at.getTime() > Date.now() ? { startAfter: at } : {},
    );
  };
}

/**
 * A posted batch wakes the workers with one job per IDS_PER_JOB (50) deliveries (10,000 leads = 200 job
 * rows), inserted 500 jobs per statement.
 */
function enqueueBatch(boss: Boss): DeliveryJobs['enqueueMany'] {
  return async (ids) => {
    const jobsToInsert = [];
    for (let i = 0; i < ids.length; i += IDS_PER_JOB) {
      jobsToInsert.push({ name: DELIVERY_QUEUE, data: { deliveryIds: ids.slice(i, i + IDS_PER_JOB) } });
    }
    for (let i = 0; i < jobsToInsert.length; i += 500) await boss.insert(jobsToInsert.slice(i, i + 500));
  };
}

/**
 * Starts `opts.workers` (2) pg-boss worker loops of `opts.batchSize` (100) jobs. A fetched batch's deliveries
 * go to the run pool's lanes in one read (`admit`); a job completes once its deliveries are placed, so a slow
 * integration never holds the jobs of the others (a delivery waiting in a lane is still `queued`: a crash
 * leaves it for the recovery).
 */
async function startWorkers(jobs: JobQueue, opts: DeliveryJobsOptions, pool: RunPool): Promise<void> {
  for (let w = 0; w < (opts.workers ?? 2); w++) {
    await jobs.boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      { pollingIntervalSeconds: jobs.pollingIntervalSeconds, batchSize: opts.batchSize ?? 100 },
      async (batch) => {
        await pool.admit(batch.flatMap((job) => job.data.deliveryIds ?? [job.data.deliveryId!]));
      },
    );
  }
}

/**
 * The run pool of the workers (deliveries.pool.ts): `opts.concurrency` (64) attempts in flight, each
 * integration served in turn up to `opts.perIntegration` (8) and past that only while a quarter of the pool
 * stays free, `opts.waitingPerIntegration` (1,000) waiting per integration.
 */
function runPool(
  runner: DeliveryRunner,
  database: Database,
  opts: DeliveryJobsOptions,
  stopped: () => boolean,
) {
  return createRunPool(runner, createPoolOutbox(database.db, opts.clock), {
    limit: opts.concurrency ?? 64,
    perIntegration: Math.max(1, opts.perIntegration ?? INTEGRATION_CONCURRENCY),
    waitingPerIntegration: Math.max(1, opts.waitingPerIntegration ?? WAITING_PER_INTEGRATION),
    stopped,
    log: opts.log ?? stderrLog,
  });
}

/**
 * The first sweep (on PGlite, one process: attempts left `sending` are taken back at once) and the
 * give-back of a dead process's deliveries: a process killed mid-batch held its fetched jobs' deliveries
 * in memory, given back as soon as it is known dead (lib/jobs.ts) rather than after the 5-minute
 * lost-job sweep (issue 18 item 7).
 */
async function startRecovery(
  jobs: JobQueue,
  database: Database,
  sweep: (olderThanMs?: number) => Promise<number>,
  enqueueMany: DeliveryJobs['enqueueMany'],
): Promise<void> {
  await sweep(database.pool ? undefined : 0);
  await jobs.onProcessDead(async (dead) => {
    await requeueHeldBy(database.db, dead.reapedAt, enqueueMany);
  });
}

/** Seconds between sweeps: `opts.sweepSeconds`, else half the stale time (60 s default), within 1-10. */
function sweepSeconds(opts: DeliveryJobsOptions): number {
  return opts.sweepSeconds ?? Math.max(1, Math.min(10, (opts.staleMs ?? 60_000) / 2_000));
}

/**
 * The outbound agent of the deliveries: only allowed hosts, DELIVERY_CONNECT_TIMEOUT_MS by default, and no
 * redirect followed: a 301/302/303 turns a POST into a GET without its body, so a buyer's redirect sold a
 * lead whose data never arrived. A redirect is an error answer ("HTTP 302: …"), retried, then exhausted.
 */
function deliveryAgent(allow: ReturnType<typeof parseAllowList>, opts: DeliveryJobsOptions): Dispatcher {
  return createOutboundAgent({
    allow,
    connectTimeoutMs: opts.connectTimeoutMs ?? DELIVERY_CONNECT_TIMEOUT_MS,
    resolve: opts.resolve,
    maxRedirections: 0,
  });
}

/**
 * Starts the delivery workers on pg-boss (DESIGN.md §2): a job `{deliveryId}` (a retry) or `{deliveryIds}`
 * (up to 50 posted ones) wakes attempts; the runner records every outcome itself, so a job always completes
 * (no pg-boss retries). Attempts run in a pool shared fairly between integrations (deliveries.pool.ts: a
 * slow buyer never takes the last quarter of the pool from the others). Deliveries are the outbox: a job lost between commit
 * and `send` is found again by the sweep, which also takes back attempts of dead workers. On PGlite (one
 * process) attempts left `sending` are taken back at once at start. A dead process's due deliveries (a
 * kill -9 mid-batch) are re-queued once it is reaped (`onProcessDead`).
 */
export async function startDeliveryJobs(
  jobs: JobQueue,
  database: Database,
  settings: { allowHosts: string | undefined; secretKey: string },
  opts: DeliveryJobsOptions = {},
): Promise<DeliveryJobs> {
  const { boss } = jobs;
  const allow = parseAllowList(settings.allowHosts);
  const box = createSecretBox(settings.secretKey);
  const dispatcher = deliveryAgent(allow, opts);
  await boss.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, retryLimit: 0, expireInSeconds: 15 * 60 });
  const enqueue = enqueueOne(boss);
  const enqueueMany = enqueueBatch(boss);
  const finalListeners: Array<(delivery: FinalDelivery) => Promise<void>> = [];
  const onFinal = async (delivery: FinalDelivery) => {
    for (const listener of finalListeners) await listener(delivery);
  };
  const runner = createDeliveryRunner({ db: database.db, box, dispatcher, enqueue, onFinal, ...opts });
  let stopping = false;
  const pool = runPool(runner, database, opts, () => stopping);
  const sweep = (olderThanMs?: number) => runner.sweep(olderThanMs).catch(() => 0);
  if (!opts.noWorkers) {
    await startWorkers(jobs, opts, pool);
    await startRecovery(jobs, database, sweep, enqueueMany);
  }
  const timer = setInterval(
    () => {
      if (!stopping && !opts.noWorkers) void sweep();
    },
    sweepSeconds(opts) * 1000,
  );
  timer.unref();
  const runNow = async (ids: readonly string[], lanes?: ReadonlyMap<string, string>) => {
    if (opts.noWorkers || stopping) return enqueueMany(ids);
    await pool.runNow(ids, lanes).catch(() => enqueueMany(ids));
  };
  return {
    runner,
    enqueue,
    enqueueMany,
    runNow,
    onFinal: (listener) => void finalListeners.push(listener),
    box,
    allow,
    resolve: opts.resolve,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await boss.offWork(DELIVERY_QUEUE).catch(() => undefined);
      // Deliveries waiting in the lanes stay `queued`: the recovery of a stopped process takes them back.
      pool.release();
      // Let attempts in flight record their outcome (bounded by the request timeout), at most 5 s: the
      // process must exit within 10 s; one cut off is taken back by the sweep.
      await pool.settle(5_000);
      await dispatcher.close().catch(() => undefined);
    },
  };
}
