import { isAdmin, isLeadSortField, type Lead, type LeadDetail } from '@leadhouse/domain';
import type {
  GridColDef,
  GridColumnVisibilityModel,
  GridRowClassNameParams,
  GridRowParams,
  GridSortDirection,
} from '@mui/x-data-grid';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, SortMenu, usePhoneLayout } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import { DistributeButton } from '../../distribution';
import { PostToIntegrationButton } from '../../integrations';
import { NewLeadsBanner } from '../../notifications';
import { activeFilterCount, removeFilterChip, type FilterKey } from '../lead-list-state';
import type { useLeadSelection } from '../use-lead-selection';
import { DEFAULT_LEAD_SORT, leadGridState, type LeadsUrl, type useLeadRows } from '../use-leads-page';
import { BulkActionBar } from './bulk-action-bar';
import { PHONE_ROW_HEIGHT } from './lead-phone-cell';
import { FilterChips } from './filter-chips';
import type { FilterOption } from './filter-fields';
import { LeadCount } from './lead-count';
import { LeadDrawer } from './lead-drawer';
import { LeadsHeaderActions } from './leads-header-actions';
import { LeadsToolbar } from './leads-toolbar';
import { LeadsViews } from './leads-views';
import { ExportSlot } from './toolbar-slots';
import { useScreenName } from '../../../components/screens';

type FilterOptions = Record<FilterKey, FilterOption[]>;
type LeadRows = ReturnType<typeof useLeadRows>;
type Selection = ReturnType<typeof useLeadSelection>;

/** What the parts of the leads page share: the URL state, the column visibility and its setter. */
interface ViewProps {
  url: LeadsUrl;
  visibility: GridColumnVisibilityModel;
  onVisibility: (model: GridColumnVisibilityModel) => void;
}

/**
 * The row above the grid: filters (with their count), quick filters, saved views (a view brings its
 * columns), the column chooser and refresh.
 */
export function LeadsListToolbar(
  props: ViewProps & {
    options: FilterOptions;
    columns: GridColDef<Lead>[];
    onOpenFilters: () => void;
    onRefresh: () => void;
  },
) {
  const { url, visibility, onVisibility } = props;
  const { state, update, navigate } = url;
  const phone = usePhoneLayout();
  return (
    <LeadsToolbar
      filterCount={activeFilterCount(state.filters)}
      onOpenFilters={props.onOpenFilters}
      quickFilters={props.options.QUICK_FILTER}
      quickFilter={state.filters.QUICK_FILTER ?? ''}
      onQuickFilter={(v) => {
        const filters = { ...state.filters };
        if (v) filters.QUICK_FILTER = v;
        else delete filters.QUICK_FILTER;
        update({ filters });
      }}
      columns={props.columns.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field }))}
      visibility={visibility}
      onVisibility={onVisibility}
      onRefresh={props.onRefresh}
      sortSlot={
        phone && (
          <SortMenu
            columns={props.columns
              .filter((c) => c.sortable && visibility[c.field] !== false)
              .map((c) => ({ field: c.field, headerName: c.headerName ?? c.field }))}
            sort={state.sort ?? DEFAULT_LEAD_SORT}
            onSort={(sort) => {
              if (isLeadSortField(sort.field))
                update({ sort: { field: sort.field, direction: sort.direction } });
            }}
          />
        )
      }
      viewsSlot={
        <LeadsViews
          state={state}
          visibility={visibility}
          onApply={(next, model) => {
            navigate(next);
            onVisibility(model);
          }}
        />
      }
    />
  );
}

/** Under the toolbar: the filter chips, the count (exact on demand) and the new-leads banner. */
export function LeadsListStatus({
  url,
  options,
  list,
}: {
  url: LeadsUrl;
  options: FilterOptions;
  list: LeadRows;
}) {
  const { state, update } = url;
  return (
    <>
      <FilterChips
        filters={state.filters}
        search={state.search}
        options={options}
        onRemove={(chip) => update({ filters: removeFilterChip(state.filters, chip) })}
        onClearSearch={() => update({ search: '' })}
        onClearAll={() => update({ filters: {} })}
      />
      <LeadCount state={list.listData.count} onExact={list.listData.askExact} />
      <NewLeadsBanner count={list.live.fresh} more={list.live.more} onShow={list.showNew} />
    </>
  );
}

