import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, esES, frFR, itIT, zhCN } from '@mui/x-data-grid/locales';

const GRID_LOCALES = { en: enUS, zh: zhCN, ar: arSD, it: itIT, es: esES, fr: frFR } as const;

/**
 * The data grid's own texts (pager, column menu, "rows per page", overlays) in `language`: MUI X's
 * catalogue of that language, English for a language it does not know. Right to left follows the theme's
 * `direction`, which the Arabic setting flips.
 */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const id = language.split('-')[0] as keyof typeof GRID_LOCALES;
  return (GRID_LOCALES[id] ?? enUS).components.MuiDataGrid.defaultProps.localeText;
}
