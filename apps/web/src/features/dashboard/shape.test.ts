import { NONE_VALUE, type DayFigures } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { changeDirection, changeRatio, dayRange, daysToSeries, dayValues, mixToSlices } from './shape';

const day = (d: string, byStatus: Record<string, number>, extra: Partial<DayFigures> = {}): DayFigures => ({
  day: d,
  leads: Object.values(byStatus).reduce((a, b) => a + b, 0),
  ftds: 0,
  depositAmount: 0,
  byStatus,
  byPlatform: {},
  ...extra,
});

describe('chart data shaping', () => {
  it('lists every day of a window, across a month end and a DST change', () => {
    expect(dayRange('2026-03-27', '2026-04-02')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(dayRange('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('zero-fills missing days and orders the status series by the status list', () => {
    const shaped = daysToSeries(
      [day('2026-01-01', { ACTIVE: 2, NEW: 1 }), day('2026-01-03', { NEW: 4 })],
      '2026-01-01',
      '2026-01-04',
      'byStatus',
      ['NEW', 'FOLLOW_UP', 'ACTIVE'],
    );
    expect(shaped.days).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(shaped.series).toEqual([
      { key: 'NEW', data: [1, 0, 4, 0] },
      { key: 'ACTIVE', data: [2, 0, 0, 0] },
    ]);
  });

  it('ignores days outside the window and zero counts', () => {
    const shaped = daysToSeries(
      [day('2025-12-31', { NEW: 9 }), day('2026-01-01', { NEW: 0, OTHER: 3 })],
      '2026-01-01',
      '2026-01-01',
      'byStatus',
    );
    expect(shaped.series).toEqual([{ key: 'OTHER', data: [3] }]);
  });

  it('picks one figure per day, zero where the day is missing', () => {
    const values = dayValues([day('2026-01-02', {}, { ftds: 3 })], '2026-01-01', '2026-01-03', (d) => d.ftds);
    expect(values).toEqual({ days: ['2026-01-01', '2026-01-02', '2026-01-03'], data: [0, 3, 0] });
  });

  it('turns a mix into slices, largest first, without zeros, with shares of the total', () => {
    expect(mixToSlices({ google: 1, [NONE_VALUE]: 3, facebook: 0 })).toEqual([
      { key: NONE_VALUE, value: 3, share: 0.75 },
      { key: 'google', value: 1, share: 0.25 },
    ]);
    expect(mixToSlices({ ACTIVE: 5, NEW: 1 }, ['NEW', 'ACTIVE']).map((s) => s.key)).toEqual([
      'NEW',
      'ACTIVE',
    ]);
    expect(mixToSlices({})).toEqual([]);
  });

  it('computes the change against the previous period; no previous value gives no percentage', () => {
    expect(changeRatio(150, 100)).toBe(0.5);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(7, 0)).toBeNull();
    expect(changeRatio(0, 0)).toBeNull();
    expect(changeRatio(null, 3)).toBeNull();
    expect(changeRatio(0.2, 0.1)).toBeCloseTo(1);
    expect(changeDirection(0.5)).toBe('up');
    expect(changeDirection(-0.1)).toBe('down');
    expect(changeDirection(null)).toBe('flat');
    expect(changeDirection(0)).toBe('flat');
  });
});