/** The bulk actions on the selected leads, with post to integration, distribute and export. */
export function LeadsBulkBar(props: {
  selection: Selection;
  canEdit: boolean;
  canManage: boolean;
  apiQuery: LeadRows['apiQuery'];
}) {
  const { staticData } = useAuth();
  const { selected, clearSelection, runBulk, busy } = props.selection;
  return (
    <BulkActionBar
      count={selected.length}
      canEdit={props.canEdit}
      canManage={props.canManage}
      quickActions={staticData?.quickActions ?? []}
      busy={busy}
      onAction={runBulk}
      onClearSelection={clearSelection}
      exportSlot={
        <>
          <PostToIntegrationButton leadIds={selected} onPosted={clearSelection} />
          <DistributeButton leadIds={selected} onDistributed={clearSelection} />
          <ExportSlot selection={selected} query={props.apiQuery} />
        </>
      }
    />
  );
}

const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
/**
 * On a phone a row holds its one cell's four lines (`leadPhoneColumns`, `PHONE_ROW_HEIGHT`). A fixed
 * height, not the content's: rows measured as they are drawn moved under a finger (and a browser check's
 * click) while the grid measured them.
 */
const PHONE_ROW = () => PHONE_ROW_HEIGHT;
const GRID_SX = {
  '& .lead-row-open': { bgcolor: 'action.hover' },
  '& .lead-row-changed': { bgcolor: 'action.selected', fontStyle: 'italic' },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
} as const;

/**
 * The leads grid: server paging over the URL (keyset cursors remembered on "next"), row selection, the
 * column visibility, double click opens a lead; the open lead and worked rows are marked.
 */
export function LeadsGrid(
  props: ViewProps & { list: LeadRows; selection: Selection; columns: GridColDef<Lead>[] },
) {
  const { t } = useTranslation(['leads', 'common']);
  const name = useScreenName('leads');
  const phone = usePhoneLayout();
  const { url, list, selection } = props;
  const { listData } = list;
  const { openLeadId, openLead } = url;
  const { changed } = list;
  // Stable between renders: a new function here makes the grid render every row again (40-60 ms a time on
  // a fast machine), and the page renders each time one of its queries answers.
  const onRowDoubleClick = useCallback(({ row }: GridRowParams<Lead>) => openLead(row), [openLead]);
  const getRowClassName = useCallback(
    ({ row }: GridRowClassNameParams<Lead>) =>
      [row.id === openLeadId && 'lead-row-open', changed.has(row.id) && 'lead-row-changed']
        .filter(Boolean)
        .join(' '),
    [openLeadId, changed],
  );
  return (
    <ServerGrid
      label={name}
      rows={list.rows}
      // Rows first: an unknown count pages by hasMore; an estimate only labels the footer.
      rowCount={listData.rowCount === -1 ? null : listData.rowCount}
      estimatedRowCount={listData.estimatedRowCount}
      hasNextPage={listData.hasNextPage}
      columns={props.columns}
      loading={listData.list.isFetching}
      error={listData.list.error}
      emptyText={t('emptyText')}
      state={leadGridState(url, listData.rememberCursor)}
      sortingOrder={SORTING_ORDER}
      checkboxSelection
      keepNonExistentRowsSelected={false}
      rowSelectionModel={selection.selectionModel}
      onRowSelectionModelChange={selection.select}
      columnVisibilityModel={props.visibility}
      onColumnVisibilityModelChange={props.onVisibility}
      onRowDoubleClick={onRowDoubleClick}
      getRowClassName={getRowClassName}
      minHeight={360}
      getRowHeight={phone ? PHONE_ROW : undefined}
      sx={GRID_SX}
    />
  );
}

/** The page's title with its actions: new leads today (live count), add a lead, deleted leads (admins). */
export function LeadsPageHeader(props: {
  url: LeadsUrl;
  list: LeadRows;
  canEdit: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const { user } = useAuth();
  const { state, update } = props.url;
  return (
    <PageHeader
      subtitle={t('subtitle')}
      actions={
        <LeadsHeaderActions
          newLeadsCount={props.list.live.newLeadsCount}
          onNewToday={() => update({ filters: { ...state.filters, QUICK_FILTER: 'NEW_TODAY' } })}
          canEdit={props.canEdit}
          onAdd={props.onAdd}
          canRestore={user ? isAdmin(user) : false}
        />
      }
    />
  );
}

/**
 * The drawer of the lead the URL opens; j / k and the drawer's arrows step to the next or previous row of
 * the grid as shown (issue 19 item 2).
 */
export function SteppingLeadDrawer(props: {
  url: LeadsUrl;
  rows: Lead[];
  canEdit: boolean;
  onEdit: (lead: Lead | LeadDetail) => void;
}) {
  const { url, rows } = props;
  return (
    <LeadDrawer
      leadId={url.openLeadId}
      canEdit={props.canEdit}
      onClose={url.closeLead}
      onEdit={(lead) => props.onEdit(lead)}
      onStep={(direction) => {
        const at = rows.findIndex((row) => row.id === url.openLeadId);
        const next = at < 0 ? undefined : rows[at + direction];
        if (next) url.openLead(next);
      }}
    />
  );
}
