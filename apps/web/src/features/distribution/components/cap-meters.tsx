import type { CapMeter, MoneyMeter } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { weekdayTime } from '../reason-text';

/** How full a window is, 0-100 (a cap of 0 is full). */
export function meterPercent(meter: CapMeter): number {
  if (meter.cap <= 0) return 100;
  return Math.min(100, Math.round((meter.used / meter.cap) * 100));
}

/**
 * "Day: 3 of 3 used, 0 left · resets Fri 00:00" (no reset for `total`); a money meter (minor units of its
 * currency) reads "Day revenue: $76.50 of $500.00, $423.50 left · resets …".
 */
export function meterText(
  t: TFunction<'distribution'>,
  meter: CapMeter | MoneyMeter,
  language: string,
): string {
  const money = 'currency' in meter ? meter.currency : undefined;
  const amount = (n: number) => (money ? formatMoney(n, language, money) : n);
  const head = t(money ? 'meter.money' : 'meter.label', {
    window: t(`windows.${meter.window}`),
    used: amount(meter.used),
    cap: amount(meter.cap),
    left: amount(meter.left),
  });
  return meter.resetsAt
    ? `${head} · ${t('meter.resets', { at: weekdayTime(meter.resetsAt, language) })}`
    : head;
}

/**
 * A buyer's live cap meters (`CapMeter[]` from the flows and buyers answers): one bar per capped window,
 * used of cap, what is left and when it resets in the reader's time, then the money cap's bar if any. A full window shows in the error colour.
 */
export function CapMeters({
  meters: counts,
  money,
  dense = false,
}: {
  meters: readonly CapMeter[];
  /** The money cap's meter, shown after the count windows. */
  money?: MoneyMeter | null;
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation('distribution');
  const meters: readonly (CapMeter | MoneyMeter)[] = money ? [...counts, money] : counts;
  if (meters.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('meter.noCaps')}
      </Typography>
    );
  }
  return (
    <Stack spacing={dense ? 0.25 : 0.5} sx={{ minWidth: 180 }}>
      {meters.map((m) => {
        const text = meterText(t, m, i18n.language);
        return (
          <Box
            key={`${m.window}-${'currency' in m ? 'money' : 'leads'}`}
            data-testid={'currency' in m ? `money-meter-${m.window}` : `meter-${m.window}`}
          >
            <Typography variant="caption" component="div">
              {text}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={meterPercent(m)}
              color={m.left <= 0 ? 'error' : 'primary'}
              aria-label={text}
              sx={{ height: 4, borderRadius: 2 }}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
