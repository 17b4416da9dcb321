import {
  canEditLeads,
  isAdmin,
  messageText,
  MSG,
  UNDO_WINDOW_MINUTES,
  type UndoableAction,
  type UndoRef,
  type UndoResult,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import type { LeadChange } from './leads.repository.js';
import { applyChange } from './leads.repository.js';
import { allow, duplicateError, inTransaction } from './leads.tx.js';
import {
  createAction,
  lockAction,
  markUndone,
  setActionCount,
  undoChanges,
} from './leads.undo.repository.js';
import { leadOwnerCondition } from './leads.visibility.js';
import type { SQL } from 'drizzle-orm';
import type { Runner } from './leads.sql.js';

/**
 * Applies `change` as the undoable action `kind` of `actor` inside a transaction `tx` (issue 19): records
 * the action (`lead_actions`), then the change with its history rows tagged by the action's id
 * (`applyChange`), which is all `undoLeadAction` needs. Returns what `applyChange` matched and the undo
 * reference the answer carries (absent when nothing matched).
 */
export async function applyUndoable(
  tx: Runner,
  scope: SQL,
  ids: string[],
  change: LeadChange,
  actor: Actor,
  kind: UndoableAction,
): Promise<{ matched: number; undo?: UndoRef }> {
  const action = await createAction(tx, kind, actor.id);
  const { matched } = await applyChange(tx, scope, ids, change, actor.id, action.id);
  await setActionCount(tx, action.id, matched);
  return { matched, undo: { actionId: action.id, undoUntil: action.undoUntil } };
}

/**
 * `POST /api/leads/undo {actionId}` (issue 19): puts back, lead by lead, the values the action changed
 * (status, funnel, assignee and pool, soft delete, contact stamp), on the leads the caller can still see
 * that nobody changed since; the others are counted as `skipped` and left alone. Undo window:
 * `UNDO_WINDOW_MINUTES` (10) from the action, by the database clock; an action is undone once.
 * @throws AppError FORBIDDEN for roles that cannot edit leads; NOT_FOUND for an unknown action or one
 * another user made (admins may undo anyone's); CONFLICT `undoAlreadyDone` for a second undo,
 * `undoExpired` past the window.
 */
export async function undoLeadAction(db: Db, actor: Actor, actionId: string): Promise<UndoResult> {
  allow(canEditLeads(actor), 'change leads');
  try {
    return await inTransaction(db, async (tx) => {
      const action = await lockAction(tx, actionId);
      if (!action || (action.actorId !== actor.id && !isAdmin(actor)))
        throw notFound(MSG.problems.actionNotFound);
      if (action.undone) throw new AppError('CONFLICT', MSG.messages.undoAlreadyDone);
      if (!action.fresh) {
        throw new AppError('CONFLICT', MSG.messages.undoExpired, undefined, undefined, {
          minutes: UNDO_WINDOW_MINUTES,
        });
      }
      const owner = await leadOwnerCondition(tx, actor);
      const { total, restored } = await undoChanges(tx, actionId, owner, actor.id);
      await markUndone(tx, actionId, actor.id);
      const counts = { restored, skipped: total - restored };
      return { message: messageText(MSG.messages.actionUndone, counts), ...counts };
    });
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
}
