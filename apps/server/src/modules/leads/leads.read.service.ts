import { and, eq } from 'drizzle-orm';
import {
  isAdmin,
  isOnSalesFloor,
  DEFAULT_LIST_COLUMNS,
  LEAD_COLUMNS,
  MAX_LEAD_JUMP_OFFSET,
  leadField,
  type Lead,
  type LeadColumn,
  type LeadCountQuery,
  type LeadCountResponse,
  type LeadDetail,
  type LeadListQuery,
  type LeadListResponse,
  type LeadSearchResponse,
  type RoleActor,
  MSG,
} from '@leadhouse/domain';
import type { Database, Db } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { filterParts } from './leads.filters.js';
import {
  boundedCount,
  countQuery,
  listQueries,
  runList,
  selectLeads,
  type CountBudget,
  type ListScope,
} from './leads.list.repository.js';
import { pageFields, runLeanPage } from './leads.page.js';
import { encodeCursor } from './leads.sort.js';
import { leadFor, toLead, type LeadListRow as DbListRow } from './leads.mapper.js';
import { commentsOf, depositsOf, historyOf } from './leads.repository.js';
import { leadOwnerCondition, leadScope, type LeadState } from './leads.visibility.js';

/**
 * Grid column ids the web may show (registry order, `LEAD_COLUMNS`): every column for admins and the sales
 * floor; affiliates and integrations do not get the registry's `ownership` columns (assignee, pool,
 * affiliate).
 */
export function availableColumns(actor: RoleActor): LeadColumn[] {
  if (isAdmin(actor) || isOnSalesFloor(actor.role)) return [...LEAD_COLUMNS];
  return LEAD_COLUMNS.filter((c) => leadField(c)?.ownership !== true);
}

/** The list scope of an actor: live leads (with the owner half for the counts cube) or deleted ones. */
export async function listScope(db: Db, actor: Actor, deleted: boolean): Promise<ListScope> {
  if (deleted) return { scope: await leadScope(db, actor, 'deleted') };
  const owner = { condition: await leadOwnerCondition(db, actor) };
  return { scope: await leadScope(db, actor, 'live', owner), owner };
}

/**
 * The leads list (spec §2, §7 `GET leads`): filtered, sorted and paged in SQL, rows first. `count` is the
 * exact count of what the actor may see when a count table answers it (cheap), else null: the web asks
 * `GET leads/count` separately, so no page waits for an expensive count. `hasMore` comes from reading one
 * row more than `limit`; `nextCursor` opens the next page by keyset (`q.cursor`, same sort). Each row carries
 * the fields its grid columns read: `columns`, else the grid's default visible columns the actor may see
 * (`DEFAULT_LIST_COLUMNS`); issue 23's lean statement (leads.page.ts). `newLeadsCount`, only with
 * `newLeads=true` (else null), is the number of visible, live leads with status NEW created since the start
 * of today in the query's `TZ`; it ignores the other filters so the badge is stable while the user filters.
 * A page past the end answers no rows.
 * @throws AppError VALIDATION for a `sortBy` field outside `LEAD_SORT_FIELDS`, a cursor of another sort, or
 * a page starting past `MAX_LEAD_JUMP_OFFSET` without a cursor; FORBIDDEN for deleted leads asked by a
 * non-admin.
 */
export async function listLeads(
  database: Database,
  actor: Actor,
  q: LeadListQuery,
): Promise<LeadListResponse> {
  const { db } = database;
  if (!q.cursor && (q.page - 1) * q.limit > MAX_LEAD_JUMP_OFFSET) {
    throw badRequest(
      `Page ${q.page} is too far to open directly (more than ${MAX_LEAD_JUMP_OFFSET} rows in): go page by page with "next", narrow the filters, or reverse the sort`,
      [{ field: 'page', message: `At most ${Math.floor(MAX_LEAD_JUMP_OFFSET / q.limit) + 1} at this limit` }],
    );
  }
  const scope = await listScope(db, actor, q.DELETED === 'true');
  const columns = availableColumns(actor);
  const shown = pageFields(q.columns ?? DEFAULT_LIST_COLUMNS.filter((c) => columns.includes(c)));
  // A deleted lead's row also says when it was deleted (the "Deleted leads" screen's column).
  const fields = q.DELETED === 'true' ? [...shown, 'deletedAt' as const] : shown;
  const { rows, count, newLeads, hasMore, lastKeys } = await runLeanPage(
    database,
    () => listQueries(db, scope, q, q.page, q.limit),
    fields,
    { limit: q.limit, cacheKey: pageCacheKey(actor, q, fields) },
  );
  return {
    rows,
    count,
    hasMore,
    nextCursor: hasMore && lastKeys ? encodeCursor(q.sortBy, lastKeys) : null,
    availableColumns: columns,
    newLeadsCount: newLeads,
  };
}

