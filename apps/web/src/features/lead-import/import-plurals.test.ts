import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';

/** Import texts counting rows and members take the plural form of the number (issue 19 "One format"). */
describe('import plurals in six languages', () => {
  // Keys are looked up by name at run time; the untyped TFunction keeps the test free of the catalogue type.
  const text = (lng: string, key: string, count: number, extra: Record<string, unknown> = {}) =>
    (i18n.getFixedT(lng, 'leadImport') as (k: string, o: Record<string, unknown>) => string)(key, {
      count,
      n: String(count),
      ...extra,
    });

  it('English: 1 row, 2 rows; 1 member', () => {
    expect(text('en', 'check.rows', 1)).toBe('1 row');
    expect(text('en', 'check.rows', 2)).toBe('2 rows');
    expect(text('en', 'actions.startCount', 1)).toBe('Import about 1 row');
    expect(text('en', 'check.checked', 1)).toBe('First 1 row checked, nothing written yet');
    expect(text('en', 'defaults.poolOption', 1, { name: 'Gulf Desk', members: 1 })).toBe(
      'Gulf Desk · 1 member',
    );
  });

  it('Arabic: one, two, few, many and other forms', async () => {
    await i18n.loadLanguages('ar');
    expect(text('ar', 'check.rows', 1)).toBe('1 صف');
    expect(text('ar', 'check.rows', 2)).toBe('2 صفان');
    expect(text('ar', 'check.rows', 3)).toBe('3 صفوف');
    expect(text('ar', 'check.rows', 11)).toBe('11 صفًا');
    expect(text('ar', 'check.rows', 100)).toBe('100 صف');
  });

  it('French, Spanish, Italian singular; Chinese one form', async () => {
    await i18n.loadLanguages(['fr', 'es', 'it', 'zh']);
    expect(text('fr', 'check.rows', 1)).toBe('1 ligne');
    expect(text('fr', 'check.rows', 0)).toBe('0 ligne');
    expect(text('es', 'check.rows', 1)).toBe('1 fila');
    expect(text('it', 'check.rows', 1)).toBe('1 riga');
    expect(text('it', 'check.rows', 5)).toBe('5 righe');
    expect(text('zh', 'check.rows', 1)).toBe('1 行');
  });
});
