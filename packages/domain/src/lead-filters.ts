import { z } from 'zod';
import { sortByParamSchema, type SortDirection } from './common.js';
import { DISTRIBUTION_FILTER_VALUES } from './distribution-states.js';
import { isLeadSortField, LEAD_SORT_FIELDS, type LeadSortField } from './lead-fields.js';
import { MSG, type MessageKey } from './messages.js';
import {
  COUNTRIES,
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  LEAD_FUNNELS,
  LEAD_STATUSES,
  NO_FUNNEL,
  QUICK_FILTER_ID_LIST,
} from './leads.js';

/*
 * The lead filter registry: each filter of spec §2 with its kind and, where they are a fixed set, its
 * allowed values. The list query schema (`LeadListQuerySchema`), the server's filter SQL and the web's URL
 * state (keys, kinds, which bookmark values to keep) all read it.
 */

/** Funnel filter values: the funnel stages and 'No Funnel' (lead without a funnel). */
export const FUNNEL_FILTER_VALUES = [...LEAD_FUNNELS, NO_FUNNEL] as const;

/** Country codes (spec §9). The API also accepts a country's name; the codes are the canonical values. */
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [
  (typeof COUNTRIES)[number]['code'],
  ...(typeof COUNTRIES)[number]['code'][],
];

/** Integration send states (spec §4): sent (a customerId is present), error, none; the INTEGRATION filter. */
export const INTEGRATION_STATES = ['sent', 'error', 'none'] as const;

/**
 * DELIVERED (analytics drill-down of "deliveries accepted"): `yes` = accepted by at least one integration,
 * `no` = by none. INTEGRATION reads only the last delivery's outcome.
 */
export const DELIVERED_VALUES = ['yes', 'no'] as const;

/** Ids of the quick filters (docs/decisions.md "Quick filters"). */
export const QUICK_FILTER_IDS = [...QUICK_FILTER_ID_LIST] as [string, ...string[]];

/** How a filter travels: several comma-separated values, a day (YYYY-MM-DD), or one value. */
export type LeadFilterKind = 'multi' | 'date' | 'single';

/** One filter of spec §2. */
export interface LeadFilterDef {
  readonly kind: LeadFilterKind;
  /** The values it accepts, when they are a fixed set; absent: free text (or ids/days, see `format`). */
  readonly values?: readonly string[];
  /** Values are ids of users or pools (UUIDs). */
  readonly format?: 'uuid';
  /** Longest value accepted (free text). */
  readonly maxLength?: number;
}

/** The registry, in the order the filter panel and the chips show the filters. */
export const LEAD_FILTERS = {
  STATUS: { kind: 'multi', values: LEAD_STATUSES },
  FUNNEL: { kind: 'multi', values: FUNNEL_FILTER_VALUES },
  FROM: { kind: 'date' },
  TO: { kind: 'date' },
  CAMPAIGNS: { kind: 'multi', maxLength: 121 },
  COUNTRIES: { kind: 'multi', values: COUNTRY_CODES },
  SOURCE: { kind: 'multi', maxLength: 60 },
  AD_GROUP: { kind: 'multi', maxLength: 200 },
  POOL: { kind: 'multi', format: 'uuid' },
  EMPLOYEE: { kind: 'multi', format: 'uuid' },
  AFFILIATE: { kind: 'multi', format: 'uuid' },
  LAST_COMMENT_FROM: { kind: 'date' },
  LAST_COMMENT_TO: { kind: 'date' },
  PHONE_NUMBER: { kind: 'single', maxLength: 40 },
  NUMBER_OF_DEPOSITS: { kind: 'single', values: DEPOSIT_COUNT_OPTIONS },
  AMOUNT_OF_DEPOSITS: { kind: 'single', values: DEPOSIT_AMOUNT_OPTIONS },
  INTEGRATION: { kind: 'multi', values: INTEGRATION_STATES },
  DELIVERED: { kind: 'single', values: DELIVERED_VALUES },
  DISTRIBUTION: { kind: 'multi', values: DISTRIBUTION_FILTER_VALUES },
  QUICK_FILTER: { kind: 'single', values: QUICK_FILTER_IDS },
} as const satisfies Record<string, LeadFilterDef>;

export type LeadFilterKey = keyof typeof LEAD_FILTERS;
type KeysOfKind<K extends LeadFilterKind> = {
  [F in LeadFilterKey]: (typeof LEAD_FILTERS)[F]['kind'] extends K ? F : never;
}[LeadFilterKey];
export type MultiFilterKey = KeysOfKind<'multi'>;
export type DateFilterKey = KeysOfKind<'date'>;
export type SingleFilterKey = KeysOfKind<'single'>;

