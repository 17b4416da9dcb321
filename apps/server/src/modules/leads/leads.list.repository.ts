import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { campaigns, leads, pools, users } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';
import { filterParts, todayStart, type FilterPart } from './leads.filters.js';
import { dayCountable, dayCountSql } from './leads.day-count.js';
import { decodeCursor, keysetAfter, leadOrder, sortColumns, sortKeys, type SortKey } from './leads.sort.js';
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

/** A count statement and whether it is cheap (answered by a count table, not by reading leads). */
export interface CountPlan {
  sql: SQL;
  cheap: boolean;
  /** The matching rows (`SELECT 1 FROM leads WHERE …`) for the planner's estimate; absent when cheap. */
  rows?: SQL;
}

/**
 * The exact count of the filtered, visible leads, cheapest way first:
 * - only cube filters (status, pool, employee, affiliate, UNASSIGNED, FOLLOW_UP) and the owner scope: a sum
 *   over `lead_counts` (aliased `leads`, so the filter SQL applies as is);
 * - ONE facet filter (funnel, campaigns, countries, source, number or amount of deposits) with only pool,
 *   employee, affiliate or UNASSIGNED besides: a sum over that facet's rows of `lead_facet_counts`;
 * - only FROM/TO, for an actor who sees every lead: a sum over `lead_hour_counts` when both day edges
 *   fall on whole UTC hours (any whole-hour time zone), else the scan below;
 * - for an actor who sees every lead, status and/or one of the facets funnel, campaign, country or platform
 *   and/or FROM/TO (any time zone): `lead_day_counts` over the whole UTC days plus a scan of the two edge
 *   days (`leads.day-count.ts`, issue 23);
 * - anything else (keywords, dates with other filters, last comment, phone, other quick filters, two
 *   facets, deleted leads): a count over the leads indexes (`cheap: false`: the list leaves it to the
 *   count route, which bounds it).
 */
export function countQuery({ scope, owner }: ListScope, parts: FilterPart[]): CountPlan {
  const facets = parts.filter((p) => p.facet);
  const cubeOnly = parts.every((p) => p.cube || p.facet);
  if (owner && cubeOnly && facets.length === 0) {
    return {
      cheap: true,
      sql: sql`SELECT coalesce(sum(n), 0)::bigint AS n FROM lead_counts AS leads
      WHERE ${and(sql`true`, owner.condition, ...parts.map((p) => p.sql))}`,
    };
  }
  if (owner && facets.length === 1 && parts.every((p) => p.facet || p.cube === 'owner')) {
    const rest = parts.filter((p) => !p.facet).map((p) => p.sql);
    return {
      cheap: true,
      sql: sql`SELECT coalesce(sum(n), 0)::bigint AS n FROM lead_facet_counts AS leads
      WHERE ${and(facets[0]!.facet, owner.condition, ...rest)}`,
    };
  }
  const scan = sql`SELECT count(*) AS n FROM leads WHERE ${and(scope, ...parts.map((p) => p.sql))}`;
  if (owner && !owner.condition && parts.length > 0 && parts.every((p) => p.hours)) {
    // Cheap in whole-hour time zones only; the half-hour fallback scans one date range (an index range).
    const hours = parts.map((p) => p.hours!);
    return {
      cheap: true,
      sql: sql`SELECT CASE WHEN ${and(...hours.map((h) => h.aligned))}
      THEN (SELECT coalesce(sum(n), 0)::bigint FROM lead_hour_counts WHERE ${and(...hours.map((h) => h.sql))})
      ELSE (${scan}) END AS n`,
    };
  }
  if (owner && !owner.condition && dayCountable(parts)) {
    // Status with a facet and/or dates: whole UTC days from lead_day_counts, the two edge days scanned.
    return { cheap: true, sql: dayCountSql(scope, parts) };
  }
  return {
    cheap: false,
    sql: scan,
    rows: sql`SELECT 1 FROM leads WHERE ${and(scope, ...parts.map((p) => p.sql))}`,
  };
}

