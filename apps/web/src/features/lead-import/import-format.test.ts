import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { formatEta, formatPercent, formatRate, progressFraction, splitDuration } from './import-format';

const t = i18n.getFixedT('en', 'leadImport');

describe('import progress formatting', () => {
  it('writes the rate whole from 10 rows/s, with one decimal below', () => {
    expect(formatRate(1196.2, 'en')).toBe('1,196');
    expect(formatRate(7.46, 'en')).toBe('7.5');
    expect(formatRate(0, 'en')).toBe('0');
    expect(formatRate(1196.2, 'fr')).toMatch(/^1\s196$/);
  });

  it('splits and writes the time left, rounding up to the second', () => {
    expect(splitDuration(3725.2)).toEqual({ h: 1, m: 2, s: 6 });
    expect(formatEta(12, t, 'en')).toBe('12 s');
    expect(formatEta(200, t, 'en')).toBe('3 min 20 s');
    expect(formatEta(3900, t, 'en')).toBe('1 h 5 min');
    expect(formatEta(0, t, 'en')).toBe('0 s');
  });

  it('says "estimating" while the server has no rate yet', () => {
    expect(formatEta(null, t, 'en')).toBe('Estimating…');
  });

  it('uses the language of the interface for units and digits', () => {
    const ar = i18n.getFixedT('ar', 'leadImport');
    expect(formatEta(200, ar, 'ar')).toBe(`${(3).toLocaleString('ar')} د ${(20).toLocaleString('ar')} ث`);
  });

  it('never goes past 100 % and copes with an unknown total', () => {
    expect(progressFraction(250, 500)).toBe(0.5);
    expect(progressFraction(600, 500)).toBe(1);
    expect(progressFraction(10, 0)).toBe(0);
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(2, 'en')).toBe('100%');
  });
});