const FILTER_ENTRIES = Object.entries(LEAD_FILTERS) as [LeadFilterKey, LeadFilterDef][];
const keysOfKind = <K extends LeadFilterKind>(kind: K) =>
  FILTER_ENTRIES.filter(([, d]) => d.kind === kind).map(([k]) => k) as KeysOfKind<K>[];

/** Every filter key, in panel order. */
export const LEAD_FILTER_KEYS = FILTER_ENTRIES.map(([k]) => k) as readonly LeadFilterKey[];
export const MULTI_FILTER_KEYS: readonly MultiFilterKey[] = keysOfKind('multi');
export const DATE_FILTER_KEYS: readonly DateFilterKey[] = keysOfKind('date');
export const SINGLE_FILTER_KEYS: readonly SingleFilterKey[] = keysOfKind('single');

/** The definition of a filter key a client sent, or undefined (never a prototype member). */
export function leadFilter(key: string): LeadFilterDef | undefined {
  return Object.hasOwn(LEAD_FILTERS, key) ? (LEAD_FILTERS as Record<string, LeadFilterDef>)[key] : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Years a day filter (FROM/TO, LAST_COMMENT_FROM/TO) may name (docs/decisions.md "Day filter range"):
 * PostgreSQL has no year 0 and JavaScript dates have no 5-digit years in the YYYY-MM-DD form, and no lead
 * predates 1900, so anything outside 1900-9999 is refused as a 400 instead of failing in the database.
 */
export const FILTER_YEARS = { min: 1900, max: 9999 } as const;

/**
 * True when a day filter value is within `FILTER_YEARS`: a day (YYYY-MM-DD) by its own year, an ISO 8601
 * instant by its UTC year (its day in any time zone is then at most one day outside, which the database
 * still counts). Format is checked by the schema, not here; an unparsable value is false.
 */
export function isFilterDayInRange(value: string): boolean {
  const time = Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= FILTER_YEARS.min && year <= FILTER_YEARS.max;
}
/**
 * A calendar day (YYYY-MM-DD) a contract accepts: a real date within `FILTER_YEARS`, so nothing PostgreSQL
 * cannot hold (year 0000) reaches a query. The one day schema of every contract (lead filters, analytics
 * windows, account statistics and ledger days); `message` is the key answered for a bad value.
 */
export function daySchema(message: MessageKey = MSG.validation.reportDay) {
  // `abort`: a value that is no day at all is one error, not also "out of range".
  return z.iso.date({ message, abort: true }).refine(isFilterDayInRange, message);
}
/**
 * A day (YYYY-MM-DD) or an ISO 8601 instant with an offset, whose day in the reporting time zone `TZ` is
 * meant (the server reads it so): the leads list's FROM/TO and the analytics windows. Years as `daySchema`;
 * a bad value is one error with `message`.
 */
export function dayOrInstantSchema(message: MessageKey = MSG.validation.dateFormat) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message })
    .refine(isFilterDayInRange, message)
    .describe('A day (YYYY-MM-DD, years 1900-9999), or an instant whose day in TZ is used');
}
/** True when `value` is a day (YYYY-MM-DD) rather than an instant (`dayOrInstantSchema`). */
export const isDayValue = (value: string): boolean => DAY.test(value);
/** `daySchema` with the message 'Use a day like 2026-01-31'. */
export const DaySchema = daySchema();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `value` is one value the filter `key` accepts in its canonical form (a fixed-set member, a
 * day, a UUID, or text within the length): what a bookmark may carry. The API is a little wider (a
 * country's name, an ISO instant for a day).
 */
export function isLeadFilterValue(key: LeadFilterKey, value: string): boolean {
  const def: LeadFilterDef = LEAD_FILTERS[key];
  if (def.values) return def.values.includes(value);
  if (def.kind === 'date') {
    const time = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && isFilterDayInRange(value);
  }
  if (def.format === 'uuid') return UUID.test(value);
  return value.length > 0 && value.length <= (def.maxLength ?? 200);
}

/** A parsed `sortBy`: a registry sort field and a direction. */
export interface LeadSortBy {
  field: LeadSortField;
  direction: SortDirection;
}

/**
 * `sortBy` of the leads list and export (`sortByParamSchema`): the field must be a registry sort field
 * (`LEAD_SORT_FIELDS`), so a prototype name (`__proto__`, `constructor`) is refused like any unknown field.
 */
export const LeadSortByParamSchema = sortByParamSchema(
  isLeadSortField,
  (field) => `Cannot sort by "${field.slice(0, 64)}". Sort by one of: ${LEAD_SORT_FIELDS.join(', ')}`,
).describe(
  `JSON {"field": 1 | -1} (1 ascending, -1 descending), default {"createdAt":-1}; field one of: ${LEAD_SORT_FIELDS.join(', ')}`,
);
