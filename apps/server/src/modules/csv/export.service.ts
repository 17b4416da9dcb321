import type { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  CSV_LIMITS,
  EXPORT_COLUMNS,
  MESSAGES,
  type LeadExportQuery,
  type LeadListQuery,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { filterConditions, leadOrder } from '../leads/leads.repository.js';
import { leadScope } from '../leads/leads.visibility.js';
import { csvStream } from './csv.writer.js';
import { rows } from './import.repository.js';

/** Sort keys of the list (`leadOrder`): column, SQL type, and whether it can be NULL. */
const SORT_KEYS: Record<string, { column: string; type: string; nullable: boolean }> = {
  createdAt: { column: 'created_at', type: 'timestamptz', nullable: false },
  updatedAt: { column: 'updated_at', type: 'timestamptz', nullable: false },
  firstName: { column: 'first_name', type: 'text', nullable: false },
  lastName: { column: 'last_name', type: 'text', nullable: false },
  email: { column: 'email', type: 'text', nullable: true },
  phoneNumber: { column: 'phone_number', type: 'text', nullable: false },
  country: { column: 'country', type: 'text', nullable: false },
  status: { column: 'status', type: 'text', nullable: false },
  funnel: { column: 'funnel', type: 'text', nullable: true },
  campaign: { column: 'campaign', type: 'text', nullable: false },
  platform: { column: 'platform', type: 'text', nullable: true },
  depositCount: { column: 'deposit_count', type: 'integer', nullable: false },
  depositAmount: { column: 'deposit_amount', type: 'bigint', nullable: false },
  lastContacted: { column: 'last_contacted', type: 'timestamptz', nullable: true },
  lastCommentAt: { column: 'last_comment_at', type: 'timestamptz', nullable: true },
  internalId: { column: 'internal_id', type: 'bigint', nullable: false },
};
const CREATED = SORT_KEYS.createdAt!;
const INTERNAL = SORT_KEYS.internalId!;

/** The keys `leadOrder` sorts by for `sort`, in order (same direction for all). */
function sortKeys(sort: SortBy | undefined) {
  const field = sort?.field ?? 'createdAt';
  const desc = sort ? sort.direction === -1 : true;
  const keys =
    field === 'internalId'
      ? [INTERNAL]
      : field === 'createdAt'
        ? [CREATED, INTERNAL]
        : [SORT_KEYS[field]!, CREATED, INTERNAL];
  return { keys, desc };
}

/**
 * "After the last row" for keyset paging in the list's own order (PostgreSQL sorts NULLs last ascending and
 * first descending). Key values travel as text so timestamps keep their microseconds.
 */
function after(
  keys: { column: string; type: string; nullable: boolean }[],
  desc: boolean,
  last: (string | null)[],
): SQL {
  const col = (i: number) => sql.raw(`leads.${keys[i]!.column}`);
  const val = (i: number) => sql`${last[i]}::${sql.raw(keys[i]!.type)}`;
  if (!keys.some((k) => k.nullable)) {
    const left = sql.join(
      keys.map((_, i) => col(i)),
      sql`, `,
    );
    const right = sql.join(
      keys.map((_, i) => val(i)),
      sql`, `,
    );
    return desc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const parts: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const equal = keys
      .slice(0, i)
      .map((_, j) => (last[j] === null ? sql`${col(j)} IS NULL` : sql`${col(j)} = ${val(j)}`));
    let beyond: SQL;
    if (last[i] === null) beyond = desc ? sql`${col(i)} IS NOT NULL` : sql`false`;
    else if (desc) beyond = sql`${col(i)} < ${val(i)}`;
    else
      beyond = keys[i]!.nullable
        ? sql`(${col(i)} > ${val(i)} OR ${col(i)} IS NULL)`
        : sql`${col(i)} > ${val(i)}`;
    parts.push(and(...equal, beyond)!);
  }
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** `first_name AS "firstName"`, … for the 16 `EXPORT_COLUMNS`, from the Drizzle column names. */
const exportColumns = sql.raw(EXPORT_COLUMNS.map((c) => `${leads[c].name} AS "${c}"`).join(', '));

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | null> & Record<`k${number}`, string | null>;

/** What to export: the list query (filters, keywords, sort) or selected ids, always inside the actor's scope. */
export type ExportSelection = { query: LeadExportQuery } | { ids: string[]; sortBy?: SortBy | undefined };

/**
 * The CSV export (spec §9): the 16 columns of `EXPORT_COLUMNS`, comma-delimited, CRLF, UTF-8 with BOM,
 * streamed from the database in keyset batches of 5,000 in the list's order (constant memory, no long
 * transaction: PGlite stays available between batches). Cells that a spreadsheet would read as a formula
 * get a leading apostrophe (`escapeCell`); phones are `966-5012345678` and are left alone.
 * The first batch is read before anything is sent: a failure then is a JSON error 'Error preparing csv'.
 */
export async function exportLeads(db: Db, actor: Actor, selection: ExportSelection): Promise<Readable> {
  let first: ExportRow[];
  let next: (last: ExportRow) => Promise<ExportRow[]>;
  try {
    const isQuery = 'query' in selection;
    const sort = isQuery ? selection.query.sortBy : selection.sortBy;
    const scope = await leadScope(
      db,
      actor,
      isQuery && selection.query.DELETED === 'true' ? 'deleted' : 'live',
    );
    const where: SQL[] = [scope];
    if (isQuery) where.push(...filterConditions({ ...selection.query, page: 1, limit: 1 } as LeadListQuery));
    else
      where.push(
        sql`leads.id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(selection.ids)}::json))`,
      );
    const order = leadOrder(sort);
    const { keys, desc } = sortKeys(sort);
    const keyColumns = sql.raw(keys.map((k, i) => `leads.${k.column}::text AS k${i}`).join(', '));
    const batch = (extra?: SQL) =>
      rows<ExportRow>(
        db,
        sql`SELECT ${exportColumns}, ${keyColumns} FROM ${leads} WHERE ${and(...where, extra)}
            ORDER BY ${sql.join(order, sql`, `)} LIMIT ${CSV_LIMITS.exportBatch}`,
      );
    next = (last) =>
      batch(
        after(
          keys,
          desc,
          keys.map((_, i) => last[`k${i}`] ?? null),
        ),
      );
    first = await batch();
  } catch (err) {
    if (err instanceof AppError)
      throw new AppError(
        err.code,
        MESSAGES.csvError,
        err.errors ?? [{ field: 'query', message: err.message }],
      );
    throw new AppError('INTERNAL', MESSAGES.csvError);
  }

  async function* batches(): AsyncGenerator<string[][]> {
    let page = first;
    while (page.length > 0) {
      yield page.map((r) => EXPORT_COLUMNS.map((c) => r[c] ?? ''));
      if (page.length < CSV_LIMITS.exportBatch) return;
      page = await next(page[page.length - 1]!);
    }
  }
  return csvStream(EXPORT_COLUMNS, batches());
}
