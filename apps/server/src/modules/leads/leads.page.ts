import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  displayStatus,
  LEAD_COLUMN_FIELDS,
  type IntegrationHistoryEntry,
  type Lead,
  type LeadColumn,
  type LeadListRow,
} from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import { campaigns, leads, pools, users } from '../../db/schema/index.js';
import type { listQueries } from './leads.list.repository.js';
import { integrationState } from './leads.mapper.js';

/*
 * The lean list page (issue 23): one plain statement that selects only the fields of the asked grid
 * columns, joins only the tables those fields need, formats instants in SQL, and hands node-postgres's rows
 * to the answer as they are (a few fields are finished in place). The route's compiled serializer writes
 * only the properties of the answer's schema, so helper columns of a row (`total`, `keys`, ...) never leak.
 */

type Join = 'users' | 'pools' | 'campaigns';

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds), computed by PostgreSQL. */
const iso = (column: SQLWrapper) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each field a grid column reads is selected as (aliased by the field's name), and its join. */
const FIELD_SQL: Partial<Record<keyof Lead, { sql: SQL; join?: Join; extra?: SQL }>> = {
  id: { sql: sql`${leads.id}` },
  internalId: { sql: sql`${leads.internalId}::float8` },
  firstName: { sql: sql`${leads.firstName}` },
  lastName: { sql: sql`${leads.lastName}` },
  email: { sql: sql`${leads.email}` },
  phoneNumber: { sql: sql`${leads.phoneNumber}` },
  country: { sql: sql`${leads.country}` },
  status: { sql: sql`${leads.status}` },
  funnel: { sql: sql`${leads.funnel}` },
  campaign: {
    sql: sql`${leads.campaign}`,
    join: 'campaigns',
    extra: sql`${campaigns.description} AS "campaignDescription"`,
  },
  platform: { sql: sql`${leads.platform}` },
  assignedTo: { sql: sql`${leads.assignedTo}` },
  assignedToUsername: { sql: sql`${users.username}`, join: 'users' },
  assignedToName: { sql: sql`${users.name}`, join: 'users' },
  poolId: { sql: sql`${leads.poolId}` },
  poolName: { sql: sql`${pools.name}`, join: 'pools' },
  affiliateId: { sql: sql`${leads.affiliateId}` },
  depositCount: { sql: sql`${leads.depositCount}` },
  depositAmount: { sql: sql`${leads.depositAmount}::float8` },
  createdAt: { sql: iso(leads.createdAt) },
  deletedAt: { sql: iso(leads.deletedAt) },
  lastContacted: { sql: iso(leads.lastContacted) },
  lastCommentAt: { sql: iso(leads.lastCommentAt) },
  // The send state reads the last history entry only (`integrationState`).
  integrationState: { sql: sql`${leads.integrationsHistory} -> -1` },
};

const JOINS: Record<Join, SQL> = {
  users: sql`LEFT JOIN ${users} ON ${users.id} = ${leads.assignedTo}`,
  pools: sql`LEFT JOIN ${pools} ON ${pools.id} = ${leads.poolId}`,
  campaigns: sql`LEFT JOIN ${campaigns} ON ${campaigns.name} = ${leads.campaign}`,
};

/** The fields a page of `columns` carries: `id` and `internalId`, then each column's (`LEAD_COLUMN_FIELDS`). */
export function pageFields(columns: readonly LeadColumn[]): (keyof Lead)[] {
  const out = new Set<keyof Lead>(['id', 'internalId']);
  for (const c of columns) for (const f of LEAD_COLUMN_FIELDS[c]) out.add(f);
  return [...out];
}

/**
 * The lean page statement of `queries` for `fields`: the same page ids, order, inline count, badge and
 * cursor keys as `queries.page`, but only these fields and their joins.
 */
export function leanPageQuery(queries: ReturnType<typeof listQueries>, fields: readonly (keyof Lead)[]): SQL {
  const { pageIds, order, total, newLeads, keys } = queries.parts;
  const joins = new Set<Join>();
  const select: SQL[] = [];
  for (const f of fields) {
    const def = FIELD_SQL[f];
    if (!def) continue;
    select.push(sql`${def.sql} AS ${sql.identifier(f)}`);
    if (def.extra) select.push(def.extra);
    if (def.join) joins.add(def.join);
  }
  return sql`SELECT ${sql.join(select, sql`, `)}, ${total} AS "total", ${newLeads} AS "newLeads", ${keys} AS "keys"
    FROM ${leads} JOIN (${pageIds}) AS p ON p.internal_id = ${leads.internalId}
    ${sql.join(
      [...joins].map((j) => JOINS[j]),
      sql` `,
    )}
    ORDER BY ${sql.join(order, sql`, `)}`;
}

const dialect = new PgDialect();
/** Statement texts prepared so far (per process); past `MAX_PREPARED` a new shape runs unprepared. */
const prepared = new Map<string, string>();
const MAX_PREPARED = 32;

/**
 * Runs `query`; on PostgreSQL as a named prepared statement when `prepare` (each pooled connection plans a
 * shape once, then reuses the plan: planning was 2.4 ms of a first page). At most `MAX_PREPARED` shapes
 * per process, so no client can fill PostgreSQL's memory with statements by varying its columns.
 */
export async function runPage<T>(
  database: Database,
  query: SQL | { sql: string; params: unknown[] },
  prepare: boolean,
): Promise<T[]> {
  const { sql: text, params } = 'params' in query ? query : dialect.sqlToQuery(query);
  let name = prepare && database.pool ? prepared.get(text) : undefined;
  if (prepare && database.pool && !name && prepared.size < MAX_PREPARED) {
    name = `lh_list_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    prepared.set(text, name);
  }
  if (name && database.pool) return (await database.pool.query({ name, text, values: params })).rows as T[];
  return database.query<T>(text, params);
}

/** A page statement as sent: its text, its parameters and whether it is prepared (`runPage`). */
interface CompiledPage {
  sql: string;
  params: unknown[];
  prepared: boolean;
  /** `total` and the badge for a page without rows; null when both are NULL whatever the rows. */
  totals: { sql: string; params: unknown[] } | null;
}
/** Compiled page statements by `cacheKey`, most recently used last; at most `MAX_COMPILED`. */
const compiled = new Map<string, CompiledPage>();
const MAX_COMPILED = 256;

/**
 * The page statement for `cacheKey` as compiled before, else `compile()` (kept under the key when one is
 * given). Issue 23: building a page's SQL with Drizzle and rendering it was ~15 % of the server's CPU per
 * first page under 10 clients (CPU profile, docs/benchmarks.md "Session 22"); the key must name every input
 * of the statement (the caller's `pageCacheKey`). Only the statement is kept, never rows: every request
 * still reads the database.
 */
function compiledPage(cacheKey: string | undefined, compile: () => CompiledPage): CompiledPage {
  if (cacheKey === undefined) return compile();
  const hit = compiled.get(cacheKey);
  if (hit) {
    compiled.delete(cacheKey);
    compiled.set(cacheKey, hit);
    return hit;
  }
  const made = compile();
  if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  compiled.set(cacheKey, made);
  return made;
}

/** A row of the lean statement: the fields, plus the helper columns (left in place, never serialized). */
type PageRow = Record<string, unknown> & { total: unknown; newLeads: unknown; keys: (string | null)[] };

/**
 * Runs the lean page: `limit + 1` rows (the extra one says "there is more"), the rows finished in place
 * (status shown as `displayStatus`, campaign as `{name, info}`, the send state from the last history entry).
 * A page without rows reads `total` and the badge with `queries.totals`, when either can be other than NULL.
 */
export async function runLeanPage(
  database: Database,
  build: () => ReturnType<typeof listQueries>,
  fields: readonly (keyof Lead)[],
  page: { limit: number; cacheKey?: string },
) {
  const statement = compiledPage(page.cacheKey, () => {
    const queries = build();
    return {
      ...dialect.sqlToQuery(leanPageQuery(queries, fields)),
      prepared: queries.parts.prepared,
      totals: queries.totalsNeeded ? dialect.sqlToQuery(queries.totals) : null,
    };
  });
  const all = await runPage<PageRow>(database, statement, statement.prepared);
  const hasMore = all.length > page.limit;
  const rows = hasMore ? all.slice(0, page.limit) : all;
  const has = new Set(fields);
  for (const r of rows) {
    if (has.has('status')) r.status = displayStatus(r.status as string);
    if (has.has('campaign')) r.campaign = { name: r.campaign, info: { description: r.campaignDescription } };
    if (has.has('integrationState')) {
      const last = r.integrationState as IntegrationHistoryEntry | null;
      r.integrationState = integrationState(last ? [last] : []);
    }
  }
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  let head: { total: unknown; newLeads: unknown } | undefined = rows[0];
  if (!head && statement.totals) {
    const { sql: text, params } = statement.totals;
    const [t] = await database.query<{ total: unknown; new_leads: unknown }>(text, params);
    head = { total: t?.total, newLeads: t?.new_leads };
  }
  head ??= { total: null, newLeads: null };
  return {
    rows: rows as unknown as LeadListRow[],
    hasMore,
    lastKeys: rows.length > 0 ? rows[rows.length - 1]!.keys : null,
    count: num(head.total),
    newLeads: num(head.newLeads),
  };
}
