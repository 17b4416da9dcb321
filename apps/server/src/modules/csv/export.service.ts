import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  CSV_LIMITS,
  EXPORT_COLUMNS,
  LEAD_FIELDS,
  MESSAGES,
  type LeadExportQuery,
  type LeadListQuery,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { filterConditions, keysetAfter, leadOrder, leadScope, sortKeys } from '../leads/index.js';
import { notify } from '../notifications/index.js';
import { csvStream } from './csv.writer.js';
import { rows } from './import.repository.js';

/** `first_name AS "firstName"`, … for the 16 `EXPORT_COLUMNS`, from the registry's SQL columns. */
const exportColumns = sql.raw(
  EXPORT_COLUMNS.map((c) => `leads.${LEAD_FIELDS[c].column} AS "${c}"`).join(', '),
);

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | null> & Record<`k${number}`, string | null>;

/** What to export: the list query (filters, keywords, sort) or selected ids, always inside the actor's scope. */
export type ExportSelection = { query: LeadExportQuery } | { ids: string[]; sortBy?: SortBy | undefined };

/**
 * The export's batch reader (spec §9): the actor's visible leads (live, or deleted when the query asks) of
 * the list query or the chosen ids, in the list's order, `CSV_LIMITS.exportBatch` (5,000) rows a batch.
 * @returns `read(last?)`: the first batch, or the one after `last` (keyset on the sort's keys as text).
 * @throws AppError from the scope or the filters (a bad query); a database error rejects.
 */
async function exportReader(
  db: Db,
  actor: Actor,
  selection: ExportSelection,
): Promise<(last?: ExportRow) => Promise<ExportRow[]>> {
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
  // The list's sort (registry sort kinds → SQL, leads.sort.ts): same ORDER BY, and its keys as text
  // for the keyset bound of the next batch.
  const order = leadOrder(sort);
  const { keys, desc } = sortKeys(sort);
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.expr}::text AS ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const batch = (extra?: SQL) =>
    rows<ExportRow>(
      db,
      sql`SELECT ${exportColumns}, ${keyColumns} FROM ${leads} WHERE ${and(...where, extra)}
          ORDER BY ${sql.join(order, sql`, `)} LIMIT ${CSV_LIMITS.exportBatch}`,
    );
  return (last?: ExportRow) =>
    last
      ? batch(
          keysetAfter(
            keys,
            desc,
            keys.map((_, i) => last[`k${i}`] ?? null),
          ),
        )
      : batch();
}

/**
 * The CSV export (spec §9): the 16 columns of `EXPORT_COLUMNS`, comma-delimited, CRLF, UTF-8 with BOM,
 * streamed from the database in keyset batches of 5,000 in the list's order (constant memory, no long
 * transaction: PGlite stays available between batches). Cells that a spreadsheet would read as a formula
 * get a leading apostrophe (`escapeCell`); phones are `966-5012345678` and are left alone.
 * The first batch is read before anything is sent: a failure then is a JSON error 'Error preparing csv'.
 * Once the last row was read, the actor gets `export.finished` `{count}` (subject `export`, `exportId`: the
 * download link's id, or a fresh id for a direct export; issue 21 §1).
 */
export async function exportLeads(
  db: Db,
  actor: Actor,
  selection: ExportSelection,
  exportId: string = randomUUID(),
): Promise<Readable> {
  let first: ExportRow[];
  let next: (last?: ExportRow) => Promise<ExportRow[]>;
  try {
    next = await exportReader(db, actor, selection);
    first = await next();
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
    let count = 0;
    while (page.length > 0) {
      count += page.length;
      yield page.map((r) => EXPORT_COLUMNS.map((c) => r[c] ?? ''));
      if (page.length < CSV_LIMITS.exportBatch) break;
      page = await next(page[page.length - 1]!);
    }
    // The whole file was read (a client that left early stops the generator before this): tell its owner.
    await notify(db, [actor.id], {
      kind: 'export.finished',
      subject: 'export',
      subjectId: exportId,
      data: { count },
    });
  }
  return csvStream(EXPORT_COLUMNS, batches());
}
