import { ANALYTICS_WINDOW_DAYS, AD_GROUP_SORT_FIELDS, PAGE_SIZE, type AdGroupRow } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../i18n/server-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PeriodPicker, periodQuery, type Period } from '../../dashboard';
import { sortByParam, useAdGroups, type AdGroupQuery } from '../api/analytics-api';
import { adGroupColumns } from './ad-groups-columns';
import { ListToolbar } from './list-toolbar';

const DEFAULT_DAYS = ANALYTICS_WINDOW_DAYS.analytics;
const SORTABLE = new Set<string>(AD_GROUP_SORT_FIELDS);
const rowId = (r: AdGroupRow) => `${r.campaign}\u0000${r.campaignid ?? ''}\u0000${r.adgroupid ?? ''}`;

/**
 * Ad-group analytics (spec §2, §7 `affiliates/analytics`): per campaign × ad group, server-side paged,
 * sorted (every figure column), searched and filtered by campaign and period (default the last 8 days).
 */
export function AdGroupsTab({ period, onPeriod }: { period: Period; onPeriod: (p: Period) => void }) {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [campaign, setCampaign] = useState('');
  const [page, setPage] = useState(1);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const sort = sortModel[0];
  const query: AdGroupQuery = {
    page,
    limit: PAGE_SIZE.default,
    ...periodQuery(period, DEFAULT_DAYS),
    ...(keywords && { keywords }),
    ...(campaign && { campaign }),
    ...(sort && {
      sortBy: sortByParam({ field: sort.field, direction: sort.sort === 'desc' ? -1 : 1 }),
    }),
  };
  const { data, isFetching, error } = useAdGroups(query);
  const window = data && { from: data.from, to: data.to, timeZone: data.timeZone };
  const columns = useMemo(
    () => adGroupColumns(t, i18n.language, window),
    // The window only changes with a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, window?.from, window?.to, window?.timeZone],
  );
  const campaigns = data?.campaigns ?? [];
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        label={t('adGroups.search')}
      >
        <TextField
          select
          size="small"
          label={t('adGroups.campaign')}
          value={campaigns.includes(campaign) || !campaign ? campaign : ''}
          onChange={(e) => {
            setCampaign(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        >
          <MenuItem value="">{t('adGroups.allCampaigns')}</MenuItem>
          {campaigns.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <PeriodPicker
          period={period}
          onChange={(p) => {
            onPeriod(p);
            setPage(1);
          }}
          window={window}
        />
      </ListToolbar>
      <Divider />
      <DataGrid
        aria-label={t('adGroups.title')}
        rows={data?.adGroups.rows ?? []}
        getRowId={rowId}
        rowCount={data?.adGroups.count ?? 0}
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
          setSortModel(model.filter((m) => SORTABLE.has(m.field)));
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
              text={error ? undefined : t('adGroups.emptyText')}
            />
          ),
        }}
        sx={{ border: 0, height: 'calc(100vh - 330px)', minHeight: 420 }}
      />
    </Paper>
  );
}
