import { z } from 'zod';
import { listResponseSchema, pageQueryShape } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { DEPOSIT_AMOUNT_OPTIONS, DEPOSIT_COUNT_OPTIONS, LeadStatusSchema } from './leads.js';
import { MSG } from './messages.js';
import { NONE_VALUE } from './analytics.js';
import { DEFAULT_HIDDEN_COLUMNS, LEAD_COLUMNS, type LeadColumn } from './lead-fields.js';
import {
  FUNNEL_FILTER_VALUES,
  INTEGRATION_STATES,
  DELIVERED_VALUES,
  dayOrInstantSchema,
  LEAD_FILTERS,
  LeadSortByParamSchema,
} from './lead-filters.js';
import { canonicalTimeZone, countryCodeOf, LeadSchema, type Lead } from './lead-schemas.js';
import { DISTRIBUTION_FILTER_VALUES } from './distribution-states.js';

/*
 * The leads list, count and header-search contracts' schemas (spec §2 filters, §9 paging; issue 13 rows
 * first, counts apart). The lead itself and its forms are in lead-schemas.ts.
 */

/**
 * Comma-separated list of `item`s in one query parameter (`STATUS=NEW,ACTIVE`), described as such in the
 * OpenAPI document (with the values of an enum `item`; `about` first when given).
 */
function csv<T extends z.ZodType<unknown, string>>(item: T, max = 200, about?: string) {
  const values = item instanceof z.ZodEnum ? `, each one of: ${item.options.join(', ')}` : '';
  return z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, `At most ${max} values`))
    .describe(`${about ? `${about}. ` : ''}Comma-separated, at most ${max} values${values}`);
}

const uuidList = csv(z.uuid(MSG.validation.uuid));
const dayParam = dayOrInstantSchema(MSG.validation.dateFormat);

/**
 * `GET /api/leads` query (spec §2 filters, §9 page 1 / limit 40). Multi-value filters are comma-separated.
 * FROM/TO (and LAST_COMMENT_FROM/TO) are whole days in `TZ` (default UTC): FROM from the start of its day,
 * TO to the end of its day. PHONE_NUMBER applies only when longer than 4 characters. `DELETED=true` lists
 * soft-deleted leads instead (admins only).
 */
export const LeadListQuerySchema = z.object({
  ...pageQueryShape(PAGE_SIZE.leads),
  keywords: z.string().trim().max(200).optional(),
  sortBy: LeadSortByParamSchema.optional(),
  STATUS: csv(LeadStatusSchema).optional(),
  FUNNEL: csv(z.enum(FUNNEL_FILTER_VALUES)).optional(),
  FROM: dayParam.optional(),
  TO: dayParam.optional(),
  CAMPAIGNS: csv(z.string().max(121)).optional(),
  COUNTRIES: csv(
    z
      .string()
      .refine((v) => countryCodeOf(v) !== undefined, MSG.validation.country)
      .transform((v) => countryCodeOf(v)!),
  ).optional(),
  SOURCE: csv(z.string().max(60)).optional(),
  AD_GROUP: csv(z.string().max(200), 200, `Ad group ids; ${NONE_VALUE} = none`).optional(),
  POOL: uuidList.optional(),
  EMPLOYEE: uuidList.optional(),
  AFFILIATE: uuidList.optional(),
  LAST_COMMENT_FROM: dayParam.optional(),
  LAST_COMMENT_TO: dayParam.optional(),
  PHONE_NUMBER: z.string().trim().max(40).optional(),
  NUMBER_OF_DEPOSITS: z.enum(DEPOSIT_COUNT_OPTIONS).optional(),
  AMOUNT_OF_DEPOSITS: z.enum(DEPOSIT_AMOUNT_OPTIONS).optional(),
  INTEGRATION: csv(z.enum(INTEGRATION_STATES)).optional(),
  DELIVERED: z.enum(DELIVERED_VALUES).optional(),
  DISTRIBUTION: csv(
    z.enum(DISTRIBUTION_FILTER_VALUES),
    DISTRIBUTION_FILTER_VALUES.length,
    'Distribution: none (never distributed), pending, sold, held, unsold, returned (by a buyer at least once)',
  ).optional(),
  QUICK_FILTER: z.enum(LEAD_FILTERS.QUICK_FILTER.values).optional(),
  TZ: z
    .string()
    .max(64)
    .transform((tz, ctx) => {
      const canonical = canonicalTimeZone(tz);
      if (canonical === undefined) ctx.addIssue({ code: 'custom', message: MSG.validation.timeZone });
      return canonical ?? z.NEVER;
    })
    .default('UTC')
    .describe('IANA time zone of the day filters (links map to their canonical zone); default UTC'),
  DELETED: z.enum(['true', 'false']).optional(),
  cursor: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be the nextCursor of a previous page')
    .optional()
    .describe(
      'Opaque keyset cursor (`nextCursor` of the previous page, same sort): the page after it, at the cost of page 1',
    ),
  columns: csv(
    z.enum(LEAD_COLUMNS),
    LEAD_COLUMNS.length,
    "Grid columns to return (ids of `availableColumns`); default the grid's default visible columns (`DEFAULT_LIST_COLUMNS`). Every other field of a lead: `GET /api/leads/{id}`",
  ).optional(),
  newLeads: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'true: also answer `newLeadsCount` (else null). The badge alone: `GET /api/leads/count?QUICK_FILTER=NEW_TODAY&exact=true`',
    ),
});
export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

