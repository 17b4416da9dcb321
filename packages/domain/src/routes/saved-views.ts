import {
  SavedViewCreateSchema,
  SavedViewListSchema,
  SavedViewSchema,
  SavedViewUpdateSchema,
} from '../saved-views.js';
import { restResource } from './rest.js';

/*
 * Saved views of the leads list (issue 19 item 2 of "What a sales floor expects"). Every route needs the
 * `leads` feature; a view belongs to the user who saved it: another user's view is a 404.
 */

// Listed with the leads routes in the API document: views of the leads list.
const savedViews = restResource('leads', 'savedViews', '/savedViews', { feature: 'leads' });

export const savedViewRoutes = {
  list: savedViews.list("The caller's saved views of the leads list, by name", SavedViewListSchema),
  create: savedViews.create(
    'Save the current list state (filters, sort, search, columns) under a name',
    SavedViewCreateSchema,
    SavedViewSchema,
  ),
  update: savedViews.update(
    'Rename a saved view and/or replace its state',
    SavedViewUpdateSchema,
    SavedViewSchema,
  ),
  remove: savedViews.remove('Delete a saved view (kept, marked deleted)'),
} as const;
