import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { SavedViewsMenu } from '../../saved-views';
import type { LeadListState } from '../lead-list-state';
import { listStateOfView, toSavedViewState, visibilityOfView } from '../saved-view-state';

/**
 * The "Views" menu of the leads toolbar (issue 19): saves the list's state and columns, and applies a saved
 * one by setting the URL state (`onApply` with the list state) and the shown columns.
 */
export function LeadsViews({
  state,
  visibility,
  onApply,
}: {
  state: LeadListState;
  visibility: GridColumnVisibilityModel;
  onApply: (state: LeadListState, visibility: GridColumnVisibilityModel) => void;
}) {
  return (
    <SavedViewsMenu
      current={toSavedViewState(state, visibility)}
      onApply={(view) => onApply(listStateOfView(view, state.limit), visibilityOfView(view))}
    />
  );
}
