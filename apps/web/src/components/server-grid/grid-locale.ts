import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, esES, frFR, itIT, zhCN } from '@mui/x-data-grid/locales';

const GRID_LOCALES = { en: enUS, zh: zhCN, ar: arSD, it: itIT, es: esES, fr: frFR } as const;

/** Arabic numbers as the rest of the app writes them (`ar`: Latin digits; MUI's `ar-SD` wrote ١٬٢٣٤). */
const arabicNumber = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * MUI X's Arabic pager text ("1-40 من 600", its order and marks kept) with the app's digits: the pager was
 * the one place of the Arabic screens with Arabic-Indic digits.
 */
const arabicDisplayedRows: GridLocaleText['paginationDisplayedRows'] = ({ from, to, count, estimated }) => {
  const total =
    count !== -1
      ? arabicNumber(count)
      : estimated && estimated > to
        ? `حوالي ${arabicNumber(estimated)}`
        : `أكثر من ${arabicNumber(to)}`;
  return `\u200E${arabicNumber(to)}-${arabicNumber(from)}\u200E من ${total}`;
};

/**
 * The data grid's own texts (pager, column menu, "rows per page", overlays) in `language`: MUI X's
 * catalogue of that language, English for a language it does not know. Right to left follows the theme's
 * `direction`, which the Arabic setting flips.
 */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const id = language.split('-')[0] as keyof typeof GRID_LOCALES;
  const texts = (GRID_LOCALES[id] ?? enUS).components.MuiDataGrid.defaultProps.localeText;
  return id === 'ar' ? { ...texts, paginationDisplayedRows: arabicDisplayedRows } : texts;
}
