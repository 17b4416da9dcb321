import {
  QUICK_TIME_FILTERS,
  type Account,
  type AccountStats as Stats,
  type QuickTimeFilter,
} from '@leadhouse/domain';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import { dayAxis, useMaxDayLabels } from '../../../lib/day-axis';
import { formatMoney } from '../../../lib/money';
import { useAccountStats } from '../api/accounts-api';

/** The figures of the period as label / text pairs. */
function statFigures(
  s: Stats,
  t: TFunction<'accounts'>,
  money: (minor: number | null) => string,
  language: string,
): Array<[string, string]> {
  return [
    [t('stats.leads'), s.leads.toLocaleString(language)],
    [t('stats.ftds'), s.ftds.toLocaleString(language)],
    [t('stats.depositAmount'), money(s.depositAmount)],
    [t('stats.spend'), money(s.spend)],
    [t('stats.costPerLead'), money(s.costPerLead)],
    [t('stats.costPerFtd'), money(s.costPerFtd)],
    [
      t('stats.returnOnSpend'),
      s.returnOnSpend === null
        ? t('stats.none')
        : s.returnOnSpend.toLocaleString(language, { maximumFractionDigits: 2 }),
    ],
    [t('stats.balanceStart'), money(s.balanceStart)],
    [t('stats.balanceEnd'), money(s.balanceEnd)],
  ];
}

/** The days of a custom period (`YYYY-MM-DD`). */
type DayRange = { from: string; to: string };

/** The quick time filter, and a date field for each end of `range` when it is custom. */
function PeriodFilter({
  filter,
  range,
  onFilter,
  onDay,
}: {
  filter: QuickTimeFilter;
  range: DayRange;
  onFilter: (filter: QuickTimeFilter) => void;
  onDay: (which: keyof DayRange, day: string) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <ChoiceSelect
        label={t('stats.period')}
        value={filter}
        choices={QUICK_TIME_FILTERS}
        choiceLabel={(f) => t(`stats.filters.${f}`)}
        onChange={onFilter}
      />
      {filter === 'custom' &&
        (['from', 'to'] as const).map((which) => (
          <TextField
            key={which}
            size="small"
            type="date"
            label={t(`stats.${which}`)}
            value={range[which]}
            onChange={(e) => onDay(which, e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
    </>
  );
}

/** The figures as a description list of cards. */
function FigureList({ label, figures }: { label: string; figures: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            <bdi>{value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Spend per day and the balance at each day's end, each on its own axis. */
function StatsChart({ days, money }: { days: Stats['days']; money: (minor: number | null) => string }) {
  const { t } = useTranslation('accounts');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const maxLabels = useMaxDayLabels();
  return (
    <Box aria-label={t('stats.chart')} role="figure">
      <Typography variant="caption" color="text.secondary">
        {t('stats.chart')}
      </Typography>
      <LineChart
        height={260}
        skipAnimation
        xAxis={[
          dayAxis(
            'point',
            days.map((d) => d.day),
            rtl,
            maxLabels,
          ),
        ]}
        // Balance and daily spend differ by orders of magnitude: each has its own axis, wide enough
        // for currency labels (the balance on the reading side, spend on the other).
        yAxis={[
          {
            id: 'balance',
            position: rtl ? 'right' : 'left',
            width: 88,
            valueFormatter: (v: number) => money(v),
          },
          {
            id: 'spend',
            position: rtl ? 'left' : 'right',
            width: 76,
            valueFormatter: (v: number) => money(v),
          },
        ]}
        series={[
          {
            id: 'spend',
            yAxisId: 'spend',
            label: t('stats.spend'),
            data: days.map((d) => d.spend),
            valueFormatter: (v) => money(v ?? 0),
          },
          {
            id: 'balance',
            yAxisId: 'balance',
            label: t('detail.balance'),
            data: days.map((d) => d.balance),
            valueFormatter: (v) => money(v ?? 0),
          },
        ]}
      />
    </Box>
  );
}

/**
 * Account statistics (spec §7 `accounts/accountsAnalytics`, §9 default last_four_weeks): the quick time
 * filter (custom: from/to days), the figures of the period and a chart of spend per day and the balance
 * at each day's end. Money in the account's currency; rates from totals, '—' when undefined.
 */
export function AccountStats({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('accounts');
  const [filter, setFilter] = useState<QuickTimeFilter>('last_four_weeks');
  const [range, setRange] = useState<DayRange>(() => ({
    from: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
    to: dayjs().format('YYYY-MM-DD'),
  }));
  const { data } = useAccountStats([account.id], filter, range.from, range.to);
  const s = data?.accounts[0];
  const money = (minor: number | null) =>
    minor === null ? t('stats.none') : formatMoney(Math.round(minor), i18n.language, account.currency);
  const figures = s ? statFigures(s, t, money, i18n.language) : [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('stats.title')}
        </Typography>
        <PeriodFilter
          filter={filter}
          range={range}
          onFilter={setFilter}
          onDay={(which, day) => setRange((current) => ({ ...current, [which]: day }))}
        />
      </Stack>
      <FigureList label={t('stats.title')} figures={figures} />
      {s && s.days.length > 0 && <StatsChart days={s.days} money={money} />}
    </Stack>
  );
}
