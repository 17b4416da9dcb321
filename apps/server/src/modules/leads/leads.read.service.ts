import { and, eq } from 'drizzle-orm';
import {
  isAdmin,
  isOnSalesFloor,
  LEAD_COLUMNS,
  leadField,
  type Lead,
  type LeadColumn,
  type LeadDetail,
  type LeadListQuery,
  type LeadListResponse,
  type LeadSearchResponse,
  type RoleActor,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { listQueries, runList, selectLeads, type ListScope } from './leads.list.repository.js';
import { toLead, type LeadListRow } from './leads.mapper.js';
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
 * The leads list (spec §2, §7 `GET leads`): filtered, sorted and paged in SQL, with the exact count of
 * what the actor may see. `newLeadsCount` is the number of visible, live leads with status NEW created
 * since the start of today in the query's `TZ`; it ignores the other filters so the badge is stable
 * while the user filters. A page past the end answers no rows and the exact count.
 * @throws AppError VALIDATION for a `sortBy` field outside `LEAD_SORT_FIELDS`; FORBIDDEN for deleted
 * leads asked by a non-admin.
 */
export async function listLeads(db: Db, actor: Actor, q: LeadListQuery): Promise<LeadListResponse> {
  const queries = listQueries(db, await listScope(db, actor, q.DELETED === 'true'), q, q.page, q.limit);
  const { rows, count, newLeads } = await runList(queries, db);
  return {
    rows: rows.map((r) => toLead(r as LeadListRow)),
    count,
    availableColumns: availableColumns(actor),
    newLeadsCount: newLeads,
  };
}

/** Header search (spec §2, §7 `GET leads/search`): keyword over names, email and phone; newest first. */
export async function searchLeads(
  db: Db,
  actor: Actor,
  q: { keyword: string; page: number; limit: number },
): Promise<LeadSearchResponse> {
  const queries = listQueries(
    db,
    await listScope(db, actor, false),
    { keywords: q.keyword, TZ: 'UTC', page: q.page, limit: q.limit },
    q.page,
    q.limit,
  );
  const { rows, count } = await runList(queries, db);
  return { rows: rows.map((r) => toLead(r as LeadListRow)), count };
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
  if (!row) throw notFound('Lead not found');
  return toLead(row as LeadListRow);
}

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
      createdBy: { id: c.authorId, name: c.authorName ?? 'Deleted user' },
    })),
    deposits: deposits.map((d) => ({
      id: d.id,
      amount: Number(d.amount),
      currency: d.currency,
      createdAt: d.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      field: h.field,
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      changedBy: { id: h.byId, name: h.byName ?? 'Deleted user' },
    })),
  };
}
