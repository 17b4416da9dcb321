import {
  canEditLeads,
  canManageLeads,
  isAdmin,
  isLeadSortField,
  LEAD_COLUMNS,
  type Lead,
  type LeadDetail,
} from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, type GridListState } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import { DistributeButton } from '../../distribution';
import { PostToIntegrationButton } from '../../integrations';
import { LEAD_PAGE_SIZE_OPTIONS, activeFilterCount, removeFilterChip, toApiQuery } from '../lead-list-state';
import { loadColumnVisibility, storeColumnVisibility } from '../column-visibility';
import { useFilterOptions } from '../use-filter-options';
import { useLeadListData } from '../use-lead-list-data';
import { useLeadSelection } from '../use-lead-selection';
import { useLeadsUrl } from '../use-leads-url';
import { useLiveNewLeads } from '../use-live-leads';
import { useWorkedRows } from '../use-worked-rows';
import { BulkActionBar } from './bulk-action-bar';
import { FilterChips } from './filter-chips';
import { LeadDrawer } from './lead-drawer';
import { LeadFilterPanel } from './lead-filter-panel';
import { LeadCount } from './lead-count';
import { NewLeadsBanner } from '../../notifications';
import { LeadFormDialog } from './lead-form-dialog';
import { leadColumnDefs } from './leads-columns';
import { LeadsHeaderActions } from './leads-header-actions';
import { LeadsToolbar } from './leads-toolbar';
import { LeadsViews } from './leads-views';
import { ExportSlot } from './toolbar-slots';
import { UrlNotice } from './url-notice';
import './dayjs-locales';

/**
 * The leads workspace (spec §2): a server-side paged, sorted and filtered grid whose whole view (page,
 * limit, sort, filters, search, open lead) lives in the URL, with quick filters, filter chips, a column
 * chooser, bulk actions, the lead drawer and the add/edit dialog.
 */
