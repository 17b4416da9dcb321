import { ANALYTICS_WINDOW_DAYS, PAGE_SIZE, SOURCE_SORT_FIELDS } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { periodQuery, type Period } from '../../dashboard';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useSources, type SourceQuery } from '../api/analytics-api';
import { sortByParam } from '../../../lib/list-query';
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
  const query: SourceQuery = {
    page: url.page,
    ...periodQuery(period, WINDOW_DAYS),
    limit: PAGE_SIZE.default,
    ...(url.keywords && { keywords: url.keywords }),
    sortBy: sortByParam(url.sort ?? GRID.defaultSort),
  };
  const { data, isFetching, error } = useSources(query);
  const columns = useMemo(() => sourceColumns(t, lang), [t, lang]);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <AnalyticsToolbar
        url={url}
        searchLabel={t('sources.search')}
        period={period}
        onPeriod={setPeriod}
        window={data}
      />
      <Divider />
      <ServerGrid
        label={t('sources.title')}
        rows={data?.rows}
        getRowId={sourceRowId}
        rowCount={data?.count}
        columns={columns}
        loading={isFetching}
        error={error}
        emptyText={t('sources.emptyText')}
        state={url}
        sortingOrder={['desc', 'asc']}
      />
    </Paper>
  );
}
