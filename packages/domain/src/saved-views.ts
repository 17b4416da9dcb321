import { z } from 'zod';
import { rowsResponseSchema } from './common.js';
import { LEAD_COLUMNS } from './lead-fields.js';
import { isLeadFilterValue, LEAD_FILTER_KEYS, LEAD_FILTERS, type LeadFilterKey } from './lead-filters.js';
import { isLeadSortField } from './lead-fields.js';
import { MSG } from './messages.js';

/*
 * Saved views of the leads list (issue 19 "What a sales floor expects" item 2): a named list state of one
 * user (filters with the quick filter, sort, search and the shown columns), kept on the server; a user
 * only ever sees its own (docs/decisions.md "Undo and saved views").
 */

/** Longest view name, in characters. */
export const SAVED_VIEW_NAME_MAX = 80;
/** Most live views one user may keep (then 409 `savedViewsFull`). */
export const SAVED_VIEWS_MAX = 100;

const filterShape = Object.fromEntries(
  LEAD_FILTER_KEYS.map((key) => [key, z.string().trim().min(1).max(20_000).optional()]),
) as Record<LeadFilterKey, z.ZodOptional<z.ZodString>>;

/**
 * The filters of a view as the leads URL writes them (`STATUS: 'NEW,ACTIVE'`, `FROM: '2026-01-31'`): every
 * value (each comma-separated one of a multi filter) must be one the filter accepts (`isLeadFilterValue`).
 */
const SavedViewFiltersSchema = z.object(filterShape).superRefine((filters, ctx) => {
  for (const key of LEAD_FILTER_KEYS) {
    const raw = filters[key];
    if (raw === undefined) continue;
    const values = LEAD_FILTERS[key].kind === 'multi' ? raw.split(',').map((v) => v.trim()) : [raw];
    const bad = values.find((v) => !isLeadFilterValue(key, v));
    if (bad !== undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `Not a value of ${key}: "${bad.slice(0, 60)}"` });
  }
});

/** A view's list state. `sort` is the leads URL's `field` or `-field` (null: newest first). */
export const SavedViewStateSchema = z.object({
  filters: SavedViewFiltersSchema,
  sort: z
    .string()
    .max(64)
    .refine((s) => isLeadSortField(s.replace(/^-/, '')), 'Sort by a sortable column, like -createdAt')
    .nullable(),
  search: z.string().trim().max(200).default(''),
  columns: z
    .array(z.enum(LEAD_COLUMNS))
    .max(LEAD_COLUMNS.length)
    .describe('The grid columns shown, in any order'),
});
export type SavedViewState = z.output<typeof SavedViewStateSchema>;
export type SavedViewStateInput = z.input<typeof SavedViewStateSchema>;

const nameField = z
  .string({ error: MSG.validation.name })
  .trim()
  .min(1, MSG.validation.name)
  .max(SAVED_VIEW_NAME_MAX, `At most ${SAVED_VIEW_NAME_MAX} characters`);

/** A saved view as the API answers it. */
export const SavedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: SavedViewStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** `POST /api/savedViews`: a new view from the current list state. */
export const SavedViewCreateSchema = z.object({ name: nameField, state: SavedViewStateSchema });
export type SavedViewCreate = z.input<typeof SavedViewCreateSchema>;

/** `PUT /api/savedViews/:id`: a new name, and/or the current list state in place of the saved one. */
export const SavedViewUpdateSchema = z
  .object({ name: nameField.optional(), state: SavedViewStateSchema.optional() })
  .refine((v) => v.name !== undefined || v.state !== undefined, {
    message: 'Send a name, a state, or both',
    path: ['name'],
  });

/** `GET /api/savedViews`: the caller's live views, by name. */
export const SavedViewListSchema = rowsResponseSchema(SavedViewSchema);
