import {
  LEAD_COLUMNS,
  type SavedViewState,
  type SavedViewStateInput,
  type LeadFilterKey,
} from '@leadhouse/domain';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { FILTER_KEYS, parseListState, serializeListState, type LeadListState } from './lead-list-state';

/*
 * A saved view (issue 19) is the list state as the URL writes it (filters with the quick filter, sort,
 * search) plus the shown columns; applying one goes through the same URL reader as a bookmark, so a value
 * that became invalid is dropped the same way.
 */

/** The saved-view state of the list now: its URL form (page and page size left out) and the shown columns. */
export function toSavedViewState(
  state: LeadListState,
  visibility: GridColumnVisibilityModel,
): SavedViewStateInput {
  const params = serializeListState({ ...state, page: 1 });
  const filters: Partial<Record<LeadFilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    filters,
    sort: params.get('sort'),
    search: state.search.trim(),
    columns: LEAD_COLUMNS.filter((c) => visibility[c] !== false),
  };
}

/** The list state a saved view opens on (page 1, the current page size kept). */
export function listStateOfView(view: SavedViewState, limit: number): LeadListState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filters)) if (value) params.set(key, value);
  if (view.sort) params.set('sort', view.sort);
  if (view.search) params.set('search', view.search);
  return { ...parseListState(params), page: 1, limit };
}

/** The grid's column visibility of a saved view: its columns shown, every other lead column hidden. */
export function visibilityOfView(view: SavedViewState): GridColumnVisibilityModel {
  return Object.fromEntries(LEAD_COLUMNS.map((c) => [c, view.columns.includes(c)]));
}
