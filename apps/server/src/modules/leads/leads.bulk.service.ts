import {
  canEditLeads,
  canManageLeads,
  DEFAULT_QUICK_ACTIONS,
  isAdmin,
  isOnSalesFloor,
  MESSAGES,
  type BulkResult,
  type UndoableAction,
  type UndoRef,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { afterLeadsChanged } from './leads.notify.js';
import { applyChange, type LeadChange } from './leads.repository.js';
import { allow, duplicateError, inTransaction } from './leads.tx.js';
import { applyUndoable } from './leads.undo.service.js';
import { leadScope, type LeadState } from './leads.visibility.js';

/** What a bulk change did: how many leads, and the undo reference of an undoable action. */
export interface BulkOutcome {
  count: number;
  undo?: UndoRef;
}

/**
 * Runs one all-or-nothing change over `ids` inside the actor's scope, as one UPDATE statement
 * (`applyChange`): if any id is unknown, deleted or not visible, nothing changes. With `kind` the change is
 * an undoable action (`applyUndoable`: its previous values are kept for `POST /api/leads/undo`).
 * @throws AppError NOT_FOUND (404) naming how many of the selected leads were not found.
 */
export async function bulk(
  db: Db,
  actor: Actor,
  ids: string[],
  change: LeadChange | ((tx: Db) => Promise<LeadChange>),
  options: { state?: LeadState; kind?: UndoableAction } = {},
): Promise<BulkOutcome> {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  return inTransaction(db, async (tx) => {
    const scope = await leadScope(tx, actor, options.state ?? 'live');
    const resolved = typeof change === 'function' ? await change(tx) : change;
    const { matched, undo } = options.kind
      ? await applyUndoable(tx, scope, unique, resolved, actor, options.kind)
      : { ...(await applyChange(tx, scope, unique, resolved, actor.id)), undo: undefined };
    if (matched !== unique.length) {
      throw notFound(
        unique.length === 1
          ? MSG.problems.leadNotFound
          : `${unique.length - matched} of the selected leads were not found`,
      );
    }
    await afterLeadsChanged(tx, actor, unique, resolved);
    return undo ? { count: matched, undo } : { count: matched };
  });
}

/**
 * A status/funnel change made by `actor`: contacts the leads when the actor is on the sales floor
 * (`lastContacted` = now; admins' clean-up edits do not, docs/decisions.md).
 */
function contactChange(actor: Actor, change: LeadChange): LeadChange {
  return isOnSalesFloor(actor.role) ? { ...change, contacted: 'always' } : change;
}

/**
 * `POST /api/leads/changeStatus`.
 * @throws AppError FORBIDDEN for roles that cannot edit leads; NOT_FOUND for an invisible lead.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  leadId: string,
  status: string,
): Promise<BulkResult> {
  allow(canEditLeads(actor), 'change leads');
  const done = await bulk(db, actor, [leadId], contactChange(actor, { status }), { kind: 'status' });
  return { message: MESSAGES.statusChanged, ...done };
}

/**
 * `POST /api/leads/bulkStatus`: all or nothing, one UPDATE statement.
 * @throws AppError FORBIDDEN for roles that cannot edit leads; NOT_FOUND when any id is invisible.
 */
export async function bulkStatus(db: Db, actor: Actor, ids: string[], status: string): Promise<BulkResult> {
  allow(canEditLeads(actor), 'change leads');
  const done = await bulk(db, actor, ids, contactChange(actor, { status }), { kind: 'status' });
  return { message: MESSAGES.statusChanged, ...done };
}

/**
 * `POST /api/leads/bulkFunnel`: all or nothing, one UPDATE statement.
 * @throws AppError FORBIDDEN for roles that cannot edit leads; NOT_FOUND when any id is invisible.
 */
export async function bulkFunnel(db: Db, actor: Actor, ids: string[], funnel: string): Promise<BulkResult> {
  allow(canEditLeads(actor), 'change leads');
  const done = await bulk(db, actor, ids, contactChange(actor, { funnel }), { kind: 'funnel' });
  return { message: MESSAGES.funnelChanged, ...done };
}

/**
 * `POST /api/leads/markAsDeleted`: soft delete (sets `deletedAt`; nothing is removed).
 * @throws AppError FORBIDDEN unless `canManageLeads`; NOT_FOUND when any id is invisible.
 */
export async function markAsDeleted(db: Db, actor: Actor, ids: string[]): Promise<BulkResult> {
  allow(canManageLeads(actor), 'delete leads');
  const done = await bulk(db, actor, ids, { deleted: true }, { kind: 'delete' });
  return { message: MESSAGES.leadsDeleted, ...done };
}

/**
 * `POST /api/leads/restore` (admin): brings soft-deleted leads back.
 * @throws AppError FORBIDDEN for non-admins; CONFLICT (409) when a restored lead duplicates a live one.
 */
export async function restoreLeads(db: Db, actor: Actor, ids: string[]): Promise<BulkResult> {
  allow(isAdmin(actor), 'restore leads');
  try {
    return {
      message: 'Leads Restored Successfully',
      count: (await bulk(db, actor, ids, { deleted: false }, { state: 'deleted' })).count,
    };
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
}

/**
 * `POST /api/leads/quickAction?QUICK_ACTION=id`: the action's status/funnel/unassign over the ids. A
 * status or funnel action by a sales-floor user contacts the leads.
 * @throws AppError VALIDATION for an unknown action; FORBIDDEN for roles that cannot edit (unassign:
 * `canManageLeads`); NOT_FOUND when any id is invisible.
 */
export async function quickAction(
  db: Db,
  actor: Actor,
  actionId: string,
  ids: string[],
): Promise<BulkResult> {
  allow(canEditLeads(actor), 'change leads');
  const action = DEFAULT_QUICK_ACTIONS.find((a) => a.id === actionId);
  if (!action)
    throw badRequest(MSG.validation.unknownQuickAction, [
      { field: 'QUICK_ACTION', message: MSG.validation.unknownQuickAction },
    ]);
  if (action.unassign) allow(canManageLeads(actor), 'unassign leads');
  let change: LeadChange = {};
  if (action.status) change.status = action.status;
  if (action.funnel) change.funnel = action.funnel;
  if (action.status || action.funnel) change = contactChange(actor, change);
  if (action.unassign) change.assignee = { userId: null };
  return { message: 'success', ...(await bulk(db, actor, ids, change, { kind: 'quickAction' })) };
}
