import { sql } from 'drizzle-orm';
import { ANALYTICS_WINDOW_DAYS, isDayValue, MSG } from '@leadhouse/domain';
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
  /** The previous window (see `previousWindow`), computed with it. */
  previous: { from: string; to: string };
}

/**
 * Resolves a window from the request (spec §9 windows): `to` defaults to today and `from` to `defaultDays`
 * days ending on `to`, both in the reporting time zone the rollups are built in (`analytics_settings`).
 * Day arithmetic runs in PostgreSQL (date − integer), never in JavaScript. `from`/`to` may be ISO instants
 * (`dayOrInstantSchema`): each is read as its day in that zone.
 * @throws AppError VALIDATION (`validation.reportWindow`) when from > to or the window exceeds 400 days.
 */
export async function resolveWindow(
  db: Db,
  q: { from?: string; to?: string },
  defaultDays: number,
): Promise<ReportWindow> {
  // A day is that day; an instant is its day in the reporting zone (as the leads list's FROM/TO).
  const dayOf = (value: string | undefined) =>
    value === undefined
      ? sql`NULL::date`
      : isDayValue(value)
        ? sql`${value}::date`
        : sql`(${value}::timestamptz AT TIME ZONE t.tz)::date`;
  const [row] = await queryRows<{
    tz: string;
    from: string;
    to: string;
    days: number;
    prev_from: string;
    prev_to: string;
  }>(
    db,
    sql`WITH t AS (SELECT analytics_time_zone() AS tz),
         e AS (SELECT tz, coalesce(${dayOf(q.to)}, (now() AT TIME ZONE tz)::date) AS to_day,
                      ${dayOf(q.from)} AS from_day FROM t),
         f AS (SELECT tz, to_day, coalesce(from_day, to_day - ${defaultDays - 1}::int) AS from_day FROM e),
         n AS (SELECT *, (to_day - from_day + 1)::int AS days FROM f)
        SELECT tz, to_char(from_day, 'YYYY-MM-DD') AS "from", to_char(to_day, 'YYYY-MM-DD') AS "to", days,
               to_char(from_day - ((greatest(days, 1) + 6) / 7) * 7, 'YYYY-MM-DD') AS prev_from,
               to_char(to_day - ((greatest(days, 1) + 6) / 7) * 7, 'YYYY-MM-DD') AS prev_to
        FROM n`,
  );
  const w = row!;
  if (w.days < 1 || w.days > ANALYTICS_WINDOW_DAYS.max) {
    throw badRequest(MSG.validation.reportWindow, [{ field: 'from', message: MSG.validation.reportWindow }]);
  }
  return {
    from: w.from,
    to: w.to,
    timeZone: w.tz,
    days: Number(w.days),
    previous: { from: w.prev_from, to: w.prev_to },
  };
}

/**
 * The previous window of the same length, weekday aligned (docs/decisions.md "Campaigns and analytics"):
 * shifted back by the window's length rounded up to whole weeks, so Mondays compare with Mondays.
 */
export function previousWindow(w: ReportWindow): ReportWindow {
  return { ...w, from: w.previous.from, to: w.previous.to };
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