/** The keyset values of the last row of a page (`expr::text` of each sort key), for `nextCursor`. */
const keysText = (keys: SortKey[]) =>
  sql`json_build_array(${sql.join(
    keys.map((k) => sql`(${k.expr})::text`),
    sql`, `,
  )})`;

/**
 * The queries of one list page, built but not run (the benchmark runs the same SQL raw):
 * - `page`: ONE statement answering `limit + 1` rows (the extra row only says "there is more"), each
 *   carrying `total` (the exact count when `count.cheap`, else NULL: rows never wait for an expensive
 *   count), `newLeads` (only with `q.newLeads`: an uncorrelated scalar subquery, computed once; else NULL)
 *   and `keys` (the sort key values, for
 *   the cursor). The rows are a deferred join: the inner query orders and skips over `internal_id` only (an
 *   index range, index-only when the filters allow), the outer one fetches and joins just the page rows.
 *   With `q.cursor` the inner query starts after the cursor's row (keyset) instead of skipping `offset`
 *   rows, so "next" from page N costs what page 1 costs. A last-comment upper bound under the default sort
 *   reads its matching set once and top-N sorts it (leads with old comments are old, so walking the
 *   `created_at` index from the newest end would read most of the table before finding 40);
 * - `totals`: `total` and `newLeads` alone, for a page that has no rows (past the end, or nothing matches);
 * - `count`: the count statement (`countQuery`); `newLeads`: visible NEW leads created since the start of
 *   today in `TZ` (ignores the other filters);
 * - `parts`: the pieces of `page` for the lean page statement (leads.page.ts); `prepared`: no filter, so
 *   the statement's shape is one of a few (role scope, sort, cursor, columns) and worth preparing.
 * @throws AppError VALIDATION for an unknown sort field or a cursor of another sort.
 */
export function listQueries(db: Db, listScope: ListScope, q: LeadListQuery, page: number, limit: number) {
  const { scope } = listScope;
  const parts = filterParts(q);
  const sortSpec = sortKeys(q.sortBy);
  const after = q.cursor
    ? keysetAfter(sortSpec.keys, sortSpec.desc, decodeCursor(q.sortBy, q.cursor))
    : undefined;
  const where = and(scope, ...parts.map((p) => p.sql), after);
  const order = leadOrder(q.sortBy);
  const offset = q.cursor ? 0 : offsetOf(page, limit);
  const byCreated = (q.sortBy?.field ?? 'createdAt') === 'createdAt';
  const count = countQuery(listScope, parts);
  const total = count.cheap ? sql`(${count.sql})` : sql`NULL::bigint`;
  const newLeads = sql`SELECT count(*) AS n FROM leads
      WHERE ${and(scope, sql`${leads.status} = 'NEW'`, sql`${leads.createdAt} >= ${todayStart(q.TZ)}`)}`;
  // The badge only when asked (issue 23: it cost PostgreSQL more than the rows of the page).
  const newLeadsColumn = q.newLeads === 'true' ? sql`(${newLeads})` : sql`NULL::bigint`;
  const orderSql = sql.join(order, sql`, `);
  // Gathered: the matching set is found out of sort order (old comments), so it is read once (`OFFSET 0`
  // keeps the inner query planned for all its rows) and top-N sorted instead of a walk of the sort index.
  const gathered = byCreated && !!q.LAST_COMMENT_TO;
  const from = gathered
    ? sql`(SELECT ${sql.raw(sortColumns(q.sortBy).join(', '))} FROM leads WHERE ${where} OFFSET 0) AS leads`
    : sql`leads WHERE ${where}`;
  const pageIds = sql`SELECT internal_id FROM ${from}
        ORDER BY ${orderSql} LIMIT ${limit + 1} OFFSET ${offset}`;
  return {
    page: db
      .select({
        ...listColumns,
        total: sql<string | null>`${total}`,
        newLeads: sql<string | null>`${newLeadsColumn}`,
        keys: sql<(string | null)[]>`${keysText(sortSpec.keys)}`,
      })
      .from(leads)
      .innerJoin(sql`(${pageIds}) AS p`, sql`p.internal_id = ${leads.internalId}`)
      .leftJoin(users, eq(users.id, leads.assignedTo))
      .leftJoin(pools, eq(pools.id, leads.poolId))
      .leftJoin(campaigns, eq(campaigns.name, leads.campaign))
      .orderBy(...order),
    totals: sql`SELECT ${total} AS total, ${newLeadsColumn} AS new_leads`,
    /** Whether `totals` can answer anything but NULLs (a cheap count, or the badge asked). */
    totalsNeeded: count.cheap || q.newLeads === 'true',
    count,
    newLeads,
    limit,
    // The parts of `page`, for the lean statement of leads.page.ts (same ids, order, count and keys).
    parts: {
      pageIds,
      order,
      total,
      newLeads: newLeadsColumn,
      keys: keysText(sortSpec.keys),
      prepared: parts.length === 0,
    },
  };
}

