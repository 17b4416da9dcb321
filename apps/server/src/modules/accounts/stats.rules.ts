import type { QuickTimeFilter } from '@leadhouse/domain';

/*
 * Account statistics periods (spec §9: default last_four_weeks). Days are calendar days (YYYY-MM-DD) in the
 * reporting time zone; a period is [fromDay, toDay], both inclusive.
 */

/** Today's calendar day in `timeZone` at instant `now` (YYYY-MM-DD). */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `day` plus `n` days (calendar arithmetic on the date alone, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The days of a quick time filter given today's day: today; yesterday; last_seven_days (today and the 6
 * days before); last_four_weeks (today and the 27 before); this_month (the 1st to today); last_month (the
 * whole previous month); custom (`from`..`to` as sent).
 */
export function periodDays(
  filter: QuickTimeFilter,
  today: string,
  from?: string,
  to?: string,
): { fromDay: string; toDay: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (filter) {
    case 'today':
      return { fromDay: today, toDay: today };
    case 'yesterday':
      return { fromDay: addDays(today, -1), toDay: addDays(today, -1) };
    case 'last_seven_days':
      return { fromDay: addDays(today, -6), toDay: today };
    case 'this_month':
      return { fromDay: firstOfMonth, toDay: today };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { fromDay: `${lastDay.slice(0, 8)}01`, toDay: lastDay };
    }
    case 'custom':
      return { fromDay: from!, toDay: to! };
    case 'last_four_weeks':
    default:
      return { fromDay: addDays(today, -27), toDay: today };
  }
}

/** `a / b`, or null when `b` is 0 (rates come from totals, never from averaged rates). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}
