import {
  MSG,
  SAVED_VIEWS_MAX,
  SavedViewUpdateSchema,
  type SavedView,
  type SavedViewState,
} from '@leadhouse/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { SavedViewRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { isUniqueViolation } from '../users/index.js';
import { countViews, insertView, softDeleteView, updateView, viewsOf } from './saved-views.repository.js';

/*
 * Saved views of the leads list (issue 19, docs/decisions.md "Undo and saved views"): per user, by name. A
 * view is only ever read or changed by the user who saved it: any other id is a 404, whatever the role.
 */

function toView(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = () =>
  new AppError('CONFLICT', MSG.messages.savedViewNameTaken, [
    { field: 'name', message: MSG.messages.savedViewNameTaken },
  ]);

/** Runs a write, answering a second live view of the same name (any case) with a 409 on `name`. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** `GET /api/savedViews`: the caller's live views, by name. */
export async function listViews(db: Db, actor: Actor): Promise<{ rows: SavedView[] }> {
  return { rows: (await viewsOf(db, actor.id)).map(toView) };
}

/**
 * `POST /api/savedViews`: saves `state` under `name` for the caller.
 * @throws AppError CONFLICT `savedViewNameTaken` (a live view of that name, any case) or `savedViewsFull`
 * (`SAVED_VIEWS_MAX` live views already).
 */
export async function createView(
  db: Db,
  actor: Actor,
  body: { name: string; state: SavedViewState },
): Promise<SavedView> {
  if ((await countViews(db, actor.id)) >= SAVED_VIEWS_MAX) {
    throw new AppError('CONFLICT', MSG.messages.savedViewsFull, undefined, undefined, {
      max: SAVED_VIEWS_MAX,
    });
  }
  return toView(await named(() => insertView(db, actor.id, body.name, body.state)));
}

/**
 * `PUT /api/savedViews/:id`: renames the caller's view and/or replaces its state.
 * @throws AppError NOT_FOUND for another user's, a deleted or an unknown view; CONFLICT
 * `savedViewNameTaken`.
 */
export async function changeView(
  db: Db,
  actor: Actor,
  id: string,
  patch: z.output<typeof SavedViewUpdateSchema>,
): Promise<SavedView> {
  const row = await named(() => updateView(db, actor.id, id, patch));
  if (!row) throw notFound(MSG.problems.viewNotFound);
  return toView(row);
}

/**
 * `DELETE /api/savedViews/:id`: marks the caller's view deleted (kept; its name is free again).
 * @throws AppError NOT_FOUND for another user's, a deleted or an unknown view.
 */
export async function deleteView(db: Db, actor: Actor, id: string): Promise<{ message: string }> {
  if (!(await softDeleteView(db, actor.id, id))) throw notFound(MSG.problems.viewNotFound);
  return { message: 'success' };
}
