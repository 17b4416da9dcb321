import {
  DATE_FILTER_KEYS,
  isLeadFilterValue,
  isLeadSortField,
  LEAD_FILTER_KEYS,
  LEAD_FILTERS,
  MULTI_FILTER_KEYS,
  PAGE_SIZE,
  SINGLE_FILTER_KEYS,
  type DateFilterKey,
  type LeadFilterKey,
  type LeadSortField,
  type MultiFilterKey,
  type SingleFilterKey,
  type SortDirection,
} from '@leadhouse/domain';
import { sortByParam } from '../../lib/list-query';

/** Per-page choices of the leads grid; 40 is the spec default (§9). */
export const LEAD_PAGE_SIZE_OPTIONS = [20, 40, 100] as const;

/*
 * Filter keys, kinds and accepted values come from the domain's filter registry (`LEAD_FILTERS`), sort keys
 * from the lead field registry (`LEAD_SORT_FIELDS`): the URL state never keeps its own list.
 */
export { DATE_FILTER_KEYS, MULTI_FILTER_KEYS, SINGLE_FILTER_KEYS };
export type { DateFilterKey, MultiFilterKey, SingleFilterKey };
/** Every filter of spec §2, in the order the panel and the chips show them. */
export const FILTER_KEYS = LEAD_FILTER_KEYS;
export type FilterKey = LeadFilterKey;

export type LeadFilters = Partial<
  Record<MultiFilterKey, string[]> & Record<DateFilterKey | SingleFilterKey, string>
>;

export interface LeadSort {
  field: LeadSortField;
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

/** A part of a bookmarked URL the list could not use and dropped: the key and the value as written. */
export interface IgnoredUrlPart {
  key: 'sort' | FilterKey;
  value: string;
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
  Object.hasOwn(LEAD_FILTERS, key) && LEAD_FILTERS[key as FilterKey].kind === 'multi';
const isDate = (key: string): key is DateFilterKey =>
  Object.hasOwn(LEAD_FILTERS, key) && LEAD_FILTERS[key as FilterKey].kind === 'date';

/** Most values one multi filter sends (the API's limit). */
const MAX_MULTI_VALUES = 200;
/** Longest search the API takes. */
const MAX_SEARCH = 200;

/** Keys of the URL the leads list owns (anything else, like `lead`, is left alone). */
const OWNED_KEYS = ['page', 'limit', 'sort', 'search', ...FILTER_KEYS];

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * Reads the list state from the URL: `?page=2&limit=100&sort=-createdAt&search=ali&STATUS=NEW,ACTIVE`.
 * Values the API would refuse (an unknown sort, quick filter, status, country, deposit option, a bad day or
 * id) are dropped, so an old or edited bookmark still opens the list; see `ignoredUrlParts`.
 */
export function parseListState(params: URLSearchParams): LeadListState {
  return readListState(params).state;
}

/** What `parseListState` dropped from `params`, in URL order of keys (sort first): for a notice. */
export function ignoredUrlParts(params: URLSearchParams): IgnoredUrlPart[] {
  return readListState(params).ignored;
}

function readListState(params: URLSearchParams): { state: LeadListState; ignored: IgnoredUrlPart[] } {
  const ignored: IgnoredUrlPart[] = [];
  const limit = positiveInt(params.get('limit'));
  const rawSort = (params.get('sort') ?? '').trim();
  const field = rawSort.replace(/^-/, '');
  let sort: LeadSort | null = null;
  if (isLeadSortField(field)) sort = { field, direction: rawSort.startsWith('-') ? -1 : 1 };
  else if (rawSort) ignored.push({ key: 'sort', value: rawSort });
  const filters: LeadFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (isMulti(key)) {
      const values: string[] = [];
      for (const v of raw.split(',').map((x) => x.trim())) {
        if (!v || values.includes(v)) continue;
        if (isLeadFilterValue(key, v) && values.length < MAX_MULTI_VALUES) values.push(v);
        else ignored.push({ key, value: v });
      }
      if (values.length) filters[key] = values;
    } else {
      const value = raw.trim();
      if (value && isLeadFilterValue(key, value)) filters[key] = value;
      else if (value) ignored.push({ key, value });
    }
  }
  const state: LeadListState = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: (LEAD_PAGE_SIZE_OPTIONS as readonly number[]).includes(limit ?? 0)
      ? limit!
      : DEFAULT_LEAD_LIST_STATE.limit,
    sort,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    filters,
  };
  return { state, ignored };
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
    sortBy: sortByParam(state.sort),
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

/** URL key of the time zone the list's day filters are read in (links from the dashboard carry it). */
export const TZ_PARAM = 'TZ';

/** True when `value` is an IANA time zone this runtime knows. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone a link asked for (`?TZ=Europe/Paris`, e.g. a dashboard drill-down that must count the
 * days of the reporting time zone), or undefined: the list then uses the browser's zone.
 */
export function urlTimeZone(params: URLSearchParams): string | undefined {
  const value = (params.get(TZ_PARAM) ?? '').trim();
  return value && value.length <= 64 && isTimeZone(value) ? value : undefined;
}

/**
 * The `/leads` address listing exactly the leads of `filters` (day filters read in `timeZone` when
 * given): what an analytics number links to (issue 11, "every number links to the leads behind it").
 */
export function leadsListHref(filters: LeadFilters, timeZone?: string): string {
  const params = serializeListState({ ...DEFAULT_LEAD_LIST_STATE, filters });
  if (timeZone) params.set(TZ_PARAM, timeZone);
  const qs = params.toString();
  return `/leads${qs ? `?${qs}` : ''}`;
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
