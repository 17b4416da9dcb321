/** A server sort: the field and 1 ascending, -1 descending (the API's `sortBy`). */
export interface GridSort {
  field: string;
  direction: 1 | -1;
}

/** How a list's grid state is written in the URL; the defaults are left out of it. */
export interface GridUrlOptions {
  /** The page size when the URL names none; the first of `pageSizeOptions` if omitted. */
  pageSize?: number;
  /** The page sizes the user may choose (one: no choice). */
  pageSizeOptions: readonly number[];
  /** The fields the server sorts by; a URL or click naming another is ignored. All when omitted. */
  sortable?: readonly string[];
  /** The sort shown and asked for when the URL names none (e.g. total, descending). */
  defaultSort?: GridSort;
}

/** The list state read from the URL: page (1-based), page size, sort and search text. */
export interface GridUrlValues {
  page: number;
  pageSize: number;
  sort: GridSort | null;
  search: string;
}

/** URL parameter names: `page`, `limit`, `sort` (`field` or `-field`), `q`. */
export const GRID_PARAMS = { page: 'page', limit: 'limit', sort: 'sort', search: 'q' } as const;

const defaultSize = (o: GridUrlOptions) => o.pageSize ?? o.pageSizeOptions[0] ?? 50;

/**
 * Reads the grid state from URL parameters. Anything it cannot use (page 0 or text, a page size not
 * offered, a sort field the server does not sort by) falls back to the default instead of failing.
 */
export function readGridUrl(params: URLSearchParams, options: GridUrlOptions): GridUrlValues {
  const page = Number(params.get(GRID_PARAMS.page) ?? '1');
  const limit = Number(params.get(GRID_PARAMS.limit));
  const raw = params.get(GRID_PARAMS.sort) ?? '';
  const field = raw.replace(/^-/, '');
  const sortable = !options.sortable || options.sortable.includes(field);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: options.pageSizeOptions.includes(limit) ? limit : defaultSize(options),
    sort:
      field && sortable ? { field, direction: raw.startsWith('-') ? -1 : 1 } : (options.defaultSort ?? null),
    search: params.get(GRID_PARAMS.search) ?? '',
  };
}

/**
 * Writes `patch` over the grid parameters of `current` (other parameters stay), leaving out defaults
 * (page 1, the default size and sort, an empty search) so a plain list keeps a plain URL.
 */
export function writeGridUrl(
  current: URLSearchParams,
  patch: Partial<GridUrlValues>,
  options: GridUrlOptions,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (patch.page !== undefined) put(GRID_PARAMS.page, patch.page > 1 ? String(patch.page) : null);
  if (patch.pageSize !== undefined)
    put(GRID_PARAMS.limit, patch.pageSize === defaultSize(options) ? null : String(patch.pageSize));
  if (patch.sort !== undefined) {
    const s = patch.sort;
    const isDefault =
      s === null || (s.field === options.defaultSort?.field && s.direction === options.defaultSort.direction);
    put(GRID_PARAMS.sort, isDefault ? null : `${s.direction === -1 ? '-' : ''}${s.field}`);
  }
  if (patch.search !== undefined) put(GRID_PARAMS.search, patch.search === '' ? null : patch.search);
  return next;
}