/** Roles whose list scope is a function of their role and id alone (`leadOwnerCondition`). */
const FIXED_SCOPE_ROLES: ReadonlySet<string> = new Set(['admin', 'affiliate', 'integration']);

/**
 * The key of a page statement that may be reused (`runLeanPage`): live leads of an admin (every live lead),
 * an affiliate (its own) or an integration (what it created), whose scope depends only on the role and the
 * id, both in the key with the query and the fields. The sales floor's scope follows its teams and pools,
 * which can change between two requests: its statements are built every time (undefined).
 */
function pageCacheKey(actor: Actor, q: LeadListQuery, fields: readonly string[]): string | undefined {
  if (!FIXED_SCOPE_ROLES.has(actor.role) || q.DELETED === 'true') return undefined;
  return JSON.stringify([actor.role, actor.id, q, fields]);
}

/**
 * What an exact count may cost on the count route before an estimate is answered (issue 13: a count
 * within ~100 ms, else an estimate marked as one). `maxCost` calibrated on 1M leads (docs/benchmarks.md).
 */
export const COUNT_BUDGET: CountBudget = { maxCost: 40_000, timeoutMs: 80 };

/**
 * The count of a leads list (`GET leads/count`, same filters as the list): exact when a count table answers
 * it, when `exact=true`, or when it fits `budget`; else the planner's estimate with `exact: false`.
 * @throws AppError FORBIDDEN for deleted leads asked by a non-admin.
 */
export async function countLeads(
  db: Db,
  actor: Actor,
  q: LeadCountQuery,
  budget: CountBudget = COUNT_BUDGET,
): Promise<LeadCountResponse> {
  const scope = await listScope(db, actor, q.DELETED === 'true');
  return boundedCount(db, countQuery(scope, filterParts(q)), q.exact === 'true', budget);
}

/**
 * Header search (spec §2, §7 `GET leads/search`): keyword over names, email and phone; newest first. The
 * count is exact when the page is the last one, else a bounded count (an estimate past the budget).
 */
export async function searchLeads(
  db: Db,
  actor: Actor,
  q: { keyword: string; page: number; limit: number },
): Promise<LeadSearchResponse> {
  const query = { keywords: q.keyword, TZ: 'UTC', page: q.page, limit: q.limit };
  const scope = await listScope(db, actor, false);
  const { rows, hasMore } = await runList(listQueries(db, scope, query, q.page, q.limit), db);
  const count = hasMore
    ? (await boundedCount(db, countQuery(scope, filterParts(query)), false, COUNT_BUDGET)).count
    : (q.page - 1) * q.limit + rows.length;
  return { rows: rows.map((r) => leadFor(toLead(r as DbListRow), actor)), count };
}

/**
 * One lead inside the actor's scope (`state`: live or deleted).
 * @throws AppError NOT_FOUND when it is unknown or not visible.
 */
export async function findVisible(
  db: Db,
  actor: Actor,
  id: string,
  state: LeadState = 'live',
): Promise<Lead> {
  const scope = await leadScope(db, actor, state);
  const [row] = await selectLeads(db)
    .where(and(eq(leads.id, id), scope))
    .limit(1);
  if (!row) throw notFound(MSG.problems.leadNotFound);
  return leadFor(toLead(row as DbListRow), actor);
}

/** The author of a comment or of a change; a user deleted since (no name left) shows as 'Deleted user'. */
const person = <Id>(id: Id, name: string | null) => ({ id, name: name ?? 'Deleted user' });

/**
 * One lead with its comments (author names), deposits and status/funnel/assignee history, newest first.
 * Admins may open a deleted lead; for everyone else a lead outside their scope is a 404.
 * @throws AppError NOT_FOUND.
 */
export async function getLead(db: Db, actor: Actor, id: string): Promise<LeadDetail> {
  const lead = await findVisible(db, actor, id).catch(async (err: unknown) => {
    if (isAdmin(actor) && err instanceof AppError && err.code === 'NOT_FOUND') {
      return findVisible(db, actor, id, 'deleted');
    }
    throw err;
  });
  const [comments, deposits, history] = await Promise.all([
    commentsOf(db, id),
    depositsOf(db, id),
    historyOf(db, id),
  ]);
  return {
    ...lead,
    comments: comments.map((c) => ({
      _id: c.id,
      leadId: c.leadId,
      text: c.text,
      createdAt: c.createdAt.toISOString(),
      createdBy: person(c.authorId, c.authorName),
    })),
    deposits: deposits.map((d) => ({
      id: d.id,
      amount: Number(d.amount),
      currency: d.currency,
      createdAt: d.createdAt.toISOString(),
      reversesId: d.reversesId,
      reversedById: deposits.find((r) => r.reversesId === d.id)?.id ?? null,
      reason: d.reason,
    })),
    history: history.map((h) => ({
      field: h.field,
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      changedBy: person(h.byId, h.byName),
    })),
  };
}
