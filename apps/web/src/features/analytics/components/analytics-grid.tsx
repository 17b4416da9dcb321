import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GridToolbar,
  ServerGrid,
  type GridUrlState,
  type ServerGridProps,
} from '../../../components/server-grid';
import { searchPageQuery } from '../../../lib/list-query';
import { PeriodPicker, periodQuery, type Period } from '../../dashboard';

/** An answered window: its days and reporting time zone. */
type AnswerWindow = { from: string; to: string; timeZone: string };

/**
 * The window of an answer (`data`'s days and reporting time zone; undefined before the first answer), the
 * same object while those values stay, so columns built from it are built again only for a new window.
 */
export function useAnswerWindow(data: AnswerWindow | undefined): AnswerWindow | undefined {
  const { from, to, timeZone } = data ?? {};
  return useMemo(
    () =>
      from !== undefined && to !== undefined && timeZone !== undefined ? { from, to, timeZone } : undefined,
    [from, to, timeZone],
  );
}

/**
 * The query of an analytics table (issue 20 §2): the grid's page of `limit` rows, its search and sort (or
 * `defaultSort` while the user has chosen none), and the period (`days` is the tab's default window, which
 * the query leaves out).
 */
export function analyticsListQuery(
  url: GridUrlState,
  period: Period,
  days: number,
  limit: number,
  defaultSort: GridUrlState['sort'] = null,
) {
  return {
    ...searchPageQuery({ page: url.page, limit, keywords: url.keywords, sortBy: url.sort ?? defaultSort }),
    ...periodQuery(period, days),
  };
}

/**
 * The toolbar of an analytics table (campaigns, ad groups, sources): the search, the tab's own filters
 * (`children`), the period, then `end` (the tab's actions). A new search, filter or period starts again at
 * page 1 of the table (`url.firstPage`); filters in `children` call it themselves.
 */
function AnalyticsToolbar({
  url,
  searchLabel,
  period,
  onPeriod,
  window,
  children,
  end,
}: {
  url: GridUrlState;
  searchLabel: string;
  period: Period;
  onPeriod: (period: Period) => void;
  window?: AnswerWindow;
  children?: ReactNode;
  end?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <GridToolbar
      search={url.search}
      onSearch={url.setSearch}
      label={searchLabel}
      placeholder={t('actions.search')}
    >
      {children}
      <PeriodPicker
        period={period}
        onChange={(p) => {
          onPeriod(p);
          url.firstPage();
        }}
        window={window}
      />
      {end}
    </GridToolbar>
  );
}

/** What an analytics table takes beyond the grid's own props. */
type AnalyticsGridProps<R extends GridValidRowModel> = Omit<
  ServerGridProps<R>,
  'label' | 'emptyText' | 'state'
> & {
  /** The tab's key in the `analytics` namespace: its `title` names the grid, `search` the search box, `emptyText` an empty list. */
  tab: 'adGroups' | 'campaigns' | 'sources';
  url: GridUrlState;
  period: Period;
  onPeriod: (period: Period) => void;
  /** The answered window (days and reporting time zone), once the first answer is in. */
  window?: AnswerWindow;
  /** The tab's own filters, between the search and the period. */
  filters?: ReactNode;
  /** The toolbar's end (the tab's actions). */
  end?: ReactNode;
  /** After the grid, in the card (the tab's dialogs). */
  children?: ReactNode;
};

/**
 * An analytics table (campaigns, ad groups, sources; issue 20 §2): in an outlined card, the toolbar
 * (search, the tab's filters, the period, its actions), a divider and the server-paged grid with the rest
 * of the props; texts from the tab's keys.
 */
export function AnalyticsGrid<R extends GridValidRowModel>({
  tab,
  url,
  period,
  onPeriod,
  window,
  filters,
  end,
  children,
  ...grid
}: AnalyticsGridProps<R>) {
  const { t } = useTranslation('analytics');
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <AnalyticsToolbar
        url={url}
        searchLabel={t(`${tab}.search`)}
        period={period}
        onPeriod={onPeriod}
        window={window}
        end={end}
      >
        {filters}
      </AnalyticsToolbar>
      <Divider />
      <ServerGrid {...grid} label={t(`${tab}.title`)} emptyText={t(`${tab}.emptyText`)} state={url} />
      {children}
    </Paper>
  );
}
