import { z } from 'zod';
import { LEAD_FILTERS } from './lead-filters.js';
import { MSG } from './messages.js';

/*
 * Choices of the leads list's picker filters (issue 19 "Pickers, not free text"): CAMPAIGNS, SOURCE, POOL,
 * EMPLOYEE and AFFILIATE choose from what exists, searched as the user types. `GET /api/leads/filter-options`
 * answers the values the caller may see (docs/decisions.md "Pickers and campaign decisions"):
 * - CAMPAIGNS, SOURCE, POOL, AFFILIATE: the values of the live leads the caller sees (admins: every campaign,
 *   pool and affiliate that exists);
 * - EMPLOYEE: the sales-floor users of the caller's team (`isInTeam`, roles.ts); admins: every one.
 * A value is exactly what the list filter takes (campaign name, platform, pool/user id), so picking one
 * filters exactly its leads.
 */

/** The filters that pick from server-fed options, in panel order. */
export const FILTER_OPTION_FIELDS = ['CAMPAIGNS', 'SOURCE', 'POOL', 'EMPLOYEE', 'AFFILIATE'] as const;
export type FilterOptionField = (typeof FILTER_OPTION_FIELDS)[number];

/** Options per answer: default and most. */
export const FILTER_OPTIONS_LIMIT = { default: 20, max: 50 } as const;

/** True when `key` is a filter whose choices come from `GET /api/leads/filter-options`. */
export const isFilterOptionField = (key: string): key is FilterOptionField =>
  (FILTER_OPTION_FIELDS as readonly string[]).includes(key);

/**
 * `GET /api/leads/filter-options`: `field`, and either `q` (case-insensitive; names starting with it come
 * first, then names containing it; empty: the first names) or `values` (comma-separated values to label:
 * the chips of a bookmarked filter; answered only for values the caller may see).
 */
export const FilterOptionsQuerySchema = z.object({
  field: z.enum(FILTER_OPTION_FIELDS, { error: MSG.validation.filterOptionField }),
  q: z.string().trim().max(LEAD_FILTERS.CAMPAIGNS.maxLength).optional().describe('Typed text'),
  values: z
    .string()
    .max(FILTER_OPTIONS_LIMIT.max * 122)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((v) => v.length <= FILTER_OPTIONS_LIMIT.max, MSG.validation.filterOptionValues)
    .optional()
    .describe(`Comma-separated values to label (at most ${FILTER_OPTIONS_LIMIT.max})`),
  limit: z.coerce.number().int().min(1).max(FILTER_OPTIONS_LIMIT.max).default(FILTER_OPTIONS_LIMIT.default),
});
export type FilterOptionsQuery = z.infer<typeof FilterOptionsQuerySchema>;

/** One choice: the value the filter takes and the name shown. */
export const FilterOptionSchema = z.object({
  value: z.string().describe('What the filter takes: campaign name, platform, pool or user id'),
  label: z.string(),
});
export type FilterOptionRow = z.infer<typeof FilterOptionSchema>;

export const FilterOptionsResponseSchema = z.object({
  rows: z.array(FilterOptionSchema),
  /** True when more values match than `limit`: the user should type more. */
  more: z.boolean(),
});
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponseSchema>;
