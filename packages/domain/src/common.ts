import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';

/** Error body of every non-2xx answer (DESIGN.md §3, STYLE.md §5). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Per-field validation messages (spec §5 texts)'),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const SortDirectionSchema = z.union([z.literal(1), z.literal(-1)]);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/**
 * `sortBy` travels as JSON `{"field": 1 | -1}` in the query string (spec §4: 1 ascending, -1 descending).
 * Only the first key is used. An unparsable value is a 400, not a silent default.
 */
export const SortByParamSchema = z
  .string()
  .max(200)
  .transform((raw, ctx) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      const result = z.record(z.string().max(64), z.coerce.number()).safeParse(parsed);
      if (!result.success) throw new Error('shape');
      const entry = Object.entries(result.data)[0];
      if (!entry) return undefined;
      const [field, dir] = entry;
      if (dir !== 1 && dir !== -1) throw new Error('dir');
      return { field, direction: dir as SortDirection };
    } catch {
      ctx.addIssue({ code: 'custom', message: 'sortBy must be JSON like {"createdAt":-1}' });
      return z.NEVER;
    }
  });
export type SortBy = { field: string; direction: SortDirection };

/** Builds the list query schema of one list with its own default page size (spec §9). */
export function listQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
    keywords: z.string().trim().max(200).optional(),
    sortBy: SortByParamSchema.optional(),
  });
}

/** `{rows, count}` list answer (spec §3 "List responses"). */
export function listResponseSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}

export const IdParamSchema = z.object({ id: z.uuid('id must be a UUID') });

export const OkResponseSchema = z.object({ message: z.string() });
