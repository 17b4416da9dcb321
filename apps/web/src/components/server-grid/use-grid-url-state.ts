import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../lib/config';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { GridListState } from './server-grid';
import {
  readGridUrl,
  writeGridUrl,
  type GridSort,
  type GridUrlOptions,
  type GridUrlValues,
} from './grid-url-state';

/** A list's grid state kept in the URL, with the setters the screen and `ServerGrid` use. */
export interface GridUrlState extends GridListState {
  sort: GridSort | null;
  /** The search box's text as typed (kept in the URL as `q`). */
  search: string;
  /** The search text to ask the server for: trimmed, once typing paused (`SEARCH_DEBOUNCE_MS`). */
  keywords: string;
  setSearch: (text: string) => void;
  /** Back to page 1: call it when a filter the screen keeps changes. */
  firstPage: () => void;
}

/**
 * The page, page size, sort and search text of a server-paged list, read from and written to the URL
 * (`?page=3&limit=100&sort=-total&q=acme`), so a link, a reload and the browser's back button keep the
 * view. A new sort, page size or search goes back to page 1; a page or sort change adds a history entry,
 * typing in the search box replaces it. Pass the result to `ServerGrid` as `state`.
 *
 * Use one per screen: two lists shown at once would share the parameters.
 */
export function useGridUrlState(options: GridUrlOptions): GridUrlState {
  const [params, setParams] = useSearchParams();
  // The options are screen constants; the serialized key keeps the callbacks stable across renders.
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `options`
  const opts = useMemo(() => options, [key]);
  const values = readGridUrl(params, opts);
  const write = useCallback(
    (patch: Partial<GridUrlValues>, replace = false) =>
      setParams((current) => writeGridUrl(current, patch, opts), { replace }),
    [setParams, opts],
  );
  const keywords = useDebouncedValue(values.search, SEARCH_DEBOUNCE_MS).trim();
  const onSort = useCallback(
    (sort: GridSort | null) => write({ sort: sort ?? opts.defaultSort ?? null, page: 1 }),
    [write, opts],
  );
  return {
    page: values.page,
    pageSize: values.pageSize,
    pageSizeOptions: opts.pageSizeOptions,
    sort: values.sort,
    search: values.search,
    keywords,
    onPage: useCallback((page: number) => write({ page }), [write]),
    onPageSize: useCallback((pageSize: number) => write({ pageSize, page: 1 }), [write]),
    onSort,
    setSearch: useCallback((search: string) => write({ search, page: 1 }, true), [write]),
    firstPage: () => {
      if (values.page !== 1) write({ page: 1 });
    },
  };
}
