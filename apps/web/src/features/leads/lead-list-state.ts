import {
  COUNTRIES,
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  FUNNEL_FILTER_VALUES,
  LEAD_SORT_FIELDS,
  LEAD_STATUSES,
  PAGE_SIZE,
  PLATFORMS,
  type SortDirection,
} from '@leadhouse/domain';

/** Per-page choices of the leads grid; 40 is the spec default (§9). */
export const LEAD_PAGE_SIZE_OPTIONS = [20, 40, 100] as const;

/** Filters that take several values (comma-separated in the URL and in the API query). */
export const MULTI_FILTER_KEYS = [
  'STATUS',
  'FUNNEL',
  'CAMPAIGNS',
  'COUNTRIES',
  'SOURCE',
  'POOL',
  'EMPLOYEE',
  'AFFILIATE',
] as const;
/** Day filters, kept as YYYY-MM-DD; the server reads them as whole days in `TZ` (FROM start, TO end). */
export const DATE_FILTER_KEYS = ['FROM', 'TO', 'LAST_COMMENT_FROM', 'LAST_COMMENT_TO'] as const;
/** Filters with one value. */
export const SINGLE_FILTER_KEYS = [
  'PHONE_NUMBER',
  'NUMBER_OF_DEPOSITS',
  'AMOUNT_OF_DEPOSITS',
  'QUICK_FILTER',
] as const;
/** Every filter of spec §2, in the order the panel and the chips show them. */
export const FILTER_KEYS = [
  'STATUS',
  'FUNNEL',
  'FROM',
  'TO',
  'CAMPAIGNS',
  'COUNTRIES',
  'SOURCE',
  'POOL',
  'EMPLOYEE',
  'AFFILIATE',
  'LAST_COMMENT_FROM',
  'LAST_COMMENT_TO',
  'PHONE_NUMBER',
  'NUMBER_OF_DEPOSITS',
  'AMOUNT_OF_DEPOSITS',
  'QUICK_FILTER',
] as const;

export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];
export type DateFilterKey = (typeof DATE_FILTER_KEYS)[number];
export type SingleFilterKey = (typeof SINGLE_FILTER_KEYS)[number];
export type FilterKey = (typeof FILTER_KEYS)[number];

export type LeadFilters = Partial<
  Record<MultiFilterKey, string[]> & Record<DateFilterKey | SingleFilterKey, string>
>;

export interface LeadSort {
  field: string;
  direction: SortDirection;
}

/** What the leads screen shows: the URL holds all of it, so a view can be bookmarked and shared. */
export interface LeadListState {
  /** 1-based (DESIGN.md §4). */
  page: number;
  limit: number;
  /** null: the server default (newest first). */
  sort: LeadSort | null;
  search: string;
  filters: LeadFilters;
}

export const DEFAULT_LEAD_LIST_STATE: LeadListState = {
  page: 1,
  limit: PAGE_SIZE.leads,
  sort: null,
  search: '',
  filters: {},
};

/** The phone filter applies only when longer than 4 characters (spec §5). */
export const PHONE_FILTER_MIN_LENGTH = 5;
export function phoneFilterApplies(value: string | undefined): boolean {
  return (value ?? '').trim().length >= PHONE_FILTER_MIN_LENGTH;
}

const isMulti = (key: string): key is MultiFilterKey =>
  (MULTI_FILTER_KEYS as readonly string[]).includes(key);
const isDate = (key: string): key is DateFilterKey => (DATE_FILTER_KEYS as readonly string[]).includes(key);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Values each filter accepts from a URL; anything else is dropped so an old bookmark never breaks the list. */
const ACCEPTS: Record<FilterKey, (value: string) => boolean> = {
  STATUS: (v) => (LEAD_STATUSES as readonly string[]).includes(v),
  FUNNEL: (v) => (FUNNEL_FILTER_VALUES as readonly string[]).includes(v),
  FROM: (v) => DAY.test(v),
  TO: (v) => DAY.test(v),
  CAMPAIGNS: (v) => v.length <= 121,
  COUNTRIES: (v) => COUNTRIES.some((c) => c.code === v),
  SOURCE: (v) => (PLATFORMS as readonly string[]).includes(v) || v.length <= 60,
  POOL: (v) => UUID.test(v),
  EMPLOYEE: (v) => UUID.test(v),
  AFFILIATE: (v) => UUID.test(v),
  LAST_COMMENT_FROM: (v) => DAY.test(v),
  LAST_COMMENT_TO: (v) => DAY.test(v),
  PHONE_NUMBER: (v) => v.length <= 40,
  NUMBER_OF_DEPOSITS: (v) => (DEPOSIT_COUNT_OPTIONS as readonly string[]).includes(v),
  AMOUNT_OF_DEPOSITS: (v) => (DEPOSIT_AMOUNT_OPTIONS as readonly string[]).includes(v),
  QUICK_FILTER: (v) => /^[A-Z0-9_]{1,64}$/.test(v),
};

