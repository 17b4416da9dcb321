import type { DashboardResponse } from '@leadhouse/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { drillHref, type DrillTarget, type DrillWindow } from '../drill';
import { formatAmount, formatCount, formatRate } from '../format';
import { FigureLink } from './figure-link';
import { useMixLabel } from './use-labels';

type FiguresRow = DashboardResponse['topCampaigns'][number] | DashboardResponse['platforms'][number];

/**
 * A compact figures table: one row per campaign, ad group or platform with leads, FTDs, deposit amount and
 * conversion; leads and FTDs link to their leads.
 */
export function FiguresTable<R extends FiguresRow>({
  rows,
  window,
  head,
  cells,
  target,
  rowKey,
  label,
}: {
  rows: readonly R[];
  window: DrillWindow;
  /** Headers of the naming columns. */
  head: string[];
  /** Texts of the naming columns of a row. */
  cells: (row: R) => string[];
  target: (row: R) => DrillTarget;
  rowKey: (row: R, index: number) => string;
  label: string;
}) {
  const { t } = useTranslation('dashboard');
  if (rows.length === 0) return <EmptyState compact title={t('empty.noLeadsInPeriod')} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
            <TableCell align="right">{t('figures.leads')}</TableCell>
            <TableCell align="right">{t('figures.ftds')}</TableCell>
            <TableCell align="right">{t('figures.depositAmount')}</TableCell>
            <TableCell align="right">{t('figures.conversion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <FiguresTableRow
              key={rowKey(row, i)}
              row={row}
              names={cells(row)}
              base={target(row)}
              window={window}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row of a figures table: its naming cells, then leads and FTDs as links, deposit amount and conversion. */
function FiguresTableRow({
  row,
  names,
  base,
  window,
}: {
  row: FiguresRow;
  names: string[];
  base: DrillTarget;
  window: DrillWindow;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  return (
    <TableRow hover>
      {names.map((n, j) => (
        <TableCell key={j} sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {n}
        </TableCell>
      ))}
      <TableCell align="right">
        <FigureLink
          href={drillHref(window, base)}
          label={t('tables.openLeads', { name: names.join(' / '), value: row.leads })}
        >
          {formatCount(row.leads, lang)}
        </FigureLink>
      </TableCell>
      <TableCell align="right">
        <FigureLink
          href={drillHref(window, { ...base, ftds: true })}
          label={t('tables.openFtds', { name: names.join(' / '), value: row.ftds })}
        >
          {formatCount(row.ftds, lang)}
        </FigureLink>
      </TableCell>
      <TableCell align="right">{formatAmount(row.depositAmount, lang)}</TableCell>
      <TableCell align="right">{formatRate(row.conversion, lang)}</TableCell>
    </TableRow>
  );
}

/** Top campaigns, top ad groups and platforms of the dashboard. */
export function TopCampaigns({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  return (
    <FiguresTable
      rows={data.topCampaigns}
      window={data}
      label={t('tables.topCampaigns')}
      head={[t('tables.campaign')]}
      cells={(r) => [r.campaign]}
      target={(r) => ({ campaign: r.campaign })}
      rowKey={(r) => r.campaign}
    />
  );
}

export function TopAdGroups({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  return (
    <FiguresTable
      rows={data.topAdGroups}
      window={data}
      label={t('tables.topAdGroups')}
      head={[t('tables.campaign'), t('tables.adGroup')]}
      cells={(r) => [r.campaign, r.adgroupid ?? t('none')]}
      target={(r) => ({ campaign: r.campaign, adgroupid: r.adgroupid ?? null })}
      rowKey={(r, i) => `${r.campaign}\u0000${r.adgroupid ?? ''}\u0000${i}`}
    />
  );
}

export function PlatformsTable({
  rows,
  window,
}: {
  rows: DashboardResponse['platforms'];
  window: DrillWindow;
}) {
  const { t } = useTranslation('dashboard');
  const label = useMixLabel();
  return (
    <FiguresTable
      rows={rows}
      window={window}
      label={t('tables.platforms')}
      head={[t('tables.platform')]}
      cells={(r) => [label('platform', r.platform)]}
      target={(r) => ({ platform: r.platform })}
      rowKey={(r) => r.platform}
    />
  );
}
