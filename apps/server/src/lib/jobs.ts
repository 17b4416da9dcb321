import type pg from 'pg';
import PgBoss from 'pg-boss';
import { isConnectionError, type Database } from '../db/client.js';
import { PROCESS_HEARTBEAT_MS, registerProcess, type DeadProcess } from './jobs.processes.js';

/** Schema pg-boss keeps its tables in (created on first start, on either engine). */
export const JOBS_SCHEMA = 'pgboss';

/** Pauses between retries of a pg-boss statement whose connection was lost: about 30 s in all. */
const RECONNECT_PAUSES_MS = [100, 250, 500, 1000, 2000, 4000, 8000, 15000];

/**
 * Runs `query`, again after a pause while it fails with a lost connection (`isConnectionError`). pg-boss 10
 * does not await `complete()`/`fail()` after a handler: a rejection there would be unhandled and end the
 * process, so a dropped connection is waited out here (the pool opens a new one) rather than thrown.
 * @throws the last error when it is another error or the database stays away longer than the pauses.
 */
async function withReconnect<T>(query: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await query();
    } catch (err) {
      const pause = RECONNECT_PAUSES_MS[attempt];
      if (pause === undefined || !isConnectionError(err)) throw err;
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * pg-boss's `db` adapter over our `Database` (DESIGN.md §2): node-postgres answers as it is; PGlite runs
 * parameterless multi-statement text (pg-boss's locked maintenance commands, its schema) with `exec`, the
 * rest with `query`. A failed `exec` inside pg-boss's own `BEGIN … COMMIT` would leave PGlite's single
 * session in an aborted transaction, so it is rolled back.
 */
export function bossDb(database: Database): PgBoss.Db {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: (text, values) => withReconnect(() => pool.query(text, values)) };
  }
  const pglite = database.pglite!;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      } catch (err) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

/** Advisory lock key serialising pg-boss queue creation across processes (db/migrate.ts uses 7_245_001). */
const QUEUE_CREATE_LOCK = 7_245_002;

/**
 * Makes `boss.createQueue` run under a session advisory lock (held on one pooled client while pg-boss
 * creates the queue on another), so that processes starting together create their queues one at a time.
 * Why: pg-boss 10's `create_queue` inserts the queue row, then creates its partition and attaches it to
 * `pgboss.job` (ShareRowExclusiveLock) in one transaction without a lock of its own; two processes creating
 * the same queues on an empty database at once wait on each other's queue row and `job` lock: "deadlock
 * detected", and one process failed to start (docs/decisions.md "Concurrent first start"). Creating an
 * existing queue stays a no-op. When the unlock fails (connection lost) the client is destroyed, which
 * drops the lock with its session. @throws what pg-boss's `createQueue` throws.
 */
export function serialiseQueueCreation(boss: PgBoss, pool: pg.Pool): void {
  const create = boss.createQueue.bind(boss);
  boss.createQueue = async (name, options) => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [QUEUE_CREATE_LOCK]);
      await create(name, options);
    } finally {
      const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_CREATE_LOCK]).then(
        () => true,
        () => false,
      );
      client.release(!unlocked);
    }
  };
}

/** Work a dead process may have held in memory, given back by a module (e.g. deliveries re-queued). */
export type DeadProcessListener = (dead: DeadProcess) => Promise<void>;

/**
 * The durable job queue (pg-boss 10) on the application's database. Jobs survive a restart; each queue is
 * created before use. `stop()` lets running handlers finish (they should check their own stop flag).
 * One per app: `buildApp` creates it, starts the modules' workers on it and stops it on close, after the
 * workers (modules never start a queue of their own).
 *
 * pg-boss keeps a fetched job `active` until its handler returns, and a process killed with SIGKILL never
 * returns: its jobs would wait for their expiry (and then fail, without retry). So each process registers
 * in `job_processes` and beats (lib/jobs.processes.ts); every `reapEveryMs` (and at start) each process
 * reaps the dead ones and calls the `onProcessDead` listeners, which re-queue from their own tables (the
 * outbox is the truth) what a dead process may have held. Sending resumes within the dead bound (10 s) plus
 * one reap after a kill -9, on any live or restarted process (issue 18 item 7).
 */
export async function createJobQueue(
  database: Database,
  opts: { pollingIntervalSeconds?: number; heartbeatMs?: number; deadMs?: number; reapEveryMs?: number } = {},
) {
  const boss = new PgBoss({
    db: bossDb(database),
    schema: JOBS_SCHEMA,
    // Maintenance (expiry, archive) every 2 minutes is plenty; no cron schedules are used.
    maintenanceIntervalSeconds: 120,
    schedule: false,
  });
  boss.on('error', () => {
    // Polling errors (e.g. the database restarting) are retried by pg-boss itself; jobs stay durable.
  });
  if (database.pool) serialiseQueueCreation(boss, database.pool);
  await boss.start();
  const registration = await registerProcess(database.db, opts);
  const listeners: DeadProcessListener[] = [];
  let reaping: Promise<void> | undefined;
  /** Reaps dead processes once and lets every listener give their work back (errors are retried later). */
  const reap = () =>
    (reaping ??= (async () => {
      try {
        for (const dead of await registration.reapDead()) {
          for (const listener of listeners) await listener(dead).catch(() => undefined);
        }
      } catch {
        // The database is away: the next reap tries again.
      } finally {
        reaping = undefined;
      }
    })());
  const timer = setInterval(() => void reap(), opts.reapEveryMs ?? PROCESS_HEARTBEAT_MS);
  timer.unref();
  return {
    boss,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5,
    /** This process's id in `job_processes`. */
    processId: registration.id,
    /** Adds a listener for dead processes; reaps at once (a restart gives back what the last run held). */
    onProcessDead: async (listener: DeadProcessListener) => {
      listeners.push(listener);
      await reap();
    },
    /** Reaps dead processes now (tests). */
    reap,
    // At shutdown a job still running after 3 s is left active: the queue expires it and the import stale check (IMPORT_STALE_SECONDS) resumes its import.
    stop: async () => {
      clearInterval(timer);
      await reaping;
      await boss.stop({ graceful: true, wait: true, timeout: 3_000 });
      await registration.stop();
    },
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
