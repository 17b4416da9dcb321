import type { SQL } from 'drizzle-orm';
import { queryRows, type Runner } from '../../lib/sql.js';

export { queryRows, uuidArray, textArray } from '../../lib/sql.js';

/** Sum columns come back as strings from `pg` (bigint/numeric) and numbers from PGlite: one number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The column `n` of the first row of `query` as one number (`num`: 0 when there is no row or it is NULL). */
export async function queryNumber(db: Runner, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(db, query);
  return num(row?.n);
}
