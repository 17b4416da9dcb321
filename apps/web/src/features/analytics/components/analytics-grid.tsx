import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridToolbar, type GridUrlState } from '../../../components/server-grid';
import { PeriodPicker, type Period } from '../../dashboard';

/**
 * The toolbar of an analytics table (campaigns, ad groups, sources): the search, the tab's own filters
 * (`children`), the period, then `end` (the tab's actions). A new search, filter or period starts again at
 * page 1 of the table (`url.firstPage`); filters in `children` call it themselves.
 */
export function AnalyticsToolbar({
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
  /** The answered window (days and reporting time zone), once the first answer is in. */
  window?: { from: string; to: string; timeZone: string };
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