/** Keys of the URL the leads list owns (anything else, like `lead`, is left alone). */
const OWNED_KEYS = ['page', 'limit', 'sort', 'search', ...FILTER_KEYS];

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** Reads the list state from the URL: `?page=2&limit=100&sort=-createdAt&search=ali&STATUS=NEW,ACTIVE`. */
export function parseListState(params: URLSearchParams): LeadListState {
  const limit = positiveInt(params.get('limit'));
  const rawSort = params.get('sort') ?? '';
  const field = rawSort.replace(/^-/, '');
  const sort: LeadSort | null = (LEAD_SORT_FIELDS as readonly string[]).includes(field)
    ? { field, direction: rawSort.startsWith('-') ? -1 : 1 }
    : null;
  const filters: LeadFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (isMulti(key)) {
      const values = [
        ...new Set(
          raw
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v && ACCEPTS[key](v)),
        ),
      ];
      if (values.length) filters[key] = values;
    } else {
      const value = raw.trim();
      if (value && ACCEPTS[key](value)) filters[key] = value;
    }
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: (LEAD_PAGE_SIZE_OPTIONS as readonly number[]).includes(limit ?? 0)
      ? limit!
      : DEFAULT_LEAD_LIST_STATE.limit,
    sort,
    search: (params.get('search') ?? '').trim(),
    filters,
  };
}

/**
 * Writes the list state into `base` (other keys such as `lead` are kept). Defaults are left out so the
 * plain `/leads` stays plain.
 */
export function serializeListState(state: LeadListState, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of OWNED_KEYS) out.delete(key);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.limit !== DEFAULT_LEAD_LIST_STATE.limit) out.set('limit', String(state.limit));
  if (state.sort) out.set('sort', `${state.sort.direction === -1 ? '-' : ''}${state.sort.field}`);
  if (state.search.trim()) out.set('search', state.search.trim());
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (Array.isArray(value)) {
      if (value.length) out.set(key, value.join(','));
    } else if (value && value.trim()) {
      out.set(key, value.trim());
    }
  }
  return out;
}

type QueryValue = string | number | undefined;

/**
 * The `GET /api/leads` query of a list state (spec §7): page, limit, keywords, sortBy `{field: 1|-1}`,
 * comma-separated filters, and the browser time zone as `TZ` (day filters and the new-leads count use it).
 * PHONE_NUMBER is sent only when it applies (longer than 4 characters).
 */
export function toApiQuery(state: LeadListState, timeZone: string): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    page: state.page,
    limit: state.limit,
    keywords: state.search.trim() || undefined,
    sortBy: state.sort ? JSON.stringify({ [state.sort.field]: state.sort.direction }) : undefined,
  };
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else if (value && value.trim()) {
      if (key === 'PHONE_NUMBER' && !phoneFilterApplies(value)) continue;
      query[key] = value.trim();
    }
  }
  query.TZ = timeZone;
  return query;
}

/** The browser's IANA time zone (UTC when the runtime does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Number of filters set (the badge of the filter button). */
export function activeFilterCount(filters: LeadFilters): number {
  return FILTER_KEYS.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());
  }).length;
}

/** One removable chip: a whole single filter, or one value of a multi filter. */
export interface FilterChip {
  key: FilterKey;
  value: string;
}

/** The chips of the active filters, in panel order. */
export function filterChips(filters: LeadFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (Array.isArray(value)) for (const v of value) chips.push({ key, value: v });
    else if (value?.trim()) chips.push({ key, value });
  }
  return chips;
}

/** Filters without one chip (the last value of a multi filter removes the key). */
export function removeFilterChip(filters: LeadFilters, chip: FilterChip): LeadFilters {
  const next: LeadFilters = { ...filters };
  if (isMulti(chip.key)) {
    const rest = (next[chip.key] ?? []).filter((v) => v !== chip.value);
    if (rest.length) next[chip.key] = rest;
    else delete next[chip.key];
  } else {
    delete next[chip.key];
  }
  return next;
}

/** Sets one filter (an empty value or list removes it). */
export function setFilter<K extends FilterKey>(
  filters: LeadFilters,
  key: K,
  value: LeadFilters[K],
): LeadFilters {
  const next: LeadFilters = { ...filters };
  const empty = Array.isArray(value) ? value.length === 0 : !value || !String(value).trim();
  if (empty) delete next[key];
  else next[key] = value;
  return next;
}

export { isDate as isDateFilterKey, isMulti as isMultiFilterKey };
