import { LEAD_STATUSES, type DayFigures } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dayAxis, shortDay, useMaxDayLabels } from '../../../lib/day-axis';
import { drillHref, type DrillWindow } from '../drill';
import { formatAmount, formatAmountCompact, formatCount } from '../format';
import { daysToSeries, dayValues } from '../shape';
import { statusColor } from './colors';
import { FigureLink } from './figure-link';
import { useMixLabel } from './use-labels';
import { formatDay } from '../../../lib/format';

/**
 * Leads per day stacked by status (or by platform). Clicking a bar opens the leads of that day and status;
 * the table under the chart has every day's total as a link (keyboard and screen-reader path).
 */
export function LeadsPerDayChart({
  window,
  days,
  by = 'byStatus',
  height = 280,
}: {
  window: DrillWindow;
  days: readonly DayFigures[];
  by?: 'byStatus' | 'byPlatform';
  height?: number;
}) {
  const theme = useTheme();
  const navigate = useNavigate();
  const label = useMixLabel();
  const kind = by === 'byStatus' ? 'status' : 'platform';
  const shaped = daysToSeries(days, window.from, window.to, by, by === 'byStatus' ? LEAD_STATUSES : []);
  const totals = dayValues(days, window.from, window.to, (d) => d.leads);
  const rtl = theme.direction === 'rtl';
  const maxLabels = useMaxDayLabels();
  const target = (key: string, day: string) =>
    by === 'byStatus' ? { day, status: key } : { day, platform: key };
  return (
    <Box>
      <BarChart
        height={height}
        skipAnimation
        xAxis={[{ ...dayAxis('band', shaped.days, rtl, maxLabels), id: 'days' }]}
        yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1 }]}
        series={shaped.series.map((s, i) => ({
          id: s.key,
          data: s.data,
          stack: 'leads',
          label: label(kind, s.key),
          ...(by === 'byStatus' && { color: statusColor(s.key, theme.palette.mode, i) }),
        }))}
        onItemClick={(_, item) => {
          const key = String(item.seriesId);
          const day = shaped.days[item.dataIndex];
          const href = day && drillHref(window, target(key, day));
          if (href) void navigate(href);
        }}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
        sx={{ '& .MuiBarChart-element': { cursor: 'pointer' } }}
      />
      <DayTotalsTable window={window} totals={totals} />
    </Box>
  );
}

/** Every day's lead total as a link to that day's leads, under the leads-per-day chart. */
function DayTotalsTable({
  window,
  totals,
}: {
  window: DrillWindow;
  totals: { days: readonly string[]; data: readonly number[] };
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('charts.leadsPerDay')}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('charts.day')}</TableCell>
            {totals.days.map((d) => (
              <TableCell key={d} align="center">
                {shortDay(d)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('figures.leads')}
            </TableCell>
            {totals.days.map((d, i) => (
              <TableCell key={d} align="center" data-testid={`day-total-${d}`}>
                <FigureLink
                  href={drillHref(window, { day: d })}
                  label={t('charts.dayLeads', { day: formatDay(d) })}
                >
                  {formatCount(totals.data[i] ?? 0, i18n.language)}
                </FigureLink>
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * FTDs per day (bars, left axis) and the deposit amount of those leads per day (bars, right axis). Each
 * FTD bar opens that day's leads with a deposit.
 */
export function DepositsChart({
  window,
  days,
  height = 260,
}: {
  window: DrillWindow;
  days: readonly DayFigures[];
  height?: number;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const navigate = useNavigate();
  const rtl = theme.direction === 'rtl';
  const maxLabels = useMaxDayLabels();
  const ftds = dayValues(days, window.from, window.to, (d) => d.ftds);
  const amount = dayValues(days, window.from, window.to, (d) => d.depositAmount);
  return (
    <BarChart
      height={height}
      skipAnimation
      xAxis={[dayAxis('band', ftds.days, rtl, maxLabels)]}
      yAxis={[
        { id: 'count', position: rtl ? 'right' : 'left', tickMinStep: 1 },
        {
          id: 'money',
          position: rtl ? 'left' : 'right',
          valueFormatter: (v: number) => formatAmountCompact(v, i18n.language),
          width: 64,
        },
      ]}
      series={[
        { id: 'ftds', data: ftds.data, label: t('figures.ftds'), yAxisId: 'count' },
        {
          id: 'depositAmount',
          data: amount.data,
          label: t('figures.depositAmount'),
          yAxisId: 'money',
          valueFormatter: (v) => formatAmount(v ?? 0, i18n.language),
        },
      ]}
      onItemClick={(_, item) => {
        const day = ftds.days[item.dataIndex];
        const href = day && drillHref(window, { day, ftds: true });
        if (href) void navigate(href);
      }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
      sx={{ '& .MuiBarChart-element': { cursor: 'pointer' } }}
    />
  );
}
