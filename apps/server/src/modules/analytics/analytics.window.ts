import { sql } from 'drizzle-orm';
import { ANALYTICS_WINDOW_DAYS, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { queryRows } from './analytics.sql.js';

/** A reporting window: whole days `from`..`to` (inclusive, YYYY-MM-DD) in `timeZone`. */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string;
  /** Number of days in the window. */
  days: number;
}

/**
 * Resolves a window from the request (spec §9 windows): `to` defaults to today and `from` to `defaultDays`
 * days ending on `to`, both in the reporting time zone the rollups are built in (`analytics_settings`).
 * Day arithmetic runs in PostgreSQL (date − integer), never in JavaScript.
 * @throws AppError VALIDATION (`validation.reportWindow`) when from > to or the window exceeds 400 days.
 */
export async function resolveWindow(
  db: Db,
  q: { from?: string; to?: string },
  defaultDays: number,
): Promise<ReportWindow> {
  const [row] = await queryRows<{ tz: string; from: string; to: string; days: number }>(
    db,
    sql`WITH t AS (SELECT analytics_time_zone() AS tz),
         e AS (SELECT tz, coalesce(${q.to ?? null}::date, (now() AT TIME ZONE tz)::date) AS to_day,
                      ${q.from ?? null}::date AS from_day FROM t)
        SELECT tz, to_char(coalesce(from_day, to_day - ${defaultDays - 1}::int), 'YYYY-MM-DD') AS "from",
               to_char(to_day, 'YYYY-MM-DD') AS "to",
               (to_day - coalesce(from_day, to_day - ${defaultDays - 1}::int) + 1)::int AS days
        FROM e`,
  );
  const w = row!;
  if (w.days < 1 || w.days > ANALYTICS_WINDOW_DAYS.max) {
    throw badRequest(MSG.validation.reportWindow, [{ field: 'from', message: MSG.validation.reportWindow }]);
  }
  return { from: w.from, to: w.to, timeZone: w.tz, days: Number(w.days) };
}

/**
 * The previous window of the same length, weekday aligned (docs/decisions.md "Campaigns and analytics"):
 * shifted back by the window's length rounded up to whole weeks, so Mondays compare with Mondays.
 */
export async function previousWindow(db: Db, w: ReportWindow): Promise<ReportWindow> {
  const shift = Math.ceil(w.days / 7) * 7;
  const [row] = await queryRows<{ from: string; to: string }>(
    db,
    sql`SELECT to_char(${w.from}::date - ${shift}::int, 'YYYY-MM-DD') AS "from",
               to_char(${w.to}::date - ${shift}::int, 'YYYY-MM-DD') AS "to"`,
  );
  return { ...w, from: row!.from, to: row!.to };
}

/** Every day of the window (YYYY-MM-DD), from PostgreSQL's calendar (zero-filling). */
export async function windowDays(db: Db, w: ReportWindow): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(d, 'YYYY-MM-DD') AS day
        FROM generate_series(${w.from}::date, ${w.to}::date, interval '1 day') AS d ORDER BY d`,
  );
  return rows.map((r) => r.day);
}
