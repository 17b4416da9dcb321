import { OkResponseSchema } from '../common.js';
import { routesTagged } from '../contract.js';
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
const route = routesTagged(tag);
const access = { feature: 'leads' } as const;

export const savedViewRoutes = {
  list: route('savedViews.list', 'GET /savedViews', {
    access,
    summary: "The caller's saved views of the leads list, by name",
    responses: { 200: SavedViewListSchema },
  }),
  create: route('savedViews.create', 'POST /savedViews', {
    access,
    summary: 'Save the current list state (filters, sort, search, columns) under a name',
    body: SavedViewCreateSchema,
    responses: { 201: SavedViewSchema },
    extraErrors: [409],
  }),
  update: route('savedViews.update', 'PUT /savedViews/:id', {
    access,
    summary: 'Rename a saved view and/or replace its state',
    body: SavedViewUpdateSchema,
    responses: { 200: SavedViewSchema },
    extraErrors: [409],
  }),
  remove: route('savedViews.remove', 'DELETE /savedViews/:id', {
    access,
    summary: 'Delete a saved view (kept, marked deleted)',
    responses: { 200: OkResponseSchema },
  }),
} as const;
