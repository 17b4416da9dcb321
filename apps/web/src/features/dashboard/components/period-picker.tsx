import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, type Period } from '../period';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
import { DAY_DISPLAY_FORMAT, formatDay } from '../../../lib/format';

const dayjsLocale = (language: string) => (language === 'zh' ? 'zh-cn' : language);

/**
 * The period of an analytics screen: presets of 7, 8 and 30 days ending today, or a custom range picked
 * with the MUI date pickers. `window` is the answered window (days and reporting time zone), shown so
 * the user knows which days the figures cover.
 */
export function PeriodPicker({
  period,
  onChange,
  window,
}: {
  period: Period;
  onChange: (period: Period) => void;
  window?: { from: string; to: string; timeZone: string };
}) {
  const { t, i18n } = useTranslation('dashboard');
  const custom = period.kind === 'custom';
  const from = custom ? period.from : (window?.from ?? '');
  const to = custom ? period.to : (window?.to ?? '');
  const setDay = (which: 'from' | 'to', value: dayjs.Dayjs | null) => {
    if (!value?.isValid()) return;
    const day = value.format('YYYY-MM-DD');
    const next = { from: which === 'from' ? day : from || day, to: which === 'to' ? day : to || day };
    if (next.from > next.to) {
      if (which === 'from') next.to = day;
      else next.from = day;
    }
    onChange({ kind: 'custom', ...next });
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale(i18n.language)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label={t('period.label')}
          value={custom ? 'custom' : String(period.days)}
          onChange={(_, value: string | null) => {
            if (!value) return;
            if (value === 'custom') {
              if (from && to) onChange({ kind: 'custom', from, to });
            } else onChange({ kind: 'preset', days: Number(value) });
          }}
        >
          {PERIOD_PRESETS.map((days) => (
            <ToggleButton key={days} value={String(days)}>
              {t('period.days', { count: days })}
            </ToggleButton>
          ))}
          <ToggleButton value="custom">{t('period.custom')}</ToggleButton>
        </ToggleButtonGroup>
        {custom && <CustomRange period={period} onDay={setDay} />}
        {window && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="period-window">
            {t('period.window', {
              from: formatDay(window.from),
              to: formatDay(window.to),
              timeZone: window.timeZone,
            })}
          </Typography>
        )}
      </Box>
    </LocalizationProvider>
  );
}

/** The from and to date pickers of a custom period (from no later than to); a picked day goes to `onDay`. */
function CustomRange({
  period,
  onDay,
}: {
  period: Extract<Period, { kind: 'custom' }>;
  onDay: (which: 'from' | 'to', value: dayjs.Dayjs | null) => void;
}) {
  return (
    <>
      <DayPicker which="from" day={period.from} bounds={{ maxDate: dayjs(period.to) }} onDay={onDay} />
      <DayPicker which="to" day={period.to} bounds={{ minDate: dayjs(period.from) }} onDay={onDay} />
    </>
  );
}

/** One end (`which`) of a custom period: a small date picker of `day` within `bounds`. */
function DayPicker({
  which,
  day,
  bounds,
  onDay,
}: {
  which: 'from' | 'to';
  day: string;
  bounds: { minDate?: dayjs.Dayjs; maxDate?: dayjs.Dayjs };
  onDay: (which: 'from' | 'to', value: dayjs.Dayjs | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <DatePicker
      label={t(`period.${which}`)}
      format={DAY_DISPLAY_FORMAT}
      value={dayjs(day)}
      {...bounds}
      onChange={(v) => onDay(which, v)}
      slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
    />
  );
}
