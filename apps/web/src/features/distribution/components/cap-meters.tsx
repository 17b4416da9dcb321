import type { BuyerActivity, CapMeter, MoneyMeter } from '@leadhouse/domain';
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

/**
 * "Last 24 h: sent 40 · accepted 32 (84.2%) · rejected 4 · failed 2" (`BuyerActivity`): the acceptance rate is
 * accepted over the answered sends (sent − pending), "—" before any answer; "Last 24 h: nothing sent".
 */
export function activityText(t: TFunction<'distribution'>, a: BuyerActivity, language: string): string {
  if (a.sent === 0) return t('activity.none');
  const answered = a.sent - a.pending;
  const rate =
    answered > 0
      ? new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
          a.accepted / answered,
        )
      : '—';
  const n = (v: number) => new Intl.NumberFormat(language).format(v);
  return t('activity.line', {
    sent: n(a.sent),
    accepted: n(a.accepted),
    rate,
    rejected: n(a.rejected),
    failed: n(a.failed),
  });
}

/** A buyer's activity of the last 24 hours under its meters (ANCHORS: acceptance rate per buyer). */
export function BuyerActivityLine({ activity }: { activity: BuyerActivity }) {
  const { t, i18n } = useTranslation('distribution');
  return (
    <Typography variant="caption" component="div" color="text.secondary" data-testid="buyer-activity">
      {activityText(t, activity, i18n.language)}
    </Typography>
  );
}