/**
 * How much an exact count may cost before an estimate is answered instead: `maxCost` in planner cost units
 * (the count is not even tried above it: it would waste a core the rows need), `timeoutMs` the
 * `statement_timeout` of the attempt (PostgreSQL; PGlite runs in one thread and cannot interrupt, so there
 * `maxCost` alone decides).
 */
export interface CountBudget {
  maxCost: number;
  timeoutMs: number;
}

/** Planner estimate of a statement: rows of its top node and its total cost (`EXPLAIN (FORMAT JSON)`). */
async function planEstimate(db: Runner, query: SQL): Promise<{ rows: number; cost: number }> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number; 'Total Cost': number };
  }>;
  const plan = doc[0]!.Plan;
  return { rows: Math.max(0, Math.round(plan['Plan Rows'])), cost: plan['Total Cost'] };
}

const isStatementTimeout = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
};

/**
 * A count within a budget: exact when cheap or `force`d; else exact when the planner's cost is within
 * `budget.maxCost` and the count finishes within `budget.timeoutMs`; otherwise the planner's row estimate
 * with `exact: false`.
 */
export async function boundedCount(
  db: Db,
  plan: CountPlan,
  force: boolean,
  budget: CountBudget,
): Promise<{ count: number; exact: boolean }> {
  if (plan.cheap || force || !plan.rows) return { count: await runCount(db, plan.sql), exact: true };
  const estimate = await planEstimate(db, plan.rows);
  if (estimate.cost > budget.maxCost) return { count: estimate.rows, exact: false };
  try {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(budget.timeoutMs))}`));
      return runCount(tx, plan.sql);
    });
    return { count, exact: true };
  } catch (err) {
    if (isStatementTimeout(err)) return { count: estimate.rows, exact: false };
    throw err;
  }
}

/** Runs a `count` or `newLeads` query of `listQueries`. */
export async function runCount(db: Runner, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * Runs `listQueries`: one statement, a second only when the page is empty. `count` is null when it is not
 * cheap; `hasMore` is whether the extra row came; `lastKeys` are the keyset values of the last row shown.
 */
export async function runList(queries: ReturnType<typeof listQueries>, db: Runner) {
  const all = await queries.page;
  const hasMore = all.length > queries.limit;
  const rows = all.slice(0, queries.limit);
  const lastKeys = rows.length > 0 ? rows[rows.length - 1]!.keys : null;
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  if (rows.length > 0) {
    return { rows, hasMore, lastKeys, count: num(rows[0]!.total), newLeads: num(rows[0]!.newLeads) };
  }
  const [row] = await queryRows<{ total: string | number | null; new_leads: string | number | null }>(
    db,
    queries.totals,
  );
  return { rows, hasMore, lastKeys, count: num(row?.total), newLeads: num(row?.new_leads) };
}
