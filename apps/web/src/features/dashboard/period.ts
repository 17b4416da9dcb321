import { ANALYTICS_WINDOW_DAYS } from '@leadhouse/domain';
import dayjs from 'dayjs';

/*
 * The period of the analytics screens, kept in the URL (`?days=30` or `?from=2026-01-01&to=2026-01-31`) so
 * a view can be bookmarked. Presets end today; the server computes "today" in the reporting time zone
 * when no from/to is sent (the default preset), so the default view always matches the server's window.
 */

/** Preset lengths in days: the analytics window (8, spec §9), a week and the campaigns window (30). */
export const PERIOD_PRESETS = [7, ANALYTICS_WINDOW_DAYS.analytics, ANALYTICS_WINDOW_DAYS.campaigns] as const;

/** A preset number of days ending today, or a custom from..to. */
export type Period = { kind: 'preset'; days: number } | { kind: 'custom'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string | null): v is string => !!v && DAY.test(v) && dayjs(v).format('YYYY-MM-DD') === v;

/** The period in `params`; `defaultDays` when absent or unreadable. */
export function parsePeriod(params: URLSearchParams, defaultDays: number): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (validDay(from) && validDay(to) && from <= to) return { kind: 'custom', from, to };
  const days = Number(params.get('days'));
  if ((PERIOD_PRESETS as readonly number[]).includes(days)) return { kind: 'preset', days };
  return { kind: 'preset', days: defaultDays };
}

/** Writes `period` into `base` (other keys kept); the default preset leaves the URL plain. */
export function serializePeriod(
  period: Period,
  defaultDays: number,
  base?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams(base);
  out.delete('days');
  out.delete('from');
  out.delete('to');
  if (period.kind === 'custom') {
    out.set('from', period.from);
    out.set('to', period.to);
  } else if (period.days !== defaultDays) {
    out.set('days', String(period.days));
  }
  return out;
}

/**
 * The `from`/`to` query of a period: none for the server's default window, else the days (a preset ends
 * today, `today` being the browser's day).
 */
export function periodQuery(
  period: Period,
  defaultDays: number,
  today: string = dayjs().format('YYYY-MM-DD'),
): { from?: string; to?: string } {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  if (period.days === defaultDays) return {};
  return {
    from: dayjs(today)
      .subtract(period.days - 1, 'day')
      .format('YYYY-MM-DD'),
    to: today,
  };
}
