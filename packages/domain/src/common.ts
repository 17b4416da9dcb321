import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';

/** Error body of every non-2xx answer (DESIGN.md §3, STYLE.md §5). */
export const ErrorResponseSchema = z.object({
  message: z.string().describe('English text'),
  code: z.string().describe('Error class: VALIDATION, NOT_FOUND, …'),
  key: z.string().optional().describe('Message key the client translates (validation.firstName, …)'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        key: z.string().optional(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional()
    .describe('Per-field validation messages (spec §5 texts) with their keys'),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const SortDirectionSchema = z.union([z.literal(1), z.literal(-1)]);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** The 400 message of a `sortBy` that is not JSON `{"field": 1 | -1}`. */
const SORT_BY_SHAPE = 'sortBy must be JSON like {"createdAt":-1}';

/**
 * A `sortBy` query parameter: JSON `{"field": 1 | -1}` in the query string (spec §4: 1 ascending, -1
 * descending), at most 200 characters. Only the first key is used, read from the parsed JSON's own keys as
 * sent: a prototype name (`__proto__`, `constructor`) stays a field name, which `isField` then refuses
 * (never silently dropped). `{}` parses to undefined (the list's default order); anything else that is not
 * such an object, a field `isField` refuses (its message from `refusal`) or a direction other than 1 or -1
 * is a 400, never a silent default.
 * @param isField - the list's allow-list of sort fields
 * @param refusal - the 400 message for a field `isField` refuses
 */
export function sortByParamSchema<F extends string>(
  isField: (field: string) => field is F,
  refusal: (field: string) => string,
) {
  return z
    .string()
    .max(200)
    .transform((raw, ctx): { field: F; direction: SortDirection } | undefined => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return fail(SORT_BY_SHAPE);
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fail(SORT_BY_SHAPE);
      const entry = Object.entries(parsed)[0];
      if (!entry) return undefined;
      const [field, dir] = entry as [string, unknown];
      if (!isField(field)) return fail(refusal(field));
      const direction = Number(dir);
      if (direction !== 1 && direction !== -1) return fail(SORT_BY_SHAPE);
      return { field, direction };
    });
}

/**
 * The `sortBy` of the lists whose service checks the field against its own allow-list: any field name of at
 * most 64 characters is passed on (the service answers a 400 for one it does not sort by).
 */
export const SortByParamSchema = sortByParamSchema(
  (field): field is string => field.length <= 64,
  () => SORT_BY_SHAPE,
).describe('JSON {"field": 1 | -1} (1 ascending, -1 descending), e.g. {"createdAt":-1}');
export type SortBy = { field: string; direction: SortDirection };

/**
 * The paging fields of a list query (spec §9): `page` from 1 (default 1) and `limit` from 1 to
 * `MAX_PAGE_SIZE` (default `defaultLimit`, the list's own page size), both coerced from the query string.
 */
export function pageQueryShape(defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
  };
}

/** Builds the list query schema of one list with its own default page size (spec §9). */
export function listQuerySchema(defaultLimit: number) {
  return z.object({
    ...pageQueryShape(defaultLimit),
    keywords: z.string().trim().max(200).optional(),
    sortBy: SortByParamSchema.optional(),
  });
}

/** `{rows, count}` list answer (spec §3 "List responses"). */
export function listResponseSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}

/** `{rows}` answer of a list sent whole, without paging or count (options, settings, the caller's own). */
export function rowsResponseSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row) });
}

/**
 * A required text field of a form: trimmed, then `min` to `max` characters; a missing value, a non-string
 * and a length out of range all answer the one `message` (a 400 naming the field's rule, spec §5).
 */
export function requiredText(message: string, min: number, max: number) {
  return z.string({ error: message }).trim().min(min, message).max(max, message);
}

/** An object of whole-number counts, one per key (`{sold: 3, held: 1}`), as a schema shape. */
export function countsShape<const K extends string>(keys: readonly K[]): Record<K, z.ZodNumber> {
  return Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>;
}

export const IdParamSchema = z.object({ id: z.uuid('id must be a UUID') });

export const OkResponseSchema = z.object({ message: z.string() });
