import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEPOSIT_AMOUNT_MIN_MINOR,
  DEPOSIT_COUNT_RULES,
  NO_FUNNEL,
  type LeadListQuery,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import {
  campaigns,
  LEAD_SEARCH_EXPR,
  leadComments,
  leadDeposits,
  leadHistory,
  leads,
  pools,
  users,
} from '../../db/schema/index.js';
import { badRequest } from '../../lib/app-error.js';
import { likeEscape, offsetOf } from '../../lib/paging.js';
import { queryRows, textArray, uuidArray, type Runner } from './leads.sql.js';

/** Columns `sortBy` may name (allow-list). Ties break on createdAt then internalId, in the same direction. */
const SORTABLE: Record<string, AnyPgColumn> = {
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phoneNumber: leads.phoneNumber,
  country: leads.country,
  status: leads.status,
  funnel: leads.funnel,
  campaign: leads.campaign,
  platform: leads.platform,
  depositCount: leads.depositCount,
  depositAmount: leads.depositAmount,
  lastContacted: leads.lastContacted,
  lastCommentAt: leads.lastCommentAt,
  internalId: leads.internalId,
};

/**
 * ORDER BY for the list: the chosen column, then createdAt and internalId in the same direction, so each
 * `(column, created_at, internal_id)` index serves its sort both ways. Default: createdAt descending.
 * @throws AppError VALIDATION for a field outside the allow-list.
 */
export function leadOrder(sort: SortBy | undefined): SQL[] {
  const field = sort?.field ?? 'createdAt';
  const dir = sort ? (sort.direction === 1 ? asc : desc) : desc;
  const column = SORTABLE[field];
  if (!column) {
    throw badRequest(`Cannot sort by "${field}". Sort by one of: ${Object.keys(SORTABLE).join(', ')}`, [
      { field: 'sortBy', message: `Unknown sort field ${field}` },
    ]);
  }
  if (field === 'internalId') return [dir(leads.internalId)];
  if (field === 'createdAt') return [dir(leads.createdAt), dir(leads.internalId)];
  return [dir(column), dir(leads.createdAt), dir(leads.internalId)];
}

/** The SQL names of the columns `leadOrder(sort)` reads (validated by `leadOrder`). */
function sortColumns(sort: SortBy | undefined): string[] {
  const column = SORTABLE[sort?.field ?? 'createdAt'] ?? leads.createdAt;
  return [...new Set(['internal_id', 'created_at', column.name])];
}

/** The calendar day (YYYY-MM-DD) of a filter value in `tz`: a plain day as is, an instant converted. */
export function dayIn(value: string, tz: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

/** Start of `day` in `tz`, as an instant (SQL). */
const dayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz}::text)`;
/** Start of the day after `day` in `tz`: TO is inclusive of its whole day, so `< next day`. */
const dayEnd = (day: string, tz: string) => sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${tz}::text)`;
/** Start of today in `tz`. */
export const todayStart = (tz: string) =>
  sql`(date_trunc('day', now() AT TIME ZONE ${tz}::text) AT TIME ZONE ${tz}::text)`;

