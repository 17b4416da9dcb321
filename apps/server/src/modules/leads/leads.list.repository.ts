import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { campaigns, leads, pools, users } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { filterParts, todayStart, type FilterPart } from './leads.filters.js';
import { leadOrder, sortColumns } from './leads.sort.js';
import { queryRows, type Runner } from './leads.sql.js';

const listColumns = {
  ...getTableColumns(leads),
  assigneeUsername: users.username,
  assigneeName: users.name,
  poolName: pools.name,
  campaignDescription: campaigns.description,
};

/** Leads with the assignee, pool and campaign joined in (for the few rows of a page or one detail). */
export function selectLeads(db: Db) {
  return db
    .select(listColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .leftJoin(pools, eq(pools.id, leads.poolId))
    .leftJoin(campaigns, eq(campaigns.name, leads.campaign));
}

/** Who the list is for: the full scope, and (live lists only) its owner half for the counts cube. */
export interface ListScope {
  scope: SQL;
  /** Set for live-lead lists: the owner condition (undefined = everyone); absent for deleted-lead lists. */
  owner?: { condition: SQL | undefined };
}

/**
 * The exact count of the filtered, visible leads, cheapest way first:
 * - only cube filters (status, pool, employee, affiliate, UNASSIGNED, FOLLOW_UP) and the owner scope: a sum
 *   over `lead_counts` (aliased `leads`, so the filter SQL applies as is);
 * - ONE facet filter (funnel, campaigns, countries, source, number or amount of deposits) with only pool,
 *   employee, affiliate or UNASSIGNED besides: a sum over that facet's rows of `lead_facet_counts`;
 * - only FROM/TO, for an actor who sees every lead: a sum over `lead_hour_counts` when both day edges
 *   fall on whole UTC hours (any whole-hour time zone), else the scan below;
 * - anything else (keywords, dates with other filters, last comment, phone, other quick filters, two
 *   facets, deleted leads): a count over the leads indexes.
 */
function countQuery({ scope, owner }: ListScope, parts: FilterPart[]): SQL {
  const facets = parts.filter((p) => p.facet);
  const cubeOnly = parts.every((p) => p.cube || p.facet);
  if (owner && cubeOnly && facets.length === 0) {
    return sql`SELECT coalesce(sum(n), 0)::bigint AS n FROM lead_counts AS leads
      WHERE ${and(sql`true`, owner.condition, ...parts.map((p) => p.sql))}`;
  }
  if (owner && facets.length === 1 && parts.every((p) => p.facet || p.cube === 'owner')) {
    const rest = parts.filter((p) => !p.facet).map((p) => p.sql);
    return sql`SELECT coalesce(sum(n), 0)::bigint AS n FROM lead_facet_counts AS leads
      WHERE ${and(facets[0]!.facet, owner.condition, ...rest)}`;
  }
  const scan = sql`SELECT count(*) AS n FROM leads WHERE ${and(scope, ...parts.map((p) => p.sql))}`;
  if (owner && !owner.condition && parts.length > 0 && parts.every((p) => p.hours)) {
    const hours = parts.map((p) => p.hours!);
    return sql`SELECT CASE WHEN ${and(...hours.map((h) => h.aligned))}
      THEN (SELECT coalesce(sum(n), 0)::bigint FROM lead_hour_counts WHERE ${and(...hours.map((h) => h.sql))})
      ELSE (${scan}) END AS n`;
  }
  return scan;
}

/**
 * The queries of one list page, built but not run (the benchmark runs the same SQL raw):
 * - `page`: ONE statement answering the page rows, each carrying `total` (the exact count, `countQuery`)
 *   and `newLeads` as uncorrelated scalar subqueries (computed once). The rows are a deferred join: the
 *   inner query orders and skips over `internal_id` only (an index range, index-only when the filters
 *   allow), the outer one fetches and joins just the page rows. With keywords, a phone fragment, or a
 *   last-comment upper bound under the default sort, the matching set is read once instead: counted by a
 *   window and top-N sorted (trigram candidates arrive out of order; leads with old comments are old, so
 *   walking the sort index from the newest end would read most of the table before finding 40);
 * - `totals`: `total` and `newLeads` alone, for a page that has no rows (past the end, or nothing matches);
 * - `newLeads`: visible NEW leads created since the start of today in `TZ` (ignores the other filters).
 */
export function listQueries(db: Db, listScope: ListScope, q: LeadListQuery, page: number, limit: number) {
  const { scope } = listScope;
  const parts = filterParts(q);
  const where = and(scope, ...parts.map((p) => p.sql));
  const order = leadOrder(q.sortBy);
  const offset = offsetOf(page, limit);
  const byCreated = (q.sortBy?.field ?? 'createdAt') === 'createdAt';
  const count = countQuery(listScope, parts);
  const newLeads = sql`SELECT count(*) AS n FROM leads
      WHERE ${and(scope, sql`${leads.status} = 'NEW'`, sql`${leads.createdAt} >= ${todayStart(q.TZ)}`)}`;
  const orderSql = sql.join(order, sql`, `);
  // Gathered: the matching set is small or found out of sort order (trigram candidates, old comments), so
  // it is read once, counted (window) and top-N sorted, instead of a walk of the sort index plus a count.
  const gathered =
    Boolean(q.keywords?.trim()) || (q.PHONE_NUMBER?.length ?? 0) > 4 || (byCreated && !!q.LAST_COMMENT_TO);
  const pageIds: SQL = gathered
    ? // `OFFSET 0` keeps the inner query planned for all its rows (a bitmap scan), as the window needs them.
      sql`SELECT internal_id, count(*) OVER () AS total
        FROM (SELECT ${sql.raw(sortColumns(q.sortBy).join(', '))} FROM leads WHERE ${where} OFFSET 0) AS leads
        ORDER BY ${orderSql} LIMIT ${limit} OFFSET ${offset}`
    : sql`SELECT internal_id, NULL::bigint AS total FROM leads WHERE ${where}
        ORDER BY ${orderSql} LIMIT ${limit} OFFSET ${offset}`;
  return {
    page: db
      .select({
        ...listColumns,
        total: gathered ? sql<string>`p.total` : sql<string>`(${count})`,
        newLeads: sql<string>`(${newLeads})`,
      })
      .from(leads)
      .innerJoin(sql`(${pageIds}) AS p`, sql`p.internal_id = ${leads.internalId}`)
      .leftJoin(users, eq(users.id, leads.assignedTo))
      .leftJoin(pools, eq(pools.id, leads.poolId))
      .leftJoin(campaigns, eq(campaigns.name, leads.campaign))
      .orderBy(...order),
    totals: sql`SELECT (${count}) AS total, (${newLeads}) AS new_leads`,
    count,
    newLeads,
  };
}

/** Runs a `count` or `newLeads` query of `listQueries`. */
export async function runCount(db: Runner, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Runs `listQueries`: one statement, a second only when the page is empty. */
export async function runList(queries: ReturnType<typeof listQueries>, db: Runner) {
  const rows = await queries.page;
  if (rows.length > 0) {
    return { rows, count: Number(rows[0]!.total), newLeads: Number(rows[0]!.newLeads) };
  }
  const [row] = await queryRows<{ total: string | number; new_leads: string | number }>(db, queries.totals);
  return { rows, count: Number(row?.total ?? 0), newLeads: Number(row?.new_leads ?? 0) };
}