export default function LeadsPage() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const { user, staticData } = useAuth();
  const { state, ignored, timeZone, openLeadId, navigate, update, openLead, closeLead } = useLeadsUrl();
  const options = useFilterOptions();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<Lead | LeadDetail | 'new' | null>(null);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(loadColumnVisibility);
  // Lean pages: the rows carry only the fields of the columns shown (issue 13).
  const shown = useMemo(() => LEAD_COLUMNS.filter((c) => visibility[c] !== false), [visibility]);
  const listData = useLeadListData(state, timeZone, shown);
  const { data, isFetching, error, refetch } = listData.list;
  // New leads of this view and the header's count, live (issue 21 §3, §4); the rows stay until "show".
  const live = useLiveNewLeads(state, timeZone);
  const canEdit = user ? canEditLeads(user) : false;
  const canManage = user ? canManageLeads(user) : false;

  const apiQuery = useMemo(() => toApiQuery(state, timeZone), [state, timeZone]);
  const queryKey = JSON.stringify(apiQuery);
  // A lean row carries the fields of the shown columns (the only cells rendered); the placeholder rule of
  // `leadsQueryOptions` never shows rows fetched for other columns.
  const listed = useMemo(() => (data?.rows ?? []) as Lead[], [data]);
  // Worked rows keep their place until the user refreshes or pages (issue 19 item 5).
  const [refreshes, setRefreshes] = useState(0);
  const worked = useWorkedRows(`${queryKey}#${refreshes}`, listed);
  const rows = worked.rows;
  // The selection belongs to one page of one query: a new page, sort or filter clears it (spec §4).
  const { selectionModel, selected, select, clearSelection, runBulk, busy } = useLeadSelection(
    queryKey,
    rows,
  );

  const affiliateLabels = options.AFFILIATE;
  const available = data?.availableColumns;
  const columns = useMemo(
    () =>
      leadColumnDefs(
        t,
        i18n.language,
        {
          open: openLead,
          affiliateName: (id) => affiliateLabels.find((a) => a.value === id)?.label,
        },
        available ?? [],
        canEdit,
      ),
    [t, i18n.language, openLead, affiliateLabels, available, canEdit],
  );

  // The grid's paging and sorting over the URL state: "next" remembers the keyset cursor of the page it
  // opens; sortingOrder is asc/desc only, so the grid flips a sorted column and starts a new one
  // ascending (spec §4).
  const grid: GridListState = {
    page: state.page,
    pageSize: state.limit,
    pageSizeOptions: LEAD_PAGE_SIZE_OPTIONS,
    onPage: (page) => {
      listData.rememberCursor(page);
      navigate({ ...state, page });
    },
    onPageSize: (limit) => update({ limit }),
    sort: state.sort ?? DEFAULT_LEAD_SORT,
    onSort: (sort) => {
      if (sort && isLeadSortField(sort.field))
        update({ sort: { field: sort.field, direction: sort.direction } });
    },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale(i18n.language)}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <LeadsHeaderActions
            newLeadsCount={live.newLeadsCount}
            onNewToday={() => update({ filters: { ...state.filters, QUICK_FILTER: 'NEW_TODAY' } })}
            canEdit={canEdit}
            onAdd={() => setEditing('new')}
            canRestore={user ? isAdmin(user) : false}
          />
        }
      />
      <UrlNotice ignored={ignored} onDismiss={() => navigate(state)} />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <LeadsToolbar
          filterCount={activeFilterCount(state.filters)}
          onOpenFilters={() => setFiltersOpen(true)}
          quickFilters={options.QUICK_FILTER}
          quickFilter={state.filters.QUICK_FILTER ?? ''}
          onQuickFilter={(v) => {
            const filters = { ...state.filters };
            if (v) filters.QUICK_FILTER = v;
            else delete filters.QUICK_FILTER;
            update({ filters });
          }}
          columns={columns.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field }))}
          visibility={visibility}
          onVisibility={(model) => {
            setVisibility(model);
            storeColumnVisibility(model);
          }}
          onRefresh={() => {
            setRefreshes((n) => n + 1);
            void refetch();
          }}
          viewsSlot={
            <LeadsViews
              state={state}
              visibility={visibility}
              onApply={(next, model) => {
                navigate(next);
                setVisibility(model);
                storeColumnVisibility(model);
              }}
            />
          }
        />
        <FilterChips
          filters={state.filters}
          search={state.search}
          options={options}
          onRemove={(chip) => update({ filters: removeFilterChip(state.filters, chip) })}
          onClearSearch={() => update({ search: '' })}
          onClearAll={() => update({ filters: {} })}
        />
        <LeadCount state={listData.count} onExact={listData.askExact} />
        <NewLeadsBanner
          count={live.fresh}
          more={live.more}
          onShow={() => {
            live.acknowledge();
            setRefreshes((n) => n + 1);
            void listData.refreshCount();
            void refetch();
          }}
        />
        <Divider />
        <BulkActionBar
          count={selected.length}
          canEdit={canEdit}
          canManage={canManage}
          quickActions={staticData?.quickActions ?? []}
          busy={busy}
          onAction={runBulk}
          onClearSelection={clearSelection}
          exportSlot={
            <>
              <PostToIntegrationButton leadIds={selected} onPosted={clearSelection} />
              <DistributeButton leadIds={selected} />
              <ExportSlot selection={selected} query={apiQuery} />
            </>
          }
        />
        <Divider />
        <ServerGrid
          label={t('title')}
          rows={rows}
          // Rows first: an unknown count pages by hasMore; an estimate only labels the footer.
          rowCount={listData.rowCount === -1 ? null : listData.rowCount}
          estimatedRowCount={listData.estimatedRowCount}
          hasNextPage={listData.hasNextPage}
          columns={columns}
          loading={isFetching}
          error={error}
          emptyText={t('emptyText')}
          state={grid}
          sortingOrder={['asc', 'desc']}
          checkboxSelection
          keepNonExistentRowsSelected={false}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={select}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => {
            setVisibility(model);
            storeColumnVisibility(model);
          }}
          onRowDoubleClick={({ row }) => openLead(row)}
          getRowClassName={({ row }) =>
            [row.id === openLeadId && 'lead-row-open', worked.changed.has(row.id) && 'lead-row-changed']
              .filter(Boolean)
              .join(' ')
          }
          height="calc(100vh - 318px)"
          minHeight={440}
          sx={{
            '& .lead-row-open': { bgcolor: 'action.hover' },
            '& .lead-row-changed': { bgcolor: 'action.selected', fontStyle: 'italic' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
      <LeadFilterPanel
        open={filtersOpen}
        filters={state.filters}
        options={options}
        onClose={() => setFiltersOpen(false)}
        onApply={(filters) => {
          setFiltersOpen(false);
          update({ filters });
        }}
      />
      <LeadDrawer
        leadId={openLeadId}
        canEdit={canEdit}
        onClose={closeLead}
        onEdit={(lead) => setEditing(lead)}
        // j / k and the drawer's arrows: the next or previous row of the grid as shown (issue 19 item 2).
        onStep={(direction) => {
          const at = rows.findIndex((row) => row.id === openLeadId);
          const next = at < 0 ? undefined : rows[at + direction];
          if (next) openLead(next);
        }}
      />
      {editing !== null && (
        <LeadFormDialog lead={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </LocalizationProvider>
  );
}

/** The list's order when the URL names none: newest first (spec §4). */
const DEFAULT_LEAD_SORT = { field: 'createdAt', direction: -1 as const };

function dayjsLocale(language: string): string {
  return language === 'zh' ? 'zh-cn' : language;
}
