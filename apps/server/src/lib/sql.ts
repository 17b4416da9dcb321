import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Any handle that can run SQL: the database or a transaction. */
export type Runner = Pick<Db, 'execute'>;

/** Runs a SQL fragment and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A `json`/`jsonb` value as either driver answers it (node-postgres parses it, PGlite may hand back the
 * text), typed as the caller knows it. Errors: a malformed text throws SyntaxError.
 */
export const jsonValue = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

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

/**
 * Runs independent reads in one round trip: each part is a SELECT whose rows come back as one JSON array
 * (`json_agg`), so values arrive as JSON (timestamps as ISO strings, numeric and bigint as numbers). For hot
 * paths where the round trip costs more than the statement (bench:distribution: a routed lead's decision).
 * A part left undefined answers []. Errors: a database error rejects.
 */
export async function queryParts<K extends string>(
  db: Runner,
  parts: Record<K, SQL | undefined>,
): Promise<Record<K, unknown[]>> {
  const columns = partsColumns(parts);
  if (!columns) return partsFrom(parts, undefined);
  const [row] = await queryRows<Record<string, unknown[] | string>>(db, sql`SELECT ${columns}`);
  return partsFrom(parts, row);
}

/**
 * The parts of `queryParts` as select-list columns (`p0`, `p1`, …: one JSON array each), for a caller that
 * adds them to a statement of its own; undefined when no part is asked. `partsFrom` reads them back.
 */
export function partsColumns<K extends string>(parts: Record<K, SQL | undefined>): SQL | undefined {
  const asked = (Object.keys(parts) as K[]).filter((k) => parts[k] !== undefined);
  if (asked.length === 0) return undefined;
  const columns = asked.map(
    (k, i) => sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${parts[k]!}) x) AS ${sql.raw(`p${i}`)}`,
  );
  return sql.join(columns, sql`, `);
}

/** The rows of each part from a row holding `partsColumns(parts)` (a part not asked, or no row: []). */
export function partsFrom<K extends string>(
  parts: Record<K, SQL | undefined>,
  row: Record<string, unknown> | undefined,
): Record<K, unknown[]> {
  const keys = Object.keys(parts) as K[];
  const out = Object.fromEntries(keys.map((k) => [k, [] as unknown[]])) as Record<K, unknown[]>;
  keys
    .filter((k) => parts[k] !== undefined)
    .forEach((k, i) => {
      const v = row?.[`p${i}`] as unknown[] | string | undefined;
      out[k] = jsonValue(v ?? []);
    });
  return out;
}
