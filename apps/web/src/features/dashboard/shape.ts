import { NONE_VALUE, type DayFigures, type Mix } from '@leadhouse/domain';
import dayjs from 'dayjs';

/*
 * Chart data shaping (issue 11): pure functions from the analytics responses to what @mui/x-charts draws.
 * The server zero-fills its days; these functions still fill any gap so a chart never skips a day.
 */

/** Every day from `from` to `to` inclusive (YYYY-MM-DD); empty when `to` is before `from`. */
export function dayRange(from: string, to: string): string[] {
  const days: string[] = [];
  const end = dayjs(to);
  for (let d = dayjs(from); !d.isAfter(end, 'day') && days.length <= 400; d = d.add(1, 'day')) {
    days.push(d.format('YYYY-MM-DD'));
  }
  return days;
}

/** One stacked series of a per-day chart: its key (status, platform) and a value per day. */
export interface DaySeries {
  key: string;
  data: number[];
}

/** Per-day series of a window: `days` is every day of from..to, each series zero where a day is missing. */
export interface DaySeriesSet {
  days: string[];
  series: DaySeries[];
}

/**
 * Leads per day split by `byStatus` or `byPlatform`, one series per key that has a lead in the window, in
 * `order` first (e.g. the lead statuses) then the rest alphabetically; days zero-filled.
 */
export function daysToSeries(
  rows: readonly DayFigures[],
  from: string,
  to: string,
  by: 'byStatus' | 'byPlatform',
  order: readonly string[] = [],
): DaySeriesSet {
  const days = dayRange(from, to);
  const index = new Map(days.map((d, i) => [d, i]));
  const values = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    for (const [key, count] of Object.entries(row[by])) {
      if (!count) continue;
      const data = values.get(key) ?? days.map(() => 0);
      data[i] = (data[i] ?? 0) + count;
      values.set(key, data);
    }
  }
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i === -1 ? order.length : i;
  };
  const keys = [...values.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { days, series: keys.map((key) => ({ key, data: values.get(key)! })) };
}

/** One figure per day of from..to (zero-filled), e.g. FTDs or deposit amount. */
export function dayValues(
  rows: readonly DayFigures[],
  from: string,
  to: string,
  pick: (row: DayFigures) => number,
): { days: string[]; data: number[] } {
  const days = dayRange(from, to);
  const byDay = new Map(rows.map((r) => [r.day, pick(r)]));
  return { days, data: days.map((d) => byDay.get(d) ?? 0) };
}

/** A slice of a pie: the mix key (NONE_VALUE for no value), its count and share (0..1) of the total. */
export interface MixSlice {
  key: string;
  value: number;
  share: number;
}

/** A mix as slices, largest first (ties by key), zero counts left out; `order` ranks keys first. */
export function mixToSlices(mix: Mix, order: readonly string[] = []): MixSlice[] {
  const entries = Object.entries(mix).filter(([, v]) => v > 0);
  const total = entries.reduce((sum, [, v]) => sum + v, 0);
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i === -1 ? order.length : i;
  };
  return entries
    .sort(([a, x], [b, y]) =>
      order.length ? rank(a) - rank(b) || y - x || a.localeCompare(b) : y - x || a.localeCompare(b),
    )
    .map(([key, value]) => ({ key, value, share: total > 0 ? value / total : 0 }));
}

/**
 * Change of a figure against the previous period as a ratio (0.25 = +25 %); null when the previous value
 * is 0 (no meaningful percentage) or either value is missing.
 */
export function changeRatio(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** Direction of a change for its arrow: up, down or flat (no previous value counts as flat). */
export function changeDirection(ratio: number | null): 'up' | 'down' | 'flat' {
  if (ratio === null || ratio === 0) return 'flat';
  return ratio > 0 ? 'up' : 'down';
}

/** True when a mix key stands for "no value". */
export const isNoneKey = (key: string | null | undefined): boolean => key == null || key === NONE_VALUE;
