import type { Lead } from '@leadhouse/domain';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  browserTimeZone,
  ignoredUrlParts,
  parseListState,
  serializeListState,
  urlTimeZone,
  type LeadListState,
} from './lead-list-state';

/**
 * The leads page's view as it lives in the URL (spec §2): the list state (page, limit, sort, filters,
 * search), the URL parts that were ignored, the time zone its days are counted in, and the open lead;
 * with the setters that write them back (`update` also returns to page 1).
 *
 * `sortModel` and `paginationModel` are the grid's controlled models of that state, kept as the same
 * objects while the URL's sort, page and limit stay the same (issue 19 item 1): the data grid treats a new
 * sort-model object as a sort change and jumps to the first page, so a model rebuilt on every render sent
 * the URL back to page 1 as soon as the next page's rows arrived.
 */
export function useLeadsUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const ignored = useMemo(() => ignoredUrlParts(params), [params]);
  // A drill-down link may name the zone its days are counted in (dashboard: the reporting `TZ`).
  const linkedZone = urlTimeZone(params);
  const timeZone = useMemo(() => linkedZone ?? browserTimeZone(), [linkedZone]);
  const openLeadId = params.get('lead');
  const sortField = state.sort?.field;
  const sortDirection = state.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () =>
      sortField
        ? [{ field: sortField, sort: sortDirection === 1 ? 'asc' : 'desc' }]
        : [{ field: 'createdAt', sort: 'desc' }],
    [sortField, sortDirection],
  );
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: state.page - 1, pageSize: state.limit }),
    [state.page, state.limit],
  );

  const navigate = useCallback(
    (next: LeadListState) => setParams((current) => serializeListState(next, current)),
    [setParams],
  );
  const update = (patch: Partial<LeadListState>) => navigate({ ...state, page: 1, ...patch });
  const openLead = useCallback(
    (lead: Pick<Lead, 'id'>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('lead', lead.id);
        return next;
      }),
    [setParams],
  );
  const closeLead = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('lead');
      return next;
    });

  return {
    state,
    ignored,
    timeZone,
    openLeadId,
    sortModel,
    paginationModel,
    navigate,
    update,
    openLead,
    closeLead,
  };
}
