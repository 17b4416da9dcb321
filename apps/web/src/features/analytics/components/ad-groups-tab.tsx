import { ANALYTICS_WINDOW_DAYS, AD_GROUP_SORT_FIELDS, PAGE_SIZE, type AdGroupRow } from '@leadhouse/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import { useGridUrlState, type GridUrlState } from '../../../components/server-grid';
import type { Period } from '../../dashboard';
import { AnalyticsGrid, analyticsListQuery, useAnswerWindow } from './analytics-grid';
import { useAdGroups, type AdGroupQuery } from '../api/analytics-api';
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
    ...analyticsListQuery(url, period, DEFAULT_DAYS, PAGE_SIZE.default),
    ...(campaign && { campaign }),
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
  const window = useAnswerWindow(data);
  const columns = useMemo(() => adGroupColumns(t, i18n.language, window), [t, i18n.language, window]);
  const campaigns = data?.campaigns ?? [];
  return (
    <AnalyticsGrid
      tab="adGroups"
      url={url}
      period={period}
      onPeriod={onPeriod}
      window={window}
      filters={
        <CampaignFilter
          campaigns={campaigns}
          value={campaign}
          onChange={(c) => {
            setCampaign(c);
            url.firstPage();
          }}
        />
      }
      rows={data?.adGroups.rows}
      getRowId={rowId}
      rowCount={data?.adGroups.count}
      columns={columns}
      loading={isFetching}
      error={error}
      sortingOrder={['desc', 'asc']}
    />
  );
}
