import { IdParamSchema, OkResponseSchema } from '../common.js';
import { AUTH_ERRORS, defineRoute } from '../contract.js';
import {
  SavedViewCreateSchema,
  SavedViewListSchema,
  SavedViewSchema,
  SavedViewUpdateSchema,
} from '../saved-views.js';

/*
 * Saved views of the leads list (issue 19 item 2 of "What a sales floor expects"). Every route needs the
 * `leads` feature; a view belongs to the user who saved it: another user's view is a 404.
 */

// Listed with the leads routes in the API document: views of the leads list.
const tag = 'leads';
const access = { feature: 'leads' } as const;

export const savedViewRoutes = {
  list: defineRoute({
    id: 'savedViews.list',
    method: 'GET',
    path: '/savedViews',
    tag,
    access,
    summary: "The caller's saved views of the leads list, by name",
    responses: { 200: SavedViewListSchema },
    errors: [...AUTH_ERRORS],
  }),
  create: defineRoute({
    id: 'savedViews.create',
    method: 'POST',
    path: '/savedViews',
    tag,
    access,
    summary: 'Save the current list state (filters, sort, search, columns) under a name',
    body: SavedViewCreateSchema,
    responses: { 201: SavedViewSchema },
    errors: [400, ...AUTH_ERRORS, 409],
  }),
  update: defineRoute({
    id: 'savedViews.update',
    method: 'PUT',
    path: '/savedViews/:id',
    tag,
    access,
    summary: 'Rename a saved view and/or replace its state',
    params: IdParamSchema,
    body: SavedViewUpdateSchema,
    responses: { 200: SavedViewSchema },
    errors: [400, ...AUTH_ERRORS, 404, 409],
  }),
  remove: defineRoute({
    id: 'savedViews.remove',
    method: 'DELETE',
    path: '/savedViews/:id',
    tag,
    access,
    summary: 'Delete a saved view (kept, marked deleted)',
    params: IdParamSchema,
    responses: { 200: OkResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
} as const;
