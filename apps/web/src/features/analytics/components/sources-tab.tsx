import { ANALYTICS_WINDOW_DAYS, PAGE_SIZE, SOURCE_SORT_FIELDS } from '@leadhouse/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridUrlState } from '../../../components/server-grid';
import type { Period } from '../../dashboard';
import { AnalyticsGrid, analyticsListQuery } from './analytics-grid';
import { useSources } from '../api/analytics-api';
import { sourceColumns, sourceRowId } from './sources-columns';

/** Spec §9: campaigns and sources cover 30 days by default. */
const WINDOW_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
/** Spec §9: the sources table sorts by total, descending, by default. */
const GRID = {
  pageSizeOptions: [PAGE_SIZE.default],
  sortable: SOURCE_SORT_FIELDS,
  defaultSort: { field: 'total', direction: -1 as const },
};

/**
 * Sources table (spec §2, §7 `sources`): leads grouped by platform, referrer, campaign id, ad group,
 * placement and keyword over the last 30 days; paged, sorted and searched on the server.
 */
export function SourcesTab() {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const lang = i18n.language;
  const url = useGridUrlState(GRID);
  const [period, setPeriod] = useState<Period>({ kind: 'preset', days: WINDOW_DAYS });
  const list = useSources(analyticsListQuery(url, period, WINDOW_DAYS, PAGE_SIZE.default, GRID.defaultSort));
  const columns = useMemo(() => sourceColumns(t, lang), [t, lang]);
  return (
    <AnalyticsGrid
      tab="sources"
      url={url}
      period={period}
      onPeriod={setPeriod}
      window={list.data}
      list={list}
      getRowId={sourceRowId}
      columns={columns}
      sortingOrder={['desc', 'asc']}
    />
  );
}
