import type { AccountsAnalyticsInput } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

/** A statistics period: inclusive calendar days (YYYY-MM-DD) in the reporting time zone. */
export interface StatsPeriod {
  fromDay: string;
  toDay: string;
  /** Every day from `fromDay` to `toDay`, in order. */
  days: string[];
}

/**
 * The days of a quick time filter (spec §9; default last_four_weeks) at instant `now` in `timeZone`, with
 * the calendar arithmetic done by PostgreSQL: today; yesterday; last_seven_days (today and the 6 days
 * before); last_four_weeks (today and the 27 before); this_month (the 1st to today); last_month (the whole
 * previous month); custom (`from`..`to` as sent, at most MAX_STATS_PERIOD_DAYS, checked by the schema).
 */
export async function statsPeriod(
  db: Db,
  input: Pick<AccountsAnalyticsInput, 'quickTimeFilter' | 'from' | 'to'>,
  timeZone: string,
  now: Date,
): Promise<StatsPeriod> {
  const [row] = await queryRows<{ from_day: string; to_day: string; days: string[] }>(
    db,
    sql`SELECT to_char(p.f, 'YYYY-MM-DD') AS from_day, to_char(p.t, 'YYYY-MM-DD') AS to_day,
          ARRAY(SELECT to_char(g, 'YYYY-MM-DD') FROM generate_series(p.f::timestamp, p.t::timestamp, interval '1 day') AS g
                ORDER BY g) AS days
        FROM (
          SELECT
            CASE ${input.quickTimeFilter}::text
              WHEN 'today' THEN x.today
              WHEN 'yesterday' THEN x.today - 1
              WHEN 'last_seven_days' THEN x.today - 6
              WHEN 'this_month' THEN date_trunc('month', x.today)::date
              WHEN 'last_month' THEN (date_trunc('month', x.today) - interval '1 month')::date
              WHEN 'custom' THEN ${input.from ?? null}::date
              ELSE x.today - 27 END AS f,
            CASE ${input.quickTimeFilter}::text
              WHEN 'yesterday' THEN x.today - 1
              WHEN 'last_month' THEN date_trunc('month', x.today)::date - 1
              WHEN 'custom' THEN ${input.to ?? null}::date
              ELSE x.today END AS t
          FROM (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS today) AS x
        ) AS p`,
  );
  return { fromDay: row!.from_day, toDay: row!.to_day, days: row!.days };
}
