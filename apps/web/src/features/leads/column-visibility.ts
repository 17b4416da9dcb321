import { DEFAULT_HIDDEN_COLUMNS } from '@leadhouse/domain';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

/** localStorage key of the leads grid's column choice. */
export const COLUMN_VISIBILITY_STORAGE_KEY = 'leads.columns';

/** The remembered column choice, or the default: the registry's hidden columns (`DEFAULT_HIDDEN_COLUMNS`). */
export function loadColumnVisibility(): GridColumnVisibilityModel {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COLUMN_VISIBILITY_STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
      );
    }
  } catch {
    // unreadable: fall back to the default
  }
  return Object.fromEntries(DEFAULT_HIDDEN_COLUMNS.map((c) => [c, false]));
}

export function storeColumnVisibility(model: GridColumnVisibilityModel): void {
  try {
    localStorage.setItem(COLUMN_VISIBILITY_STORAGE_KEY, JSON.stringify(model));
  } catch {
    // storage full or disabled: the choice lasts for this visit only
  }
}
