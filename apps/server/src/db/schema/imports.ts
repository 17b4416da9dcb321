import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy } from './columns.js';

/**
 * One CSV import of leads (spec §2 CSV import). The uploaded file lives in `DATA_DIR/imports/<id>` until the
 * import ends. `rowsRead` is the number of CSV records (data rows) whose outcome is committed: the job
 * resumes after it. Counters, the chunk's leads and its rejections commit in one transaction.
 * Status: uploaded → queued → running → completed | failed | cancelled.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: uuidKey(),
    createdBy: ownedBy('created_by', () => users.id),
    status: text('status').notNull().default('uploaded'),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<(string | null)[]>(),
    defaults: jsonb('defaults').$type<Record<string, unknown>>(),
    updateExisting: boolean('update_existing').notNull().default(false),
    totalEstimate: integer('total_estimate').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    heartbeatAt: tz('heartbeat_at'),
    /** What the cancel undid and what it left (counts per reason); null until the import is cancelled. */
    undoReport: jsonb('undo_report').$type<Record<string, number>>(),
    /** Route the leads it created through the distribution flows once it completes (issue 22 §3). */
    distribute: boolean('distribute').notNull().default(false),
    /** When its created leads were all handed to distribution; null while not (yet) done. */
    distributedAt: tz('distributed_at'),
  },
  (t) => [
    index('lead_imports_owner_idx').on(t.createdBy, t.createdAt),
    index('lead_imports_open_idx')
      .on(t.status, t.heartbeatAt)
      .where(sql`status IN ('queued', 'running')`),
  ],
);
export type LeadImportRow = typeof leadImports.$inferSelect;

/**
 * The leads one import inserted (`before` null) or updated (`before` = the overwritten values, `after` =
 * the values it wrote), and when (`writtenAt`, the unit's transaction time, equal to the lead's
 * `updated_at` then), so that a cancel undoes only what nobody changed since, and a later row of the same
 * file is recognised as an in-file duplicate. Kept after a cancel (it says which leads the cancel
 * soft-deleted). No foreign key to `leads`: the rows are written in bulk.
 */
export const leadImportRows = pgTable(
  'lead_import_rows',
  {
    importId: ownedBy('import_id', () => leadImports.id),
    leadId: uuid('lead_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** Null in undo logs written before migration 0013: such updates are not restored. */
    after: jsonb('after').$type<Record<string, unknown>>(),
    writtenAt: tz('written_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.leadId] })],
);

/** The 'Wrong/Duplicate Leads' report (spec §8): each rejected row with its line, reason and original cells. */
export const leadImportRejections = pgTable(
  'lead_import_rejections',
  {
    importId: ownedBy('import_id', () => leadImports.id),
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
