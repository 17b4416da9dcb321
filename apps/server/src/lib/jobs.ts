import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** Schema pg-boss keeps its tables in (created on first start, on either engine). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss's `db` adapter over our `Database` (DESIGN.md §2): node-postgres answers as it is; PGlite runs
 * parameterless multi-statement text (pg-boss's locked maintenance commands, its schema) with `exec`, the
 * rest with `query`. A failed `exec` inside pg-boss's own `BEGIN … COMMIT` would leave PGlite's single
 * session in an aborted transaction, so it is rolled back.
 */
export function bossDb(database: Database): PgBoss.Db {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: async (text, values) => pool.query(text, values) };
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
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
