import { z } from 'zod';
import { MSG } from './messages.js';

/*
 * Undo of a lead action (issue 19 "What a sales floor expects" item 1): delete, status, funnel, assign and
 * quick actions answer an `undo` reference; `POST /api/leads/undo` puts back, lead by lead, the values that
 * action changed, where nobody changed them since (docs/decisions.md "Undo and saved views").
 */

/** How long an action can be undone, in minutes from the moment it was made (then 409 `undoExpired`). */
export const UNDO_WINDOW_MINUTES = 10;

/** The kinds of lead actions that can be undone. */
export const UNDOABLE_ACTIONS = ['status', 'funnel', 'assign', 'delete', 'quickAction'] as const;
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number];

/** What an undoable action answers beside `{message, count}`: its id and until when it can be undone. */
export const UndoRefSchema = z.object({
  actionId: z.uuid(),
  undoUntil: z.string().describe('ISO 8601 instant: the end of the undo window'),
});
export type UndoRef = z.infer<typeof UndoRefSchema>;

/** `POST /api/leads/undo`. */
export const UndoLeadActionSchema = z.object({ actionId: z.uuid(MSG.validation.uuid) });
export type UndoLeadAction = z.infer<typeof UndoLeadActionSchema>;

/**
 * Answer of `POST /api/leads/undo`: `restored` leads got the values they had before the action back;
 * `skipped` leads were left as they are, because someone changed them since (or they left the caller's
 * scope, or, for a delete, a live lead now holds their phone or email).
 */
export const UndoResultSchema = z.object({
  message: z.string(),
  restored: z.number().int(),
  skipped: z.number().int(),
});
export type UndoResult = z.infer<typeof UndoResultSchema>;
