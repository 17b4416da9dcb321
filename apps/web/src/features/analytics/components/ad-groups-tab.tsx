import { ANALYTICS_WINDOW_DAYS, AD_GROUP_SORT_FIELDS, PAGE_SIZE, type AdGroupRow } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridToolbar, ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { PeriodPicker, periodQuery, type Period } from '../../dashboard';
import { sortByParam, useAdGroups, type AdGroupQuery } from '../api/analytics-api';
import { adGroupColumns } from './ad-groups-columns';

const DEFAULT_DAYS = ANALYTICS_WINDOW_DAYS.analytics;
const GRID = { pageSizeOptions: [PAGE_SIZE.default], sortable: AD_GROUP_SORT_FIELDS };
const rowId = (r: AdGroupRow) => `${r.campaign}\u0000${r.campaignid ?? ''}\u0000${r.adgroupid ?? ''}`;

/**
 * Ad-group analytics (spec §2, §7 `affiliates/analytics`): per campaign × ad group, server-side paged,
 * sorted (every figure column), searched and filtered by campaign and period (default the last 8 days).
 */
export function AdGroupsTab({ period, onPeriod }: { period: Period; onPeriod: (p: Period) => void }) {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const url = useGridUrlState(GRID);
  const [campaign, setCampaign] = useState('');
  const query: AdGroupQuery = {
    page: url.page,
    limit: PAGE_SIZE.default,
    ...periodQuery(period, DEFAULT_DAYS),
    ...(url.keywords && { keywords: url.keywords }),
    ...(campaign && { campaign }),
    ...(url.sort && { sortBy: sortByParam(url.sort) }),
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
      <GridToolbar
        search={url.search}
        onSearch={url.setSearch}
        label={t('adGroups.search')}
        placeholder={t('common:actions.search')}
      >
        <TextField
          select
          size="small"
          label={t('adGroups.campaign')}
          value={campaigns.includes(campaign) || !campaign ? campaign : ''}
          onChange={(e) => {
            setCampaign(e.target.value);
            url.firstPage();
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
            url.firstPage();
          }}
          window={window}
        />
      </GridToolbar>
      <Divider />
      <ServerGrid
        label={t('adGroups.title')}
        rows={data?.adGroups.rows}
        getRowId={rowId}
        rowCount={data?.adGroups.count}
        columns={columns}
        loading={isFetching}
        error={error}
        emptyText={t('adGroups.emptyText')}
        state={url}
        sortingOrder={['desc', 'asc']}
        height="calc(100vh - 330px)"
      />
    </Paper>
  );
}
