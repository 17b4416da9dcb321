import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { MSG, type SortBy } from '@leadhouse/domain';
import { AppError } from './app-error.js';

/**
 * Turns `sortBy` into an ORDER BY list over an allow-list of columns, with a unique tie-breaker so that
 * paging is stable. Unknown fields (prototype member names included) are a 400 naming the allowed ones.
 */
export function orderBy(
  sort: SortBy | undefined,
  columns: Record<string, AnyPgColumn>,
  fallback: SQL,
  tieBreaker: AnyPgColumn,
): SQL[] {
  if (!sort) return [fallback, asc(tieBreaker)];
  // Own keys only: `constructor`, `toString`, `__proto__` must not reach Object.prototype members.
  const column = Object.hasOwn(columns, sort.field) ? columns[sort.field] : undefined;
  if (!column) throw unknownSortField(sort.field, Object.keys(columns));
  return [sort.direction === 1 ? asc(column) : desc(column), asc(tieBreaker)];
}

/**
 * The 400 of a `sortBy` field a list cannot sort by (`problems.cannotSortBy`, with `sortBy`'s own message
 * `problems.unknownSortField`); `fields` are the ones it can, named in the answer.
 */
export function unknownSortField(field: string, fields: readonly string[]): AppError {
  const params = { field, fields: fields.join(', ') };
  return new AppError(
    'VALIDATION',
    MSG.problems.cannotSortBy,
    [{ field: 'sortBy', message: MSG.problems.unknownSortField, params }],
    undefined,
    params,
  );
}

/** OFFSET for a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** Escapes `%`, `_` and `\` for use inside an ILIKE pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * A page of a list with the exact count of its rows: runs the page's query (`rows`: a Drizzle select with its
 * limit and offset, not yet awaited) beside `SELECT count(*) FROM table WHERE where`, and answers
 * `{ rows, count }` (the list routes' answer shape, spec §3).
 */
export async function pageWithCount<R>(
  db: Db,
  rows: PromiseLike<R[]>,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ rows: R[]; count: number }> {
  const [page, total] = await Promise.all([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: page, count: Number(total[0]?.n ?? 0) };
}

/**
 * A page of a table's own rows (`SELECT * … WHERE where ORDER BY order LIMIT q.limit OFFSET …`, `q.page`
 * 1-based) with the exact count of the list (`pageWithCount`).
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  q: { page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit)) as unknown as PromiseLike<T['$inferSelect'][]>;
  return pageWithCount(db, rows, table, where);
}
