import { ANALYTICS_WINDOW_DAYS, AD_GROUP_SORT_FIELDS, PAGE_SIZE, type AdGroupRow } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import { ServerGrid, useGridUrlState, type GridUrlState } from '../../../components/server-grid';
import { periodQuery, type Period } from '../../dashboard';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useAdGroups, type AdGroupQuery } from '../api/analytics-api';
import { sortByParam } from '../../../lib/list-query';
import { adGroupColumns } from './ad-groups-columns';

const DEFAULT_DAYS = ANALYTICS_WINDOW_DAYS.analytics;
const GRID = { pageSizeOptions: [PAGE_SIZE.default], sortable: AD_GROUP_SORT_FIELDS };
const rowId = (r: AdGroupRow) => `${r.campaign}\u0000${r.campaignid ?? ''}\u0000${r.adgroupid ?? ''}`;

/**
 * The campaign filter of the ad-group grid (issue 20 §2): "All campaigns" (empty) or one of the answer's
 * campaigns; a chosen campaign missing from the answer shows as "All campaigns".
 */
function CampaignFilter({
  campaigns,
  value,
  onChange,
}: {
  campaigns: readonly string[];
  /** The chosen campaign's name; empty = all. */
  value: string;
  onChange: (campaign: string) => void;
}) {
  const { t } = useTranslation(['analytics', 'dashboard', 'common']);
  return (
    <ChoiceSelect
      label={t('adGroups.campaign')}
      value={campaigns.includes(value) || !value ? value : ''}
      choices={campaigns}
      choiceLabel={(c) => c}
      anyLabel={t('adGroups.allCampaigns')}
      onChange={onChange}
      minWidth={200}
      menuMaxHeight={360}
    />
  );
}

/**
 * The ad-group query (`GET` analytics ad groups, issue 20 §2): the grid's page (size `PAGE_SIZE.default`),
 * search and sort, the period (default the last `ANALYTICS_WINDOW_DAYS.analytics` days) and the campaign
 * (empty = all).
 */
function adGroupQuery(url: GridUrlState, period: Period, campaign: string): AdGroupQuery {
  return {
    page: url.page,
    limit: PAGE_SIZE.default,
    ...periodQuery(period, DEFAULT_DAYS),
    ...(url.keywords && { keywords: url.keywords }),
    ...(campaign && { campaign }),
    ...(url.sort && { sortBy: sortByParam(url.sort) }),
  };
}

/**
 * Ad-group analytics (spec §2, §7 `affiliates/analytics`): per campaign × ad group, server-side paged,
 * sorted (every figure column), searched and filtered by campaign and period (default the last 8 days).
 */
export function AdGroupsTab({ period, onPeriod }: { period: Period; onPeriod: (p: Period) => void }) {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const url = useGridUrlState(GRID);
  const [campaign, setCampaign] = useState('');
  const { data, isFetching, error } = useAdGroups(adGroupQuery(url, period, campaign));
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
      <AnalyticsToolbar
        url={url}
        searchLabel={t('adGroups.search')}
        period={period}
        onPeriod={onPeriod}
        window={window}
      >
        <CampaignFilter
          campaigns={campaigns}
          value={campaign}
          onChange={(c) => {
            setCampaign(c);
            url.firstPage();
          }}
        />
      </AnalyticsToolbar>
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
      />
    </Paper>
  );
}
