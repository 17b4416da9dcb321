import { and, sql, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import type { FilterPart } from './leads.filters.js';

/**
 * Whether `lead_day_counts` can count a list with these filters exactly: every filter is a status one,
 * FROM/TO, or a facet the table keeps, with at most one facet (the caller checks that the actor sees every
 * lead: the table has no owner keys).
 */
export function dayCountable(parts: readonly FilterPart[]): boolean {
  const facets = parts.filter((p) => p.facet);
  return (
    parts.length > 0 &&
    facets.length <= 1 &&
    parts.every((p) => p.created || p.cube === 'status' || (p.facet && p.dayFacet))
  );
}

/**
 * The exact count of live leads matching `parts` (see `dayCountable`) from `lead_day_counts` (issue 23):
 * - the whole UTC days inside the created_at range, summed from the table (one row per day and status for
 *   the facet value, or the `all` facet when no facet is filtered);
 * - the at most two partial UTC days at the range's edges (FROM's day starts at the query's time zone's
 *   midnight), counted from `leads` over the created_at range of that part day alone.
 * When FROM and TO fall within one UTC day the whole range is the head part. `scope` is the visibility
 * condition over `leads` (live leads for an admin). Answers one statement with one `n` column (bigint).
 */
export function dayCountSql(scope: SQL, parts: readonly FilterPart[]): SQL {
  const lower = parts.find((p) => p.created?.op === '>=')?.created?.bound;
  const upper = parts.find((p) => p.created?.op === '<')?.created?.bound;
  // First whole UTC day (a bound at 00:00 UTC starts one) and the end of the last whole UTC day.
  const dayLo =
    lower && sql`(date_trunc('day', ${lower} - interval '1 microsecond', 'UTC') + interval '1 day')`;
  const dayHi = upper && sql`date_trunc('day', ${upper}, 'UTC')`;
  const keyed = parts.filter((p) => !p.created).map((p) => p.facet ?? p.sql);
  const days = and(
    parts.some((p) => p.facet) ? undefined : sql`facet = 'all'`,
    ...keyed,
    dayLo && sql`day >= (${dayLo} AT TIME ZONE 'UTC')::date`,
    dayHi && sql`day < (${dayHi} AT TIME ZONE 'UTC')::date`,
  );
  const matching = parts.map((p) => p.sql);
  const edge = (bound: SQL) => sql` + (SELECT count(*) FROM leads WHERE ${and(scope, ...matching, bound)})`;
  const head = dayLo ? edge(sql`${leads.createdAt} < ${dayLo}`) : sql``;
  const tail = dayHi ? edge(sql`${leads.createdAt} >= greatest(${dayHi}, ${dayLo ?? dayHi})`) : sql``;
  return sql`SELECT ((SELECT coalesce(sum(n), 0)::bigint FROM lead_day_counts AS leads WHERE ${days})${head}${tail})::bigint AS n`;
}
