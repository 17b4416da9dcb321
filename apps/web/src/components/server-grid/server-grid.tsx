import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n';
import { EmptyState } from '../empty-state';
import { gridLocaleText } from './grid-locale';
import {
  lastPageTotal,
  MENU_SORTING,
  useKnownTotal,
  usePaging,
  useSorting,
  type GridListState,
} from './grid-paging';
import { PhoneSortBar } from './sort-menu';
import { usePhoneColumns } from './stacked-column';
import { useFillHeight } from './use-fill-height';

export type { GridListState } from './grid-paging';

/** What a list page draws below its grid (px): the page's bottom padding and the card's edge. */
const FILL_GAP = 36;
const NO_ROWS: readonly never[] = [];

/** The DataGrid props `ServerGrid` owns; every other one passes through. */
type Owned =
  | 'rows'
  | 'rowCount'
  | 'loading'
  | 'localeText'
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'pageSizeOptions'
  | 'sortModel'
  | 'onSortModelChange'
  | 'paginationMeta'
  | 'estimatedRowCount';

/**
 * A list request's result as TanStack Query gives it (`useQuery`'s `data`, `isFetching`, `error`): the page's
 * rows and the list's total (`count`, null when unknown), undefined until the first answer.
 */
export interface GridListResult<R> {
  data?: { rows: readonly R[]; count?: number | null };
  isFetching: boolean;
  error?: unknown;
}

export type ServerGridProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, Owned> & {
  /** The grid's accessible name (usually the screen's title). */
  label: string;
  /**
   * The list request's result: gives `rows`, `rowCount`, `loading` and `error` unless those are passed
   * too (a passed prop wins), so a list screen hands its query over in one prop (issue 20 §2).
   */
  list?: GridListResult<R>;
  /** The rows of the current page; undefined until the first answer. */
  rows?: readonly R[] | undefined;
  /** The list's total; null or undefined when the server does not know it (then "next" follows `hasNextPage`). */
  rowCount?: number | null;
  /** A total that is only an estimate: labels the footer, never blocks paging. */
  estimatedRowCount?: number;
  /** Whether a page follows this one, for a list with no known total (`hasMore`). */
  hasNextPage?: boolean;
  /** The loading bar (default: `list.isFetching`). */
  loading?: boolean;
  /** The request's error: shown in the grid, in the user's language, instead of the rows. */
  error?: unknown;
  /** The sentence under "No record found" (what comes here, how to get some). */
  emptyText?: string;
  emptyIcon?: ReactNode;
  /** Server paging and sorting; omitted, the rows are the whole list and the grid pages them itself. */
  state?: GridListState;
  /**
   * The grid's height: `fill` (the default) reaches from where the grid starts to the window's bottom, so
   * the pager is on screen whatever wraps above it; or a CSS height. `minHeight` is its floor in pixels.
   */
  height?: 'fill' | string;
  minHeight?: number;
  /**
   * A screen that gives its own one column on a phone (so nothing is stacked) passes its wide columns here
   * then: their sortable ones make the phone's Sort menu, as the stacked lists get it from their columns.
   */
  phoneSortColumns?: readonly GridColDef<R>[];
};

/**
 * The one data grid of the list screens (issue 20 §2): MUI X DataGrid in compact density with server
 * paging and sorting from `state`, the loading bar, the shared empty state (or the request's error), the
 * grid's own texts in the user's language and the theme's card radius and direction. Every list screen
 * uses it; a screen brings its columns, toolbar and actions.
 *
 * On a phone (below `sm`) the columns stack in one (`stackedColumns`) unless the screen gives its own one
 * column, so no list scrolls sideways.
 *
 * The grid keeps its height in any parent (by default it fills the window below where it starts), so the
 * pager stays on screen and only the visible rows are drawn.
 *
 * Paging rules it keeps for every list (the leads list's defects, fixed here once):
 * - the sort and pagination models are rebuilt only when their values change: the grid takes a new
 *   sort-model object for a new sort and jumps to the first page;
 * - while a page loads the last known total stays, and before the first answer the total is unknown
 *   (-1): a total of 0 makes the grid clamp to the first page, which sent `?page=3` links to page 1;
 * - with no known total, "next" is enabled by `hasNextPage`, so paging never waits for a count.
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  list,
  rows = list?.data?.rows,
  rowCount = list?.data?.count,
  estimatedRowCount,
  hasNextPage,
  loading = list?.isFetching ?? false,
  error = list?.error,
  emptyText,
  emptyIcon,
  state,
  height = 'fill',
  minHeight = 420,
  sx,
  slots,
  columns: wideColumns,
  getRowHeight,
  phoneSortColumns,
  ...grid
}: ServerGridProps<R>) {
  const { i18n } = useTranslation('common');
  const localeText = useMemo(() => gridLocaleText(i18n.language), [i18n.language]);
  const total = useKnownTotal(rows, rowCount ?? lastPageTotal(state, rows, hasNextPage));
  const paging = usePaging(state);
  const [measure, filled] = useFillHeight(height === 'fill', minHeight, FILL_GAP);
  const { attach, onPaginationModelChange } = useTopInViewOnPage(
    measure,
    state ? state.page - 1 : 0,
    paging.onPaginationModelChange,
  );
  const sorting = useSorting(state);
  const allSlots = useEmptySlots(error, emptyText, emptyIcon, slots);
  // Each prop below keeps its identity while its inputs do: the grid renders every row again for a new one.
  const paginationMeta = useMemo(() => ({ hasNextPage: hasNextPage ?? false }), [hasNextPage]);
  const allSx = useGridSx(height === 'fill' ? (filled ?? minHeight) : height, minHeight, sx);
  const phone = usePhoneColumns(wideColumns, grid.columnVisibilityModel, getRowHeight);
  // The Sort menu's columns on a phone: the stacked list's own, or those the screen's one column stands for.
  const menuColumns = phone.menuSorted ? (phone.stacked ? wideColumns : phoneSortColumns) : undefined;
  return (
    <>
      {menuColumns && <PhoneSortBar columns={menuColumns} sort={state?.sort} onSort={state?.onSort} />}
      <DataGrid<R>
        ref={attach}
        aria-label={label}
        density="compact"
        disableColumnFilter
        disableRowSelectionOnClick
        {...grid}
        columns={phone.columns}
        getRowHeight={phone.getRowHeight}
        {...paging}
        onPaginationModelChange={onPaginationModelChange}
        {...(phone.menuSorted ? MENU_SORTING : sorting)}
        {...(state && { rowCount: total, estimatedRowCount, paginationMeta })}
        rows={rows ?? NO_ROWS}
        loading={loading}
        localeText={localeText}
        slots={allSlots}
        sx={allSx}
      />
    </>
  );
}

/**
 * The grid's ref (also given to `measure`) and its page handler (`pagingChange`, a server-paged list's,
 * then this): when the grid's top
 * is then above the window (a grid as tall as its rows, such as an account's ledger on a phone, paged from
 * its bottom), the window scrolls back to the grid's top, where the next page's first row comes; before,
 * the user was left at the bottom of the next page, 4,000 px below its first entry.
 */
