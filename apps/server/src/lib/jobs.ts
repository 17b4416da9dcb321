import PgBoss from 'pg-boss';
import { isConnectionError, type Database } from '../db/client.js';

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

/**
 * The durable job queue (pg-boss 10) on the application's database. Jobs survive a restart; each queue is
 * created before use. `stop()` lets running handlers finish (they should check their own stop flag).
 * One per app: `buildApp` creates it, starts the modules' workers on it and stops it on close, after the
 * workers (modules never start a queue of their own).
 */
export async function createJobQueue(database: Database, opts: { pollingIntervalSeconds?: number } = {}) {
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
  await boss.start();
  return {
    boss,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5,
    // At shutdown a job still running after 3 s is left active: the queue expires it and the import stale check (IMPORT_STALE_SECONDS) resumes its import.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 3_000 }),
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
