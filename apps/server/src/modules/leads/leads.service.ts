import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  COUNTRIES,
  countryCodeOf,
  DEFAULT_QUICK_ACTIONS,
  LEAD_COLUMNS,
  MESSAGES,
  type AssignLeads,
  type BulkResult,
  type Lead,
  type LeadColumn,
  type LeadComment,
  type LeadDetail,
  type LeadForm,
  type LeadListQuery,
  type LeadListResponse,
  type LeadSearchResponse,
  type Role,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { campaigns, leadDeposits, leads, poolMembers, pools, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { toLead, type LeadListRow } from './leads.mapper.js';
import {
  applyChange,
  commentsOf,
  depositsOf,
  historyOf,
  listQueries,
  runList,
  selectLeads,
  type LeadChange,
  type ListScope,
} from './leads.repository.js';
import { queryRows } from './leads.sql.js';
import { leadOwnerCondition, leadScope, type LeadState } from './leads.visibility.js';

/** Roles that may change a lead (edit, status, funnel, quick actions); the others only read and comment. */
const EDITORS: readonly Role[] = ['admin', 'super_sales_manager', 'sales_manager', 'sales'];
/** Roles that may delete (soft) and assign to a pool. */
const MANAGERS: readonly Role[] = ['admin', 'super_sales_manager', 'sales_manager'];

function assertRole(actor: Actor, roles: readonly Role[], what: string): void {
  if (!roles.includes(actor.role)) throw forbidden(`Your role cannot ${what}`);
}

/** Column ids the web may show: everything, less the team columns for affiliates and integrations. */
export function availableColumns(role: Role): LeadColumn[] {
  if (role === 'affiliate' || role === 'integration') {
    return LEAD_COLUMNS.filter((c) => c !== 'assignedTo' && c !== 'pool' && c !== 'affiliate');
  }
  return [...LEAD_COLUMNS];
}

/**
 * The leads list (spec §2, §7 `GET leads`): filtered, sorted and paged in SQL, with the exact count of
 * what the actor may see. `newLeadsCount` is the number of visible, live leads with status NEW created
 * since the start of today in the query's `TZ`; it ignores the other filters so the badge is stable
 * while the user filters. A page past the end answers no rows and the exact count.
 */
export async function listLeads(db: Db, actor: Actor, q: LeadListQuery): Promise<LeadListResponse> {
  const queries = listQueries(db, await listScope(db, actor, q.DELETED === 'true'), q, q.page, q.limit);
  const { rows, count, newLeads } = await runList(queries, db);
  return {
    rows: rows.map((r) => toLead(r as LeadListRow)),
    count,
    availableColumns: availableColumns(actor.role),
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

/** The list scope of an actor: live leads (with the owner half for the counts cube) or deleted ones. */
export async function listScope(db: Db, actor: Actor, deleted: boolean): Promise<ListScope> {
  if (deleted) return { scope: await leadScope(db, actor, 'deleted') };
  const owner = { condition: await leadOwnerCondition(db, actor) };
  return { scope: await leadScope(db, actor, 'live', owner), owner };
}

async function findVisible(db: Db, actor: Actor, id: string, state: LeadState = 'live'): Promise<Lead> {
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
 */
export async function getLead(db: Db, actor: Actor, id: string): Promise<LeadDetail> {
  const lead = await findVisible(db, actor, id).catch(async (err: unknown) => {
    if (actor.role === 'admin' && err instanceof AppError && err.code === 'NOT_FOUND') {
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

/** `dialCode-digits` for the form's 10 digits and country (spec §3 'prefix-number'). */
function storedPhone(countryCode: string, digits: string): string {
  const country = COUNTRIES.find((c) => c.code === countryCode)!;
  return `${country.dialCode}-${digits}`;
}

/** Maps a unique violation on phone or email to the 409 the form shows under the field. */
function duplicateError(err: unknown): AppError | undefined {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return undefined;
  const constraint = e?.constraint ?? e?.cause?.constraint ?? '';
  if (constraint.includes('email')) {
    return conflict('A lead with this email already exists', [
      { field: 'email', message: 'A lead with this email already exists' },
    ]);
  }
  return conflict('A lead with this phone number already exists', [
    { field: 'phoneNumber', message: 'A lead with this phone number already exists' },
  ]);
}

/** Runs `fn` in a transaction, retrying a few times on serialization failures and deadlocks (40001, 40P01). */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => fn(tx as unknown as Db));
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      const code = e.code ?? e.cause?.code;
      if ((code === '40001' || code === '40P01') && attempt < 4) continue;
      throw err;
    }
  }
}

/**
 * Adds a lead (spec §5; `POST /api/leads`). The campaign defaults to CRM and is created when new. The lead
 * starts inside its creator's scope: sales-floor creators are its assignee, an affiliate is its affiliate,
 * an integration its creator. A live lead with the same phone or email is a 409 naming the field.
 */
export async function createLead(db: Db, actor: Actor, form: LeadForm): Promise<Lead> {
  const country = countryCodeOf(form.country)!;
  const owner: Partial<typeof leads.$inferInsert> = (ASSIGNABLE_ROLES as readonly Role[]).includes(actor.role)
    ? { assignedTo: actor.id }
    : actor.role === 'affiliate'
      ? { affiliateId: actor.id }
      : {};
  try {
    const id = await db.transaction(async (tx) => {
      await tx.insert(campaigns).values({ name: form.campaign }).onConflictDoNothing();
      const [row] = await tx
        .insert(leads)
        .values({
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phoneNumber: storedPhone(country, form.phoneNumber),
          country,
          campaign: form.campaign,
          platform: form.platform?.toLowerCase() ?? null,
          status: form.status ?? 'NEW',
          funnel: form.funnel ?? null,
          personal: form.personal ?? null,
          createdBy: actor.id,
          ...owner,
        })
        .returning({ id: leads.id });
      return row!.id;
    });
    return await findVisible(db, actor, id);
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
}

/**
 * Updates a lead from the form (`PUT /api/leads`, or `POST` with an id longer than 2 characters: spec §4
 * save rule). Status and funnel changes are written to the history. Unknown or invisible id: 404.
 */
export async function updateLead(db: Db, actor: Actor, id: string, form: LeadForm): Promise<Lead> {
  assertRole(actor, EDITORS, 'edit leads');
  const country = countryCodeOf(form.country)!;
  try {
    await inTransaction(db, async (tx) => {
      const scope = await leadScope(tx, actor);
      const change: LeadChange = {};
      if (form.status !== undefined) change.status = form.status;
      if (form.funnel !== undefined) change.funnel = form.funnel;
      const { matched } = await applyChange(tx, scope, [id], change, actor.id);
      if (matched !== 1) throw notFound('Lead not found');
      await tx.insert(campaigns).values({ name: form.campaign }).onConflictDoNothing();
      await tx
        .update(leads)
        .set({
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phoneNumber: storedPhone(country, form.phoneNumber),
          country,
          campaign: form.campaign,
          ...(form.platform !== undefined && { platform: form.platform?.toLowerCase() ?? null }),
          ...(form.personal !== undefined && { personal: form.personal }),
        })
        .where(eq(leads.id, id));
    });
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
  return findVisible(db, actor, id);
}

/** Adds a comment to a visible lead and stamps `lastCommentAt`, in one statement. Everyone who sees may comment. */
export async function addComment(db: Db, actor: Actor, leadId: string, text: string): Promise<LeadComment> {
  const scope = await leadScope(db, actor);
  const [row] = await queryRows<{ id: string; created_at: string | Date }>(
    db,
    sql`WITH l AS (
          UPDATE leads SET last_comment_at = now() WHERE id = ${leadId}::uuid AND ${scope} RETURNING id
        )
        INSERT INTO lead_comments (lead_id, text, created_by)
        SELECT id, ${text}, ${actor.id}::uuid FROM l RETURNING id, created_at`,
  );
  if (!row) throw notFound('Lead not found');
  return {
    _id: row.id,
    leadId,
    text,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: { id: actor.id, name: actor.user.name },
  };
}

/**
 * Runs one all-or-nothing change over `ids` inside the actor's scope: if any id is unknown, deleted or
 * not visible, nothing changes and the answer is 404.
 */
async function bulk(
  db: Db,
  actor: Actor,
  ids: string[],
  change: LeadChange | ((tx: Db) => Promise<LeadChange>),
  state: LeadState = 'live',
): Promise<number> {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  return inTransaction(db, async (tx) => {
    const scope = await leadScope(tx, actor, state);
    const resolved = typeof change === 'function' ? await change(tx) : change;
    const { matched } = await applyChange(tx, scope, unique, resolved, actor.id);
    if (matched !== unique.length) {
      throw notFound(
        unique.length === 1
          ? 'Lead not found'
          : `${unique.length - matched} of the selected leads were not found`,
      );
    }
    return matched;
  });
}

/** `POST /api/leads/changeStatus`. */
export async function changeStatus(
  db: Db,
  actor: Actor,
  leadId: string,
  status: string,
): Promise<BulkResult> {
  assertRole(actor, EDITORS, 'change leads');
  const n = await bulk(db, actor, [leadId], { status });
  return { message: MESSAGES.statusChanged, count: n };
}

/** `POST /api/leads/bulkStatus`: all or nothing. */
export async function bulkStatus(db: Db, actor: Actor, ids: string[], status: string): Promise<BulkResult> {
  assertRole(actor, EDITORS, 'change leads');
  return { message: MESSAGES.statusChanged, count: await bulk(db, actor, ids, { status }) };
}

/** `POST /api/leads/bulkFunnel`: all or nothing. */
export async function bulkFunnel(db: Db, actor: Actor, ids: string[], funnel: string): Promise<BulkResult> {
  assertRole(actor, EDITORS, 'change leads');
  return { message: MESSAGES.funnelChanged, count: await bulk(db, actor, ids, { funnel }) };
}

/** `POST /api/leads/markAsDeleted`: soft delete (sets `deletedAt`). */
export async function markAsDeleted(db: Db, actor: Actor, ids: string[]): Promise<BulkResult> {
  assertRole(actor, MANAGERS, 'delete leads');
  return { message: MESSAGES.leadsDeleted, count: await bulk(db, actor, ids, { deleted: true }) };
}

/** `POST /api/leads/restore` (admin): brings soft-deleted leads back; a live duplicate makes it a 409. */
export async function restoreLeads(db: Db, actor: Actor, ids: string[]): Promise<BulkResult> {
  assertRole(actor, ['admin'], 'restore leads');
  try {
    return {
      message: 'Leads Restored Successfully',
      count: await bulk(db, actor, ids, { deleted: false }, 'deleted'),
    };
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
}

/** `POST /api/leads/quickAction?QUICK_ACTION=id`: the action's status/funnel/unassign over the ids. */
export async function quickAction(
  db: Db,
  actor: Actor,
  actionId: string,
  ids: string[],
): Promise<BulkResult> {
  assertRole(actor, EDITORS, 'change leads');
  const action = DEFAULT_QUICK_ACTIONS.find((a) => a.id === actionId);
  if (!action)
    throw badRequest('Unknown quick action', [{ field: 'QUICK_ACTION', message: 'Unknown quick action' }]);
  if (action.unassign) assertRole(actor, MANAGERS, 'unassign leads');
  const change: LeadChange = {};
  if (action.status) change.status = action.status;
  if (action.funnel) change.funnel = action.funnel;
  if (action.unassign) change.assignee = { userId: null };
  return { message: 'success', count: await bulk(db, actor, ids, change) };
}

/**
 * `POST /api/leads/assign`: to one user by username (who must be in the actor's assign list: admins and
 * super sales managers anyone on the sales floor, a sales manager its team, a salesperson itself), or to a
 * pool, round-robin over its active members from the pool's `rrCursor` (locked, then advanced in the same
 * transaction, so concurrent assignments stay fair).
 */
export async function assignLeads(db: Db, actor: Actor, input: AssignLeads): Promise<BulkResult> {
  assertRole(actor, EDITORS, 'assign leads');
  if (input.username !== undefined) {
    const target = await assignableUser(db, actor, input.username);
    return {
      message: MESSAGES.leadsAssigned,
      count: await bulk(db, actor, input.leadsIds, { assignee: { userId: target } }),
    };
  }
  assertRole(actor, MANAGERS, 'assign leads to a pool');
  const poolId = input.poolId!;
  const count = await bulk(db, actor, input.leadsIds, async (tx) => {
    const [pool] = await queryRows<{ id: string; active: boolean; rr_cursor: number }>(
      tx,
      sql`SELECT id, active, rr_cursor FROM pools WHERE id = ${poolId}::uuid FOR UPDATE`,
    );
    if (!pool) throw notFound('Pool not found');
    if (!pool.active)
      throw badRequest('This pool is not active', [{ field: 'poolId', message: 'This pool is not active' }]);
    const members = await tx
      .select({ id: users.id })
      .from(poolMembers)
      .innerJoin(users, eq(users.id, poolMembers.userId))
      .where(
        and(
          eq(poolMembers.poolId, poolId),
          eq(users.active, true),
          inArray(users.role, [...ASSIGNABLE_ROLES]),
        ),
      )
      .orderBy(asc(poolMembers.addedAt), asc(users.id));
    if (members.length === 0) {
      throw badRequest('This pool has no active members', [
        { field: 'poolId', message: 'This pool has no active members' },
      ]);
    }
    const cursor = pool.rr_cursor % members.length;
    const n = new Set(input.leadsIds.map((i) => i.toLowerCase())).size;
    await tx
      .update(pools)
      .set({ rrCursor: (cursor + n) % members.length })
      .where(eq(pools.id, poolId));
    return { pool: { id: poolId, members: members.map((m) => m.id), cursor } };
  });
  return { message: MESSAGES.leadsAssigned, count };
}

async function assignableUser(db: Db, actor: Actor, username: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id, role: users.role, active: users.active, managerId: users.managerId })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  const invalid = () =>
    badRequest('Choose an active sales user', [
      { field: 'username', message: 'Choose an active sales user' },
    ]);
  if (!user || !user.active || !(ASSIGNABLE_ROLES as readonly Role[]).includes(user.role)) throw invalid();
  if (actor.role === 'admin' || actor.role === 'super_sales_manager') return user.id;
  if (actor.role === 'sales_manager' && (user.id === actor.id || user.managerId === actor.id)) return user.id;
  if (user.id === actor.id) return user.id;
  throw forbidden('You cannot assign leads to this user');
}

/**
 * `POST /api/leads/addDeposit` (admin): records a deposit in minor units and updates the lead's
 * `depositCount`/`depositAmount` in the same transaction.
 */
export async function addDeposit(
  db: Db,
  actor: Actor,
  input: { leadId: string; amount: number; currency: string },
): Promise<LeadDetail> {
  assertRole(actor, ['admin'], 'record deposits');
  await inTransaction(db, async (tx) => {
    const updated = await tx
      .update(leads)
      .set({
        depositCount: sql`${leads.depositCount} + 1`,
        depositAmount: sql`${leads.depositAmount} + ${input.amount}`,
        updatedAt: new Date(),
      })
      .where(and(eq(leads.id, input.leadId), sql`${leads.deletedAt} IS NULL`))
      .returning({ id: leads.id });
    if (updated.length === 0) throw notFound('Lead not found');
    await tx
      .insert(leadDeposits)
      .values({ leadId: input.leadId, amount: input.amount, currency: input.currency, createdBy: actor.id });
  });
  return getLead(db, actor, input.leadId);
}