/**
 * A lead of a list page: `id` and `internalId` always, the other fields only when a requested `columns`
 * entry shows them (the grid's default visible columns, `DEFAULT_LIST_COLUMNS`, when `columns` is absent).
 */
export const LeadListRowSchema = LeadSchema.partial().required({ id: true, internalId: true });
export type LeadListRow = z.infer<typeof LeadListRowSchema>;

/** The lead fields each grid column reads (a list asked for some `columns` returns only these, plus ids). */
export const LEAD_COLUMN_FIELDS: Readonly<Record<LeadColumn, readonly (keyof Lead)[]>> = {
  firstName: ['firstName', 'lastName'],
  lastName: ['lastName'],
  email: ['email'],
  phoneNumber: ['phoneNumber'],
  country: ['country'],
  status: ['status'],
  funnel: ['funnel'],
  campaign: ['campaign'],
  platform: ['platform'],
  assignedTo: ['assignedTo', 'assignedToUsername', 'assignedToName', 'poolId', 'poolName'],
  pool: ['poolId', 'poolName'],
  affiliate: ['affiliateId'],
  depositCount: ['depositCount'],
  depositAmount: ['depositAmount'],
  createdAt: ['createdAt'],
  lastContacted: ['lastContacted'],
  lastCommentAt: ['lastCommentAt'],
  integrationState: ['integrationState'],
};

/**
 * The columns of a list asked without `columns` (issue 23): the grid's default visible ones, so a page
 * carries what the grid shows (a 40-row page of every field was 55 kB, most of it never shown).
 */
export const DEFAULT_LIST_COLUMNS: readonly LeadColumn[] = LEAD_COLUMNS.filter(
  (c) => !DEFAULT_HIDDEN_COLUMNS.includes(c),
);

/**
 * `GET /api/leads` answer (spec §2, §3 lead list state): the page rows never wait for an expensive count.
 * `count` is the exact count when it is cheap (the count tables answer it), else null (ask
 * `GET /api/leads/count`); `hasMore` says whether a next page exists (one row more was read);
 * `nextCursor` opens that next page by keyset. `newLeadsCount` (visible NEW leads created today in `TZ`) only
 * when asked with `newLeads=true`, else null: the page itself never pays for the badge (issue 23).
 */
export const LeadListResponseSchema = z.object({
  rows: z.array(LeadListRowSchema),
  count: z.number().int().nullable(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  availableColumns: z.array(z.enum(LEAD_COLUMNS)),
  newLeadsCount: z.number().int().nullable(),
});
export type LeadListResponse = z.infer<typeof LeadListResponseSchema>;

/** `GET /api/leads/count`: the list filters; `exact=true` asks for the exact figure whatever it costs. */
export const LeadCountQuerySchema = LeadListQuerySchema.extend({
  exact: z.enum(['true', 'false']).optional(),
});
export type LeadCountQuery = z.output<typeof LeadCountQuerySchema>;

/** The count of a list: exact, or a planner estimate (`exact: false`) when exact would exceed the budget. */
export const LeadCountResponseSchema = z.object({ count: z.number().int().min(0), exact: z.boolean() });
export type LeadCountResponse = z.infer<typeof LeadCountResponseSchema>;

/** `GET /api/leads/search` (spec §9: page 1, limit 50). */
export const LeadSearchQuerySchema = z.object({
  keyword: z.string().trim().min(1, MSG.validation.searchEmpty).max(200),
  ...pageQueryShape(PAGE_SIZE.search),
});
export const LeadSearchResponseSchema = listResponseSchema(LeadSchema);
export type LeadSearchResponse = z.infer<typeof LeadSearchResponseSchema>;
