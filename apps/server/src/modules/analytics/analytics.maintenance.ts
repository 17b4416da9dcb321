import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from './analytics.sql.js';

/**
 * Makes the rollups' days follow the reporting time zone `timeZone` (the `TZ` setting). When it differs
 * from the one they were built in, the rollups are rebuilt in one transaction that holds writers out
 * (SHARE lock on leads and visits): about 10 s per million leads on PostgreSQL. Returns true if rebuilt.
 */
export async function ensureReportingTimeZone(db: Db, timeZone: string): Promise<boolean> {
  const [row] = await queryRows<{ tz: string }>(db, sql`SELECT analytics_time_zone() AS tz`);
  if (row?.tz === timeZone) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE leads, visits IN SHARE MODE`);
    await tx.execute(sql`INSERT INTO analytics_settings (id, time_zone) VALUES (1, ${timeZone})
      ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`);
    await tx.execute(sql`SELECT analytics_rebuild()`);
  });
  return true;
}

/** Rebuilds every rollup from the base tables (repair; the tests' recomputation check). */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE leads, visits IN SHARE MODE`);
    await tx.execute(sql`SELECT analytics_rebuild()`);
  });
}
