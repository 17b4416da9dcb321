import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import {
  isLeadSortField,
  LEAD_FIELDS,
  LEAD_SORT_FIELDS,
  type LeadSortField,
  type LeadSqlType,
  type SortBy,
  MSG,
} from '@leadhouse/domain';
import { badRequest } from '../../lib/app-error.js';
import { unknownSortField } from '../../lib/paging.js';

/*
 * Sorting of the leads list and the CSV export, derived from the lead field registry (`LEAD_FIELDS`): each
 * sort kind becomes one SQL expression over `leads`, never a per-field table. The list and the export use
 * the same expressions, so an export comes out in the order of the list.
 */

/** One key of an ORDER BY: its SQL, the type its value is cast to in keyset bounds, and whether it is nullable. */
export interface SortKey {
  field: LeadSortField;
  expr: SQL;
  sqlType: LeadSqlType;
  nullable: boolean;
  /** The `leads` column the expression reads (for subqueries that must carry it). */
  column: string;
}

/** The integration send state of spec §4 from the last entry of `integrations_history` (see `integrationState`). */
export const integrationStateSql = (column: string) =>
  sql.raw(`(CASE WHEN coalesce(leads.${column} -> -1 -> 'data' ->> 'customerId', '') <> '' THEN 'sent'
    WHEN coalesce(leads.${column} -> -1 ->> 'error', '') <> '' THEN 'error' ELSE 'none' END)`);

/**
 * The SQL value a field sorts on (registry sort kind): `column` → `leads.<column>`; `userName` → the name
 * of the user the column points at; `poolName` → the pool's name; `integrationState` → `error`/`none`/`sent`
 * computed from the last history entry. Names come from scalar subqueries (NULL when the column is NULL).
 */
export function sortExpression(field: LeadSortField): SQL {
  const def = LEAD_FIELDS[field];
  const column = def.column;
  switch (def.sort.kind) {
    case 'column':
      return sql.raw(`leads.${column}`);
    case 'userName':
      return sql.raw(`(SELECT su.name FROM users AS su WHERE su.id = leads.${column})`);
    case 'poolName':
      return sql.raw(`(SELECT sp.name FROM pools AS sp WHERE sp.id = leads.${column})`);
    case 'integrationState':
      return integrationStateSql(column);
  }
}

function sortKey(field: LeadSortField): SortKey {
  const def = LEAD_FIELDS[field];
  return {
    field,
    expr: sortExpression(field),
    sqlType: def.sqlType,
    nullable: def.nullable,
    column: def.column,
  };
}

/**
 * The keys of one sort, in order, all in one direction: the chosen field, then createdAt and internalId as
 * tie breakers (so each `(column, created_at, internal_id)` index serves its sort both ways). Default:
 * createdAt descending.
 * @throws AppError VALIDATION (400) for a field that is not a registry sort field (prototype names too).
 */
export function sortKeys(sort: SortBy | undefined): { keys: SortKey[]; desc: boolean } {
  const field = sort?.field ?? 'createdAt';
  if (!isLeadSortField(field)) throw unknownSortField(field, LEAD_SORT_FIELDS);
  const isDesc = sort ? sort.direction === -1 : true;
  const fields: LeadSortField[] =
    field === 'internalId'
      ? ['internalId']
      : field === 'createdAt'
        ? ['createdAt', 'internalId']
        : [field, 'createdAt', 'internalId'];
  return { keys: fields.map(sortKey), desc: isDesc };
}

/**
 * ORDER BY terms of the list and the export for `sort` (see `sortKeys`).
 * @throws AppError VALIDATION for an unknown sort field.
 */
export function leadOrder(sort: SortBy | undefined): SQL[] {
  const { keys, desc: isDesc } = sortKeys(sort);
  return keys.map((k) => (isDesc ? desc(k.expr) : asc(k.expr)));
}

/** The `leads` columns `leadOrder(sort)` reads (a derived table sorted by it must select them). */
export function sortColumns(sort: SortBy | undefined): string[] {
  return [...new Set(['internal_id', 'created_at', ...sortKeys(sort).keys.map((k) => k.column)])];
}

/**
 * "After the last row" for keyset paging in the list's own order (PostgreSQL sorts NULLs last ascending
 * and first descending). `last` holds the key values of the last row as text (`expr::text`), so
 * timestamps keep their microseconds; they are cast back to each key's SQL type.
 */
export function keysetAfter(
  keys: readonly SortKey[],
  isDesc: boolean,
  last: readonly (string | null)[],
): SQL {
  const col = (i: number) => keys[i]!.expr;
  const val = (i: number) => sql`${last[i]}::${sql.raw(keys[i]!.sqlType)}`;
  if (!keys.some((k) => k.nullable)) {
    const left = sql.join(
      keys.map((_, i) => col(i)),
      sql`, `,
    );
    const right = sql.join(
      keys.map((_, i) => val(i)),
      sql`, `,
    );
    return isDesc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const parts: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const equal = keys
      .slice(0, i)
      .map((_, j) => (last[j] === null ? sql`${col(j)} IS NULL` : sql`${col(j)} = ${val(j)}`));
    let beyond: SQL;
    if (last[i] === null) beyond = isDesc ? sql`${col(i)} IS NOT NULL` : sql`false`;
    else if (isDesc) beyond = sql`${col(i)} < ${val(i)}`;
    else
      beyond = keys[i]!.nullable
        ? sql`(${col(i)} > ${val(i)} OR ${col(i)} IS NULL)`
        : sql`${col(i)} > ${val(i)}`;
    parts.push(and(...equal, beyond)!);
  }
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The text form each key type must have in a cursor (what `expr::text` gives), so a forged one is a 400. */
const CURSOR_VALUE: Record<LeadSqlType, RegExp> = {
  text: /^[\s\S]{0,500}$/,
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
};

const sortSignature = (sort: SortBy | undefined) => `${sort?.field ?? 'createdAt'}:${sort?.direction ?? -1}`;

/**
 * An opaque keyset cursor (base64url JSON): the sort it belongs to and the key values (`expr::text`) of the
 * last row of a page, in `sortKeys(sort)` order.
 */
export function encodeCursor(sort: SortBy | undefined, last: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify([sortSignature(sort), ...last])).toString('base64url');
}

/**
 * The key values of a cursor made by `encodeCursor` for the same sort.
 * @throws AppError VALIDATION (400) when the cursor is malformed, forged or belongs to another sort.
 */
export function decodeCursor(sort: SortBy | undefined, cursor: string): (string | null)[] {
  const invalid = () =>
    badRequest(MSG.problems.pageLinkExpired, [{ field: 'cursor', message: MSG.problems.notACursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { keys } = sortKeys(sort);
  if (!Array.isArray(parsed) || parsed.length !== keys.length + 1 || parsed[0] !== sortSignature(sort)) {
    throw invalid();
  }
  const values = parsed.slice(1) as unknown[];
  values.forEach((v, i) => {
    const key = keys[i]!;
    if (v === null ? !key.nullable : typeof v !== 'string' || !CURSOR_VALUE[key.sqlType].test(v)) {
      throw invalid();
    }
  });
  return values as (string | null)[];
}