/** Keyword search: every word must occur in the lower-cased names/email/phone text (trigram index). */
export function keywordCondition(keywords: string | undefined): SQL | undefined {
  const words = (keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${LEAD_SEARCH_EXPR} LIKE ${'%' + likeEscape(w) + '%'}`));
}

const QUICK_FILTERS: Record<string, (tz: string) => SQL> = {
  NEW_TODAY: (tz) => sql`(${leads.status} = 'NEW' AND ${leads.createdAt} >= ${todayStart(tz)})`,
  UNASSIGNED: () => sql`(${leads.assignedTo} IS NULL AND ${leads.poolId} IS NULL)`,
  NO_COMMENT: () => sql`${leads.lastCommentAt} IS NULL`,
  FOLLOW_UP: () => sql`${leads.status} = 'FOLLOW_UP'`,
  DEPOSITORS: () => sql`${leads.depositCount} > 0`,
  NOT_CONTACTED_7D: () =>
    sql`(${leads.lastContacted} IS NULL OR ${leads.lastContacted} < now() - interval '7 days')`,
};

/** One filter's condition over `leads`, and the facet of `lead_facet_counts` that can count it, if any. */
interface FilterPart {
  sql: SQL;
  /** Set for facet filters: the same condition over `lead_facet_counts` (facet + value). */
  facet?: SQL;
  /**
   * Which cubes can apply `sql` as is (columns they are keyed by): `owner` filters (assignee, pool,
   * affiliate) both `lead_counts` and `lead_facet_counts`, `status` filters only `lead_counts`.
   */
  cube?: 'owner' | 'status';
  /** FROM/TO: the bound over `lead_hour_counts.hour`, and whether the bound falls on a whole UTC hour. */
  hours?: { sql: SQL; aligned: SQL };
}

/** A created_at bound as a `lead_hour_counts` condition (`op` is `>=` or `<`). */
const hourBound = (op: '>=' | '<', bound: SQL) => ({
  sql: sql`hour ${sql.raw(op)} ${bound}`,
  aligned: sql`date_trunc('hour', ${bound}, 'UTC') = ${bound}`,
});

/** `deposit_amount` floors of the `amount` facet (migration 0007, `lead_amount_bucket`). */
const AMOUNT_BUCKETS = new Set([100_000, 200_000, 500_000, 1_000_000, 10_000_000]);
const facetIs = (facet: string, value: SQL) => sql`(facet = ${facet} AND ${value})`;

/** The spec §2 filters of one list query as parts (see `FilterPart`); `filterConditions` is their SQL. */
function filterParts(q: LeadListQuery): FilterPart[] {
  const tz = q.TZ;
  const out: FilterPart[] = [];
  const kw = keywordCondition(q.keywords);
  if (kw) out.push({ sql: kw });
  if (q.STATUS?.length) out.push({ sql: sql`${leads.status} = ANY(${textArray(q.STATUS)})`, cube: 'status' });
  if (q.FUNNEL?.length) {
    const named = q.FUNNEL.filter((f) => f !== NO_FUNNEL);
    const none = named.length !== q.FUNNEL.length;
    const parts: SQL[] = [];
    const values: SQL[] = [];
    if (named.length) {
      parts.push(sql`${leads.funnel} = ANY(${textArray(named)})`);
      values.push(sql`value = ANY(${textArray(named)})`);
    }
    if (none) {
      parts.push(sql`${leads.funnel} IS NULL`);
      values.push(sql`value IS NULL`);
    }
    out.push({
      sql: parts.length === 1 ? parts[0]! : sql`(${parts[0]} OR ${parts[1]})`,
      facet: facetIs('funnel', values.length === 1 ? values[0]! : sql`(${values[0]} OR ${values[1]})`),
    });
  }
  if (q.FROM) {
    const bound = dayStart(dayIn(q.FROM, tz), tz);
    out.push({ sql: sql`${leads.createdAt} >= ${bound}`, hours: hourBound('>=', bound) });
  }
  if (q.TO) {
    const bound = dayEnd(dayIn(q.TO, tz), tz);
    out.push({ sql: sql`${leads.createdAt} < ${bound}`, hours: hourBound('<', bound) });
  }
  if (q.CAMPAIGNS?.length) {
    const values = textArray(q.CAMPAIGNS);
    out.push({
      sql: sql`${leads.campaign} = ANY(${values})`,
      facet: facetIs('campaign', sql`value = ANY(${values})`),
    });
  }
  if (q.COUNTRIES?.length) {
    const values = textArray(q.COUNTRIES);
    out.push({
      sql: sql`${leads.country} = ANY(${values})`,
      facet: facetIs('country', sql`value = ANY(${values})`),
    });
  }
  if (q.SOURCE?.length) {
    const values = textArray(q.SOURCE.map((s) => s.toLowerCase()));
    out.push({
      sql: sql`${leads.platform} = ANY(${values})`,
      facet: facetIs('platform', sql`value = ANY(${values})`),
    });
  }
  if (q.POOL?.length) out.push({ sql: sql`${leads.poolId} = ANY(${uuidArray(q.POOL)})`, cube: 'owner' });
  if (q.EMPLOYEE?.length)
    out.push({ sql: sql`${leads.assignedTo} = ANY(${uuidArray(q.EMPLOYEE)})`, cube: 'owner' });
  if (q.AFFILIATE?.length)
    out.push({ sql: sql`${leads.affiliateId} = ANY(${uuidArray(q.AFFILIATE)})`, cube: 'owner' });
  if (q.LAST_COMMENT_FROM)
    out.push({ sql: sql`${leads.lastCommentAt} >= ${dayStart(dayIn(q.LAST_COMMENT_FROM, tz), tz)}` });
  if (q.LAST_COMMENT_TO)
    out.push({ sql: sql`${leads.lastCommentAt} < ${dayEnd(dayIn(q.LAST_COMMENT_TO, tz), tz)}` });
  // Spec §5: the phone filter is valid only when longer than 4 characters; shorter input is ignored.
  if (q.PHONE_NUMBER && q.PHONE_NUMBER.length > 4) {
    const digits = q.PHONE_NUMBER.replace(/\D/g, '') || q.PHONE_NUMBER.toLowerCase();
    const pattern = '%' + likeEscape(digits) + '%';
    // The first condition lets the trigram index find candidates; the second keeps only phone matches.
    out.push({
      sql: sql`(${LEAD_SEARCH_EXPR} LIKE ${pattern} AND replace(${leads.phoneNumber}, '-', '') LIKE ${pattern})`,
    });
  }
  if (q.NUMBER_OF_DEPOSITS) {
    const rule = DEPOSIT_COUNT_RULES[q.NUMBER_OF_DEPOSITS];
    const padded = String(rule.min).padStart(10, '0');
    out.push(
      rule.exact
        ? {
            sql: sql`${leads.depositCount} = ${rule.min}`,
            facet: facetIs('deposits', sql`value = ${padded}`),
          }
        : {
            sql: sql`${leads.depositCount} >= ${rule.min}`,
            facet: facetIs('deposits', sql`value >= ${padded}`),
          },
    );
  }
  if (q.AMOUNT_OF_DEPOSITS) {
    const min = DEPOSIT_AMOUNT_MIN_MINOR[q.AMOUNT_OF_DEPOSITS];
    out.push({
      sql: sql`${leads.depositAmount} >= ${min}`,
      ...(AMOUNT_BUCKETS.has(min) && {
        facet: facetIs('amount', sql`value >= ${String(min).padStart(19, '0')}`),
      }),
    });
  }
  if (q.QUICK_FILTER) {
    const f = QUICK_FILTERS[q.QUICK_FILTER];
    if (f) {
      const cube = { UNASSIGNED: 'owner', FOLLOW_UP: 'status' } as const;
      out.push({ sql: f(tz), cube: cube[q.QUICK_FILTER as keyof typeof cube] });
    }
  }
  return out;
}

/** The SQL conditions of the spec §2 filters of one list query (keywords included). */
export function filterConditions(q: LeadListQuery): SQL[] {
  return filterParts(q).map((p) => p.sql);
}

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

export async function commentsOf(db: Db, leadId: string) {
  return db
    .select({
      id: leadComments.id,
      leadId: leadComments.leadId,
      text: leadComments.text,
      createdAt: leadComments.createdAt,
      authorId: leadComments.createdBy,
      authorName: users.name,
    })
    .from(leadComments)
    .leftJoin(users, eq(users.id, leadComments.createdBy))
    .where(eq(leadComments.leadId, leadId))
    .orderBy(desc(leadComments.createdAt), desc(leadComments.id));
}

export async function depositsOf(db: Db, leadId: string) {
  return db
    .select()
    .from(leadDeposits)
    .where(eq(leadDeposits.leadId, leadId))
    .orderBy(desc(leadDeposits.createdAt));
}

export async function historyOf(db: Db, leadId: string) {
  return db
    .select({
      field: leadHistory.field,
      from: leadHistory.fromValue,
      to: leadHistory.toValue,
      at: leadHistory.at,
      byId: leadHistory.changedBy,
      byName: users.name,
    })
    .from(leadHistory)
    .leftJoin(users, eq(users.id, leadHistory.changedBy))
    .where(eq(leadHistory.leadId, leadId))
    .orderBy(desc(leadHistory.at), desc(leadHistory.id));
}

/** What one bulk statement sets on each targeted lead. Absent keys stay unchanged. */
export interface LeadChange {
  status?: string;
  funnel?: string | null;
  /** Assign to one user (pool cleared) or to nobody. */
  assignee?: { userId: string | null };
  /** Round-robin over `members` starting at `cursor`, in internalId order; the pool is recorded. */
  pool?: { id: string; members: string[]; cursor: number };
  deleted?: boolean;
}

/**
 * Applies `change` to the leads `ids` that are inside `scope`, in ONE statement: it locks the targets (in
 * internalId order, so concurrent bulk edits do not deadlock), updates them and writes one history row per
 * changed status, funnel or assignee (INSERT … SELECT). The update finds each locked row by its `ctid` (a
 * row locked FOR UPDATE in this transaction cannot move), a TID lookup instead of a second primary-key
 * descent per lead. Returns how many of `ids` it matched; the caller
 * compares that with the ids it was given and rolls the transaction back on a difference.
 */
export async function applyChange(
  tx: Runner,
  scope: SQL,
  ids: string[],
  change: LeadChange,
  actorId: string,
): Promise<{ matched: number; history: number }> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  if (change.funnel !== undefined) sets.push(sql`funnel = ${change.funnel}`);
  if (change.assignee) sets.push(sql`assigned_to = ${change.assignee.userId}::uuid`, sql`pool_id = NULL`);
  if (change.pool) {
    const { id, members, cursor } = change.pool;
    sets.push(
      sql`assigned_to = (${uuidArray(members)})[((${cursor}::int + t.rn) % ${members.length}::int) + 1]`,
      sql`pool_id = ${id}::uuid`,
    );
  }
  if (change.deleted !== undefined)
    sets.push(change.deleted ? sql`deleted_at = now()` : sql`deleted_at = NULL`);
  const [row] = await queryRows<{ matched: number; history: number }>(
    tx,
    sql`WITH target AS (
          SELECT ctid AS row_ctid, id, internal_id, status, funnel, assigned_to FROM leads
          WHERE id = ANY(${uuidArray(ids)}) AND ${scope}
          ORDER BY internal_id FOR UPDATE
        ), ranked AS (
          SELECT target.*, (row_number() OVER (ORDER BY internal_id) - 1)::int AS rn FROM target
        ), upd AS (
          UPDATE leads SET ${sql.join(sets, sql`, `)} FROM ranked t WHERE leads.ctid = t.row_ctid
          RETURNING leads.id, t.status AS old_status, leads.status AS new_status, t.funnel AS old_funnel,
            leads.funnel AS new_funnel, t.assigned_to AS old_assignee, leads.assigned_to AS new_assignee
        ), hist AS (
          INSERT INTO lead_history (lead_id, field, from_value, to_value, changed_by)
          SELECT id, 'status', old_status, new_status, ${actorId}::uuid FROM upd
            WHERE old_status IS DISTINCT FROM new_status
          UNION ALL
          SELECT id, 'funnel', old_funnel, new_funnel, ${actorId}::uuid FROM upd
            WHERE old_funnel IS DISTINCT FROM new_funnel
          UNION ALL
          SELECT id, 'assignee', old_assignee::text, new_assignee::text, ${actorId}::uuid FROM upd
            WHERE old_assignee IS DISTINCT FROM new_assignee
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM upd)::int AS matched, (SELECT count(*) FROM hist)::int AS history`,
  );
  return { matched: Number(row?.matched ?? 0), history: Number(row?.history ?? 0) };
}
