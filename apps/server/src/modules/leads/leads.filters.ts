import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DEPOSIT_AMOUNT_MIN_MINOR,
  DEPOSIT_COUNT_RULES,
  NO_FUNNEL,
  type LeadListQuery,
  NONE_VALUE,
} from '@leadhouse/domain';
import { LEAD_SEARCH_EXPR, leads } from '../../db/schema/index.js';
import { distributionCondition } from './leads.distribution-filter.js';
import { likeEscape } from '../../lib/paging.js';
import { integrationStateSql } from './leads.sort.js';
import { textArray, uuidArray } from './leads.sql.js';

/*
 * The spec §2 filters and quick filters of the leads list as SQL conditions over `leads`, with what the
 * count tables (migrations 0004-0011) need to count them without a scan.
 */

/**
 * `expr = value` for one value, else `expr = ANY(array)`. With one value an index led by `expr` keeps its
 * order, so the list walks it newest first and stops after a page; PostgreSQL (16) plans `= ANY` of a
 * one-element array as a list and loses that order (issue 13: INTEGRATION, single campaigns, countries).
 */
function oneOf(expr: SQLWrapper, values: readonly string[], type: 'text' | 'uuid' = 'text'): SQL {
  if (values.length === 1)
    return type === 'uuid' ? sql`${expr} = ${values[0]}::uuid` : sql`${expr} = ${values[0]}::text`;
  return sql`${expr} = ANY(${type === 'uuid' ? uuidArray(values) : textArray(values)})`;
}