function useTopInViewOnPage(
  measure: (node: HTMLElement | null) => void,
  firstPage: number,
  pagingChange: ((model: GridPaginationModel) => void) | undefined,
) {
  const node = useRef<HTMLElement | null>(null);
  const shown = useRef(firstPage);
  const attach = useCallback(
    (el: HTMLDivElement | null) => {
      node.current = el;
      measure(el);
    },
    [measure],
  );
  const onPageTurn = useCallback((page: number) => {
    if (page === shown.current) return;
    shown.current = page;
    const grid = node.current;
    // jsdom has no scrollIntoView.
    if (grid && grid.getBoundingClientRect().top < 0) grid.scrollIntoView?.({ block: 'start' });
  }, []);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      pagingChange?.(model);
      onPageTurn(model.page);
    },
    [pagingChange, onPageTurn],
  );
  return { attach, onPaginationModelChange };
}

/**
 * The grid's style: its height and `sx` after the shared frame. `flex: none`: in a column flex box the grid's
 * own `flex: 1 1 0%` beat `height`, so the grid grew to all its rows (1,532 px for 40 leads): the pager fell
 * below the fold and no row was virtualised. Right to left, a text cell lays its value out in the value's own
 * direction (`unicode-bidi: plaintext`), still at the grid's start: an email, a date or a Latin name cut by
 * the cell lost its beginning in Arabic ("…@hotmail.com"); now its end goes ("anna.smith@hotm…").
 */
function useGridSx(height: number | string, minHeight: number, sx: DataGridProps['sx']) {
  const rtl = useTheme().direction === 'rtl';
  return useMemo(
    () => [
      { border: 0, height, minHeight, flex: 'none' },
      // `left` is written for the right edge: the right-to-left style cache flips every left and right
      // (stylis-plugin-rtl), and `right` had come out as `left`, a value far from its header. A logical
      // `start` or `end` would follow each value's own direction here (plaintext), not the page's.
      rtl && { [`& .${TEXT_CELL}`]: { unicodeBidi: 'plaintext', textAlign: 'left' } },
      ...(Array.isArray(sx) ? sx : [sx]),
    ],
    [height, minHeight, sx, rtl],
  );
}

/** A cell of text: not one aligned by its column (numbers, actions). */
const TEXT_CELL = 'MuiDataGrid-cell:not(.MuiDataGrid-cell--textRight):not(.MuiDataGrid-cell--textCenter)';

/**
 * The grid's slots: `slots` after its overlay for no rows, the shared empty state or the request's error in
 * the user's language (the same object while its inputs stay: the grid renders every row again for a new one).
 */
function useEmptySlots(
  error: unknown,
  emptyText: string | undefined,
  emptyIcon: ReactNode,
  slots: DataGridProps['slots'],
) {
  const { t } = useTranslation('common');
  return useMemo(() => {
    function GridEmpty() {
      return (
        <EmptyState
          compact
          icon={emptyIcon}
          title={error ? errorText(error) : t('empty.noRecord')}
          text={error ? undefined : emptyText}
        />
      );
    }
    return { noRowsOverlay: GridEmpty, noResultsOverlay: GridEmpty, ...slots };
  }, [error, emptyText, emptyIcon, t, slots]);
}
