import { describe, expect, it } from 'vitest';
import { gridLocaleText } from './grid-locale';

/*
 * The grid's pager in Arabic writes its numbers as the rest of the Arabic screens do (Latin digits): MUI
 * X's `ar-SD` catalogue wrote "١-٤٠ من ٦٠٠" beside "600 عميل محتمل" (exploratory pass, session 47).
 */
describe('grid locale', () => {
  it('pages in Arabic with the app’s digits, in MUI’s order and words', () => {
    const displayed = gridLocaleText('ar').paginationDisplayedRows!;
    expect(displayed({ from: 1, to: 40, count: 600, estimated: undefined })).toBe('\u200E40-1\u200E من 600');
    expect(displayed({ from: 41, to: 80, count: -1, estimated: 1_200 })).toBe(
      '\u200E80-41\u200E من حوالي 1,200',
    );
    expect(displayed({ from: 41, to: 80, count: -1, estimated: undefined })).toBe(
      '\u200E80-41\u200E من أكثر من 80',
    );
    expect(gridLocaleText('fr').paginationRowsPerPage).toBe('Lignes par page :');
  });
});
