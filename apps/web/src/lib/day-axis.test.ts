import { describe, expect, it } from 'vitest';
import { dayAxis, MAX_DAY_LABELS, MAX_DAY_LABELS_NARROW, shortDay } from './day-axis';

const daysFrom = (n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));

describe('dayAxis', () => {
  it('labels every day of a short window', () => {
    const axis = dayAxis('band', daysFrom(8), false);
    expect(daysFrom(8).filter((d, i) => axis.tickLabelInterval(d, i))).toHaveLength(8);
    expect(axis.valueFormatter('2026-11-03')).toBe('03.11');
    expect(axis.reverse).toBe(false);
  });

  it('labels at most MAX_DAY_LABELS days of a long window, the first one included, in both directions', () => {
    for (const n of [28, 31, 60, 366]) {
      const days = daysFrom(n);
      const axis = dayAxis('point', days, true);
      const shown = days.filter((d, i) => axis.tickLabelInterval(d, i));
      expect(shown.length).toBeLessThanOrEqual(MAX_DAY_LABELS);
      expect(shown.length).toBeGreaterThanOrEqual(MAX_DAY_LABELS / 2);
      expect(shown[0]).toBe(days[0]);
      expect(axis.reverse).toBe(true);
    }
  });

  it('labels at most MAX_DAY_LABELS_NARROW days of an 8-day window on a phone (390 px)', () => {
    const days = daysFrom(8);
    const axis = dayAxis('band', days, false, MAX_DAY_LABELS_NARROW);
    expect(days.filter((d, i) => axis.tickLabelInterval(d, i)).length).toBeLessThanOrEqual(
      MAX_DAY_LABELS_NARROW,
    );
  });

  it('formats a day as DD.MM', () => {
    expect(shortDay('2026-01-09')).toBe('09.01');
  });
});
