import { isLeadSortField, LEAD_COLUMNS, type Lead, type LeadColumn } from '@leadhouse/domain';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout, type GridListState } from '../../components/server-grid';
import type { FilterOption } from './components/filter-fields';
import { leadColumnDefs } from './components/leads-columns';
import { leadPhoneColumns } from './components/lead-phone-cell';
import { loadColumnVisibility, storeColumnVisibility } from './column-visibility';
import { LEAD_PAGE_SIZE_OPTIONS, toApiQuery, type LeadListState } from './lead-list-state';
import { useLeadListData } from './use-lead-list-data';
import type { useLeadsUrl } from './use-leads-url';
import { useLiveNewLeads } from './use-live-leads';
import { useWorkedRows } from './use-worked-rows';

/** The leads URL's state and setters (`useLeadsUrl`). */
export type LeadsUrl = ReturnType<typeof useLeadsUrl>;

/** The list's order when the URL names none: newest first (spec §4). */
export const DEFAULT_LEAD_SORT = { field: 'createdAt', direction: -1 as const };

/**
 * The grid's column visibility, read from the browser's storage once; `setVisibility` stores every change
 * (column chooser, grid menu, saved view) so the next visit shows the same columns.
 */
export function useColumnVisibility() {
  const [visibility, setShown] = useState<GridColumnVisibilityModel>(loadColumnVisibility);
  const setVisibility = useCallback((model: GridColumnVisibilityModel) => {
    setShown(model);
    storeColumnVisibility(model);
  }, []);
  return [visibility, setVisibility] as const;
}

/**
 * The rows of the leads list for the URL's state: lean pages with only the fields of the shown columns
 * (issue 13), new leads of this view live (issue 21 §3-§4), worked rows kept in place until the user
 * refreshes or pages (issue 19 item 5). `refresh` is the toolbar's; `showNew` the banner's "show".
 */
export function useLeadRows(state: LeadListState, timeZone: string, visibility: GridColumnVisibilityModel) {
  const shown = useMemo(() => LEAD_COLUMNS.filter((c) => visibility[c] !== false), [visibility]);
  const listData = useLeadListData(state, timeZone, shown);
  const { data, refetch } = listData.list;
  const live = useLiveNewLeads(state, timeZone);
  const apiQuery = useMemo(() => toApiQuery(state, timeZone), [state, timeZone]);
  const queryKey = JSON.stringify(apiQuery);
  // A lean row carries the fields of the shown columns (the only cells rendered); the placeholder rule of
  // `leadsQueryOptions` never shows rows fetched for other columns.
  const listed = useMemo(() => (data?.rows ?? []) as Lead[], [data]);
  const [refreshes, setRefreshes] = useState(0);
  const worked = useWorkedRows(`${queryKey}#${refreshes}`, listed);
  const refresh = () => {
    setRefreshes((n) => n + 1);
    void refetch();
  };
  const showNew = () => {
    live.acknowledge();
    setRefreshes((n) => n + 1);
    void listData.refreshCount();
    void refetch();
  };
  return { listData, live, apiQuery, queryKey, rows: worked.rows, changed: worked.changed, refresh, showNew };
}

/** The grid's columns for the lead columns the server offers (`available`), in the user's language. */
export function useLeadColumns(
  openLead: (lead: Pick<Lead, 'id'>) => void,
  affiliateLabels: FilterOption[],
  available: readonly LeadColumn[] | undefined,
  canEdit: boolean,
) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  return useMemo(
    () =>
      leadColumnDefs(
        t,
        i18n.language,
        { open: openLead, affiliateName: (id) => affiliateLabels.find((a) => a.value === id)?.label },
        available ?? [],
        canEdit,
      ),
    [t, i18n.language, openLead, affiliateLabels, available, canEdit],
  );
}

/**
 * The grid's paging and sorting over the URL state: "next" remembers the keyset cursor of the page it
 * opens; sortingOrder is asc/desc only, so the grid flips a sorted column and starts a new one
 * ascending (spec §4); a field the list cannot sort by is ignored.
 */
export function leadGridState(url: LeadsUrl, rememberCursor: (page: number) => void): GridListState {
  const { state, navigate, update } = url;
  return {
    page: state.page,
    pageSize: state.limit,
    pageSizeOptions: LEAD_PAGE_SIZE_OPTIONS,
    onPage: (page) => {
      rememberCursor(page);
      navigate({ ...state, page });
    },
    onPageSize: (limit) => update({ limit }),
    sort: state.sort ?? DEFAULT_LEAD_SORT,
    onSort: (sort) => {
      if (sort && isLeadSortField(sort.field))
        update({ sort: { field: sort.field, direction: sort.direction } });
    },
  };
}

/**
 * The grid's own columns: `columns` (the lead columns the chooser offers), or on a phone one cell per lead
 * (`leadPhoneColumns`, whose content follows the shown columns).
 */
export function useLeadGridColumns(
  columns: GridColDef<Lead>[],
  openLead: (lead: Pick<Lead, 'id'>) => void,
  canEdit: boolean,
): GridColDef<Lead>[] {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const phone = usePhoneLayout();
  return useMemo(
    () => (phone ? leadPhoneColumns(t, i18n.language, openLead, canEdit) : columns),
    [phone, t, i18n.language, openLead, canEdit, columns],
  );
}
