import { ANALYTICS_WINDOW_DAYS, PAGE_SIZE, SOURCE_SORT_FIELDS, type SourceRow } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../i18n/server-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  formatAmount,
  formatCount,
  formatRate,
  PeriodPicker,
  periodQuery,
  type Period,
} from '../../dashboard';
import { sortByParam, useSources, type SourceQuery } from '../api/analytics-api';
import { ListToolbar } from './list-toolbar';

/** Spec §9: the sources table sorts by total, descending, by default. */
const DEFAULT_SORT: GridSortModel = [{ field: 'total', sort: 'desc' }];
/** Spec §9: campaigns and sources cover 30 days by default. */
const WINDOW_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
const SORTABLE = new Set<string>(SOURCE_SORT_FIELDS);
const TEXT_FIELDS = ['platform', 'from', 'campaignid', 'adgroupid', 'placement', 'keyword'] as const;

/**
 * Sources table (spec §2, §7 `sources`): leads grouped by platform, referrer, campaign id, ad group,
 * placement and keyword over the last 30 days; paged, sorted and searched on the server.
 */
export function SourcesTab() {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<Period>({ kind: 'preset', days: WINDOW_DAYS });
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT);
  const sort = sortModel[0] ?? DEFAULT_SORT[0]!;
  const query: SourceQuery = {
    page,
    ...periodQuery(period, WINDOW_DAYS),
    limit: PAGE_SIZE.default,
    ...(keywords && { keywords }),
    sortBy: sortByParam({ field: sort.field, direction: sort.sort === 'asc' ? 1 : -1 }),
  };
  const { data, isFetching, error } = useSources(query);
  const columns = useMemo<GridColDef<SourceRow>[]>(() => {
    const none = t('dashboard:none');
    const num = (
      field: 'total' | 'new' | 'ftds' | 'depositAmount' | 'conversion',
      header: string,
      format: (r: SourceRow) => string,
    ): GridColDef<SourceRow> => ({
      field,
      headerName: header,
      type: 'number',
      minWidth: 100,
      flex: 0.5,
      renderCell: ({ row }) => format(row),
    });
    return [
      ...TEXT_FIELDS.map((field): GridColDef<SourceRow> => ({
        field,
        headerName: t(`sources.columns.${field}`),
        minWidth: 110,
        flex: 0.7,
        sortable: SORTABLE.has(field),
        valueGetter: (_, row) => row[field] ?? none,
      })),
      num('total', t('sources.columns.total'), (r) => formatCount(r.total, lang)),
      num('new', t('sources.columns.new'), (r) => formatCount(r.new, lang)),
      num('ftds', t('dashboard:figures.ftds'), (r) => formatCount(r.ftds, lang)),
      num('depositAmount', t('dashboard:figures.depositAmount'), (r) => formatAmount(r.depositAmount, lang)),
      num('conversion', t('dashboard:figures.conversion'), (r) => formatRate(r.conversion, lang)),
    ];
  }, [t, lang]);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        label={t('sources.search')}
      >
        <PeriodPicker
          period={period}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
          window={data}
        />
      </ListToolbar>
      <Divider />
      <DataGrid
        aria-label={t('sources.title')}
        rows={data?.rows ?? []}
        getRowId={(r) => TEXT_FIELDS.map((f) => r[f] ?? '').join('\u0000')}
        rowCount={data?.count ?? 0}
        columns={columns}
        loading={isFetching}
        density="compact"
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const next = model.filter((m) => SORTABLE.has(m.field));
          setSortModel(next.length ? next : DEFAULT_SORT);
          setPage(1);
        }}
        pageSizeOptions={[PAGE_SIZE.default]}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE.default }}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
        slots={{
          noRowsOverlay: () => (
            <EmptyState
              compact
              title={error ? errorText(error) : t('common:empty.noRecord')}
              text={error ? undefined : t('sources.emptyText')}
            />
          ),
        }}
        sx={{ border: 0, height: 'calc(100vh - 300px)', minHeight: 420 }}
      />
    </Paper>
  );
}