/** The calendar day (YYYY-MM-DD) of a filter value in `tz`: a plain day as is, an instant converted. */
export function dayIn(value: string, tz: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

/** Start of `day` in `tz`, as an instant (SQL). */
export const dayStart = (day: string, tz: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${tz}::text)`;
/** Start of the day after `day` in `tz`: TO is inclusive of its whole day, so `< next day`. */
export const dayEnd = (day: string, tz: string) =>
  sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${tz}::text)`;
/** Start of today in `tz`. */
export const todayStart = (tz: string) =>
  sql`(date_trunc('day', now() AT TIME ZONE ${tz}::text) AT TIME ZONE ${tz}::text)`;

/** Keyword search: every word must occur in the lower-cased names/email/phone text (trigram index). */
export function keywordCondition(keywords: string | undefined): SQL | undefined {
  const words = (keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${LEAD_SEARCH_EXPR} LIKE ${'%' + likeEscape(w) + '%'}`));
}

/** The quick filters of docs/decisions.md (ids of `DEFAULT_QUICK_FILTERS`) as conditions. */
const QUICK_FILTERS: Record<string, (tz: string) => SQL> = {
  NEW_TODAY: (tz) => sql`(${leads.status} = 'NEW' AND ${leads.createdAt} >= ${todayStart(tz)})`,
  UNASSIGNED: () => sql`(${leads.assignedTo} IS NULL AND ${leads.poolId} IS NULL)`,
  NO_COMMENT: () => sql`${leads.lastCommentAt} IS NULL`,
  FOLLOW_UP: () => sql`${leads.status} = 'FOLLOW_UP'`,
  DEPOSITORS: () => sql`${leads.depositCount} > 0`,
  NOT_CONTACTED_7D: () =>
    sql`(${leads.lastContacted} IS NULL OR ${leads.lastContacted} < now() - interval '7 days')`,
};

/** One filter's condition over `leads`, and the facet of `lead_facet_counts` that can count it, if any. */
export interface FilterPart {
  sql: SQL;
  /** Set for facet filters: the same condition over `lead_facet_counts` (facet + value). */
  facet?: SQL;
  /**
   * Which cubes can apply `sql` as is (columns they are keyed by): `owner` filters (assignee, pool,
   * affiliate) both `lead_counts` and `lead_facet_counts`, `status` filters only `lead_counts`.
   */
  cube?: 'owner' | 'status';
  /** FROM/TO: the bound over `lead_hour_counts.hour`, and whether the bound falls on a whole UTC hour. */
  hours?: { sql: SQL; aligned: SQL };
  /** FROM/TO: the created_at bound itself (`>=` FROM's day start, `<` the day after TO), for `lead_day_counts`. */
  created?: { op: '>=' | '<'; bound: SQL };
  /** Set when `facet` is one `lead_day_counts` also keeps (funnel, campaign, country, platform). */
  dayFacet?: true;
}

/** A created_at bound as a `lead_hour_counts` condition (`op` is `>=` or `<`). */
const hourBound = (op: '>=' | '<', bound: SQL) => ({
  sql: sql`hour ${sql.raw(op)} ${bound}`,
  aligned: sql`date_trunc('hour', ${bound}, 'UTC') = ${bound}`,
});

/** `deposit_amount` floors of the `amount` facet (migration 0007, `lead_amount_bucket`). */
const AMOUNT_BUCKETS = new Set([100_000, 200_000, 500_000, 1_000_000, 10_000_000]);
const facetIs = (facet: string, value: SQL) => sql`(facet = ${facet} AND ${value})`;

/** A filter's parts builder: its part for the query `q`, or undefined when `q` does not set it. */
type PartOf = (q: LeadListQuery) => FilterPart | undefined;

/** FUNNEL: the named funnels and/or NO_FUNNEL (a lead without one); counted by the `funnel` facet. */
const funnelPart: PartOf = (q) => {
  if (!q.FUNNEL?.length) return undefined;
  const named = q.FUNNEL.filter((f) => f !== NO_FUNNEL);
  const none = named.length !== q.FUNNEL.length;
  const parts: SQL[] = [];
  const values: SQL[] = [];
  if (named.length) {
    parts.push(oneOf(leads.funnel, named));
    values.push(sql`value = ANY(${textArray(named)})`);
  }
  if (none) {
    parts.push(sql`${leads.funnel} IS NULL`);
    values.push(sql`value IS NULL`);
  }
  return {
    sql: parts.length === 1 ? parts[0]! : sql`(${parts[0]} OR ${parts[1]})`,
    facet: facetIs('funnel', values.length === 1 ? values[0]! : sql`(${values[0]} OR ${values[1]})`),
    dayFacet: true,
  };
};

/** A text column filtered by a list of values, counted by the facet of the same name. */
const listPart = (values: readonly string[] | undefined, column: SQLWrapper, facet: string) =>
  values?.length
    ? {
        sql: oneOf(column, values),
        facet: facetIs(facet, sql`value = ANY(${textArray(values)})`),
        dayFacet: true as const,
      }
    : undefined;

/** SOURCE: platforms (lower-cased); NONE_VALUE is a lead without one (the analytics "(none)" drill-down). */
const sourcePart: PartOf = (q) => {
  if (!q.SOURCE?.length) return undefined;
  const named = q.SOURCE.filter((s) => s !== NONE_VALUE).map((s) => s.toLowerCase());
  const values = textArray(named);
  const orNone = q.SOURCE.includes(NONE_VALUE);
  return {
    sql: orNone
      ? sql`(${leads.platform} = ANY(${values}) OR ${leads.platform} IS NULL)`
      : oneOf(leads.platform, named),
    facet: facetIs(
      'platform',
      orNone ? sql`(value = ANY(${values}) OR value IS NULL)` : sql`value = ANY(${values})`,
    ),
    dayFacet: true,
  };
};

/** AD_GROUP, the drill-down from ad-group analytics: exact ad group ids; NONE_VALUE is a lead without one. */
const adGroupPart: PartOf = (q) => {
  if (!q.AD_GROUP?.length) return undefined;
  const ids = q.AD_GROUP.filter((v) => v !== NONE_VALUE);
  const none = ids.length < q.AD_GROUP.length ? sql`${leads.adgroupid} IS NULL` : undefined;
  const some = ids.length ? oneOf(leads.adgroupid, ids) : undefined;
  return { sql: none && some ? sql`(${some} OR ${none})` : (some ?? none)! };
};

/** An owner column (pool, assignee, affiliate) filtered by ids: both count cubes apply it. */
const ownerPart = (ids: readonly string[] | undefined, column: SQLWrapper): FilterPart | undefined =>
  ids?.length ? { sql: oneOf(column, ids, 'uuid'), cube: 'owner' } : undefined;

/**
 * PHONE_NUMBER, valid only when longer than 4 characters (spec §5; shorter input is ignored): digits
 * (or the lower-cased text) anywhere in the phone. The first condition lets the trigram index find
 * candidates; the second keeps only phone matches.
 */
const phonePart: PartOf = (q) => {
  if (!q.PHONE_NUMBER || q.PHONE_NUMBER.length <= 4) return undefined;
  const digits = q.PHONE_NUMBER.replace(/\D/g, '') || q.PHONE_NUMBER.toLowerCase();
  const pattern = '%' + likeEscape(digits) + '%';
  return {
    sql: sql`(${LEAD_SEARCH_EXPR} LIKE ${pattern} AND replace(${leads.phoneNumber}, '-', '') LIKE ${pattern})`,
  };
};

/** NUMBER_OF_DEPOSITS (DEPOSIT_COUNT_RULES: exactly or at least `min`), counted by the `deposits` facet. */
const depositCountPart: PartOf = (q) => {
  if (!q.NUMBER_OF_DEPOSITS) return undefined;
  const rule = DEPOSIT_COUNT_RULES[q.NUMBER_OF_DEPOSITS];
  const padded = String(rule.min).padStart(10, '0');
  return rule.exact
    ? { sql: sql`${leads.depositCount} = ${rule.min}`, facet: facetIs('deposits', sql`value = ${padded}`) }
    : { sql: sql`${leads.depositCount} >= ${rule.min}`, facet: facetIs('deposits', sql`value >= ${padded}`) };
};

/** AMOUNT_OF_DEPOSITS (minor units, DEPOSIT_AMOUNT_MIN_MINOR); the `amount` facet counts its bucket floors. */
const amountPart: PartOf = (q) => {
  if (!q.AMOUNT_OF_DEPOSITS) return undefined;
  const min = DEPOSIT_AMOUNT_MIN_MINOR[q.AMOUNT_OF_DEPOSITS];
  return {
    sql: sql`${leads.depositAmount} >= ${min}`,
    ...(AMOUNT_BUCKETS.has(min) && {
      facet: facetIs('amount', sql`value >= ${String(min).padStart(19, '0')}`),
    }),
  };
};

/** QUICK_FILTER (QUICK_FILTERS); UNASSIGNED is an owner filter, FOLLOW_UP a status one. Unknown ids: none. */
const quickPart: PartOf = (q) => {
  if (!q.QUICK_FILTER) return undefined;
  const f = Object.hasOwn(QUICK_FILTERS, q.QUICK_FILTER) ? QUICK_FILTERS[q.QUICK_FILTER] : undefined;
  if (!f) return undefined;
  const cube = { UNASSIGNED: 'owner', FOLLOW_UP: 'status' } as const;
  return { sql: f(q.TZ), cube: cube[q.QUICK_FILTER as keyof typeof cube] };
};

/** FROM/TO (days in the query's TZ, TO inclusive) over created_at, with their `lead_hour_counts` bounds. */
const createdFromPart: PartOf = (q) => {
  if (!q.FROM) return undefined;
  const bound = dayStart(dayIn(q.FROM, q.TZ), q.TZ);
  return {
    sql: sql`${leads.createdAt} >= ${bound}`,
    hours: hourBound('>=', bound),
    created: { op: '>=', bound },
  };
};
const createdToPart: PartOf = (q) => {
  if (!q.TO) return undefined;
  const bound = dayEnd(dayIn(q.TO, q.TZ), q.TZ);
  return {
    sql: sql`${leads.createdAt} < ${bound}`,
    hours: hourBound('<', bound),
    created: { op: '<', bound },
  };
};

/** Every spec §2 filter's builder, in the order their conditions are written. */
const FILTER_PARTS: readonly PartOf[] = [
  (q) => {
    const kw = keywordCondition(q.keywords);
    return kw ? { sql: kw } : undefined;
  },
  (q) => (q.STATUS?.length ? { sql: oneOf(leads.status, q.STATUS), cube: 'status' } : undefined),
  funnelPart,
  createdFromPart,
  createdToPart,
  (q) => listPart(q.CAMPAIGNS, leads.campaign, 'campaign'),
  (q) => listPart(q.COUNTRIES, leads.country, 'country'),
  sourcePart,
  adGroupPart,
  (q) => ownerPart(q.POOL, leads.poolId),
  (q) => ownerPart(q.EMPLOYEE, leads.assignedTo),
  (q) => ownerPart(q.AFFILIATE, leads.affiliateId),
  (q) =>
    q.LAST_COMMENT_FROM
      ? { sql: sql`${leads.lastCommentAt} >= ${dayStart(dayIn(q.LAST_COMMENT_FROM, q.TZ), q.TZ)}` }
      : undefined,
  (q) =>
    q.LAST_COMMENT_TO
      ? { sql: sql`${leads.lastCommentAt} < ${dayEnd(dayIn(q.LAST_COMMENT_TO, q.TZ), q.TZ)}` }
      : undefined,
  phonePart,
  depositCountPart,
  // Spec §4 send state: leads with an accepted delivery or none.
  (q) =>
    q.DELIVERED
      ? {
          sql:
            q.DELIVERED === 'yes'
              ? sql`${leads.acceptedDeliveries} > 0`
              : sql`${leads.acceptedDeliveries} = 0`,
        }
      : undefined,
  // The integration state of the last history entry (the same expression the column sorts on).
  (q) =>
    q.INTEGRATION?.length
      ? { sql: oneOf(integrationStateSql('integrations_history'), q.INTEGRATION) }
      : undefined,
  (q) => {
    const c = distributionCondition(q.DISTRIBUTION ?? []);
    return c ? { sql: c } : undefined;
  },
  amountPart,
  quickPart,
];

/** The spec §2 filters of one list query as parts (see `FilterPart`); `filterConditions` is their SQL. */
export function filterParts(q: LeadListQuery): FilterPart[] {
  return FILTER_PARTS.map((part) => part(q)).filter((p): p is FilterPart => p !== undefined);
}

/** The SQL conditions of the spec §2 filters of one list query (keywords included). */
export function filterConditions(q: LeadListQuery): SQL[] {
  return filterParts(q).map((p) => p.sql);
}
