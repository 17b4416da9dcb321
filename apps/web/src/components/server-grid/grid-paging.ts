import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { GridSort } from './grid-url-state';

/*
 * The paging, sorting and total of `ServerGrid` (issue 20 §2): the grid's props from a list's state that
 * lives outside the grid (the URL), each kept stable while its values stay.
 */

/**
 * The paging and sorting of a list whose state lives outside the grid (the URL): pages count from 1 like
 * the API's `page`; `useGridUrlState` makes one, the leads list builds its own over its richer URL.
 */
export interface GridListState {
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  sort?: GridSort | null;
  onSort?: (sort: GridSort | null) => void;
}

/**
 * A list's total read off its last page, when the server counts nothing but says no page follows
 * (`hasNextPage` false): the rows before this page and this page's. The pager said "1–40 of more than 40"
 * over the two deleted leads there were.
 */
export function lastPageTotal(
  state: GridListState | undefined,
  rows: readonly unknown[] | undefined,
  hasNextPage: boolean | undefined,
): number | null {
  if (!state || !rows || hasNextPage !== false) return null;
  return (state.page - 1) * state.pageSize + rows.length;
}

/**
 * The list's total for the grid: `rowCount` once rows came, the last answer's while the next page loads
 * (React's "state from the last render"), -1 (unknown) before the first answer.
 */
export function useKnownTotal(
  rows: readonly unknown[] | undefined,
  rowCount: number | null | undefined,
): number {
  const [known, setKnown] = useState<number | null>(null);
  const current = rows !== undefined ? (rowCount ?? null) : known;
  if (current !== known) setKnown(current);
  return current ?? -1;
}

/** The grid's pagination props for `state` (1-based pages outside, 0-based in the grid). */
export function usePaging(state: GridListState | undefined) {
  const page = state?.page ?? 1;
  const pageSize = state?.pageSize ?? 0;
  const model = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const latest = useLatest(state);
  // By value: a screen may build its options array on every render.
  const sizes = state?.pageSizeOptions.join(',');
  const pageSizeOptions = useMemo(() => (sizes ? sizes.split(',').map(Number) : [25, 100]), [sizes]);
  // Stable while the page shows: a new handler or options array makes the grid render every row again.
  const onPaginationModelChange = useCallback(
    (next: GridPaginationModel) => {
      const current = latest.current;
      if (!current) return;
      if (next.pageSize !== current.pageSize) current.onPageSize(next.pageSize);
      else if (next.page !== current.page - 1) current.onPage(next.page + 1);
    },
    [latest],
  );
  if (!state) return { pageSizeOptions, initialState: UNPAGED };
  return {
    paginationMode: 'server' as const,
    pageSizeOptions,
    paginationModel: model,
    onPaginationModelChange,
  };
}

/**
 * The sorting of a list of one column on a phone: on the server, by its Sort menu alone. The grid gets no
 * sort model: its field names no column of that grid, and the grid answered such a model with an empty one,
 * which cleared the list's sort (campaigns and ad groups on a phone lost theirs at each change of period).
 */
export const MENU_SORTING = { sortingMode: 'server', disableColumnSorting: true } as const;

const UNPAGED = { pagination: { paginationModel: { pageSize: 25 } } };

/**
 * A ref that holds the last committed `value`, for handlers that must stay the same function. Set in an
 * insertion effect, which runs before every layout effect of the commit: a handler the grid calls from its
 * own effects already reads this render's state.
 */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The grid's sorting props for `state`: server sorting when it has `onSort`. */
export function useSorting(state: GridListState | undefined) {
  const field = state?.sort?.field;
  const direction = state?.sort?.direction;
  const model = useMemo<GridSortModel>(
    () => (field ? [{ field, sort: direction === -1 ? 'desc' : 'asc' }] : []),
    [field, direction],
  );
  const latest = useLatest(state?.onSort);
  const onSortModelChange = useCallback(
    (next: GridSortModel) => {
      const item = next[0];
      latest.current?.(item?.sort ? { field: item.field, direction: item.sort === 'desc' ? -1 : 1 } : null);
    },
    [latest],
  );
  if (!state?.onSort) return state ? { sortingMode: 'server' as const, disableColumnSorting: true } : {};
  return {
    sortingMode: 'server' as const,
    filterMode: 'server' as const,
    sortModel: model,
    onSortModelChange,
  };
}
