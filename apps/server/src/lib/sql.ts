import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Any handle that can run SQL: the database or a transaction. */
export type Runner = Pick<Db, 'execute'>;

/** Runs a SQL fragment and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A PostgreSQL array literal (`{"a","b"}`) with each element quoted and escaped. */
export function pgArrayLiteral(values: readonly string[]): string {
  return '{' + values.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

/**
 * One bound parameter holding many uuids (`= ANY($1::uuid[])`): a 10,000-id bulk action is one parameter,
 * not 10,000. Callers pass validated UUIDs.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${pgArrayLiteral(ids)}::uuid[]`;
export const textArray = (values: readonly string[]): SQL => sql`${pgArrayLiteral(values)}::text[]`;
