import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  CampaignNameSchema,
  countryCodeOf,
  CSV_LIMITS,
  featuresFor,
  guessMapping,
  IMPORT_FIELDS,
  normaliseRow,
  VALIDATION,
  type BulkImportResponse,
  type ImportDefaults,
  type ImportMapping,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  type ImportProgress,
  type ImportStartBody,
  type ImportStatus,
  type Role,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, poolMembers, pools, users, type LeadImportRow } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/leads.visibility.js';
import { csvStream } from './csv.writer.js';
import { readRecords, sniffFile, type CsvDelimiter, type CsvEncoding, type CsvRecord } from './csv.file.js';
import {
  applyUnit,
  rows,
  undoImport,
  type Ownership,
  type RowOutcome,
  type UnitContext,
} from './import.repository.js';

/** Where uploads are kept until their import ends: `DATA_DIR/imports/<id>`. */
export const importsDir = (dataDir: string) => path.join(dataDir, 'imports');
export const importFile = (dataDir: string, id: string) => path.join(importsDir(dataDir), id);

const MANAGERS: readonly Role[] = ['admin', 'super_sales_manager', 'sales_manager'];

const tooLarge = () =>
  new AppError(
    'TOO_LARGE',
    `The file is larger than ${CSV_LIMITS.maxUploadBytes / 1024 / 1024} MB. Split it into smaller files.`,
  );

const interrupted = () => {
  const message = 'The upload was interrupted or is not a valid multipart/form-data body';
  return badRequest(message, [{ field: 'file', message }]);
};

/**
 * Stores an upload (`POST /api/leads/import`) in `DATA_DIR/imports/<id>`, streamed, at most 256 MB, then
 * reads its first rows: encoding, delimiter, headers, guessed mapping and a preview. Nothing is written to
 * the leads yet. The import stays `uploaded` until it is started.
 * @throws AppError TOO_LARGE over the limit; VALIDATION for an empty, binary, header-only or unreadable file.
 */
export async function receiveUpload(
  db: Db,
  dataDir: string,
  actor: Actor,
  file: { filename: string; file: Readable & { truncated?: boolean } },
): Promise<ImportPreviewResponse> {
  const id = randomUUID();
  const target = importFile(dataDir, id);
  await mkdir(importsDir(dataDir), { recursive: true });
  let size = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(target);
      // At the limit answer at once (the route closes the connection) instead of reading the rest.
      file.file.on('limit', () => {
        file.file.unpipe(out);
        out.destroy();
        reject(tooLarge());
      });
      file.file.on('data', (chunk: Buffer) => (size += chunk.length));
      // `finished` also reports a part already destroyed (a body cut short) before we got here.
      finished(file.file, (err) => {
        if (err)
          reject((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : interrupted());
      });
      out.on('error', reject);
      out.on('finish', resolve);
      file.file.pipe(out);
    });
    if (file.file.truncated) throw tooLarge();
    if (size === 0) throw badRequest('The file is empty', [{ field: 'file', message: 'The file is empty' }]);
    const { encoding, delimiter } = await sniffFile(target);
    const sample = await readSample(target, encoding, delimiter, CSV_LIMITS.checkRows);
    const mapping = guessMapping(
      sample.headers,
      sample.records.map((r) => r.values),
    );
    const fileName = (file.filename || 'import.csv').slice(0, 255);
    await db.insert(leadImports).values({
      id,
      createdBy: actor.id,
      fileName,
      sizeBytes: size,
      encoding,
      delimiter,
      headers: sample.headers,
      mapping,
      totalEstimate: estimateTotal(sample, size),
    });
    return await previewOf(db, dataDir, await loadOwn(db, actor, id), {});
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
}

interface Sample {
  headers: string[];
  records: CsvRecord[];
  reachedEnd: boolean;
}

/** The header and up to `n` data rows. @throws AppError VALIDATION header only, too many columns, unreadable. */
async function readSample(
  file: string,
  encoding: CsvEncoding,
  delimiter: CsvDelimiter,
  n: number,
): Promise<Sample> {
  let headers: string[] | undefined;
  const records: CsvRecord[] = [];
  let reachedEnd = true;
  for await (const record of readRecords(file, { encoding, delimiter })) {
    if (!headers) {
      if (record.values.length > CSV_LIMITS.maxColumns) {
        const message = `The file has ${record.values.length} columns; at most ${CSV_LIMITS.maxColumns} are supported`;
        throw badRequest(message, [{ field: 'file', message }]);
      }
      headers = record.values.map((h, i) => h.trim().slice(0, 200) || `Column ${i + 1}`);
      continue;
    }
    if (records.length === n) {
      reachedEnd = false;
      break;
    }
    records.push(record);
  }
  if (!headers) throw badRequest('The file is empty', [{ field: 'file', message: 'The file is empty' }]);
  if (records.length === 0) {
    const message = 'The file has a header but no rows';
    throw badRequest(message, [{ field: 'file', message }]);
  }
  return { headers, records, reachedEnd };
}

function estimateTotal(sample: Sample, size: number): number {
  if (sample.reachedEnd) return sample.records.length;
  const last = sample.records[sample.records.length - 1]!;
  return Math.max(
    sample.records.length,
    Math.round((sample.records.length * size) / Math.max(1, last.chars)),
  );
}

/** The mapping, checked against the header: one entry per column. */
function checkMapping(mapping: ImportMapping, headers: string[]): ImportMapping {
  if (mapping.length !== headers.length) {
    const message = `The mapping must have one entry per column (${headers.length})`;
    throw badRequest(message, [{ field: 'mapping', message }]);
  }
  return mapping;
}

/** Defaults a user may choose: a listed country, a valid campaign name. @throws AppError VALIDATION. */
function checkDefaults(defaults: ImportDefaults): ImportDefaults {
  const errors = [];
  if (defaults.country !== undefined && defaults.country !== '' && !countryCodeOf(defaults.country)) {
    errors.push({ field: 'defaults.country', message: VALIDATION.country });
  }
  if (defaults.campaign && !CampaignNameSchema.safeParse(defaults.campaign).success) {
    errors.push({ field: 'defaults.campaign', message: VALIDATION.campaignName });
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return { ...defaults, country: defaults.country ? countryCodeOf(defaults.country) : undefined };
}

/**
 * The first rows validated with `mapping` and `defaults` (the import's own when absent): the first 20 in
 * full, counts for up to 1,000 (per rule, and duplicates of live leads or of earlier rows of the sample).
 */
export async function previewOf(
  db: Db,
  dataDir: string,
  imp: LeadImportRow,
  opts: { mapping?: ImportMapping | undefined; defaults?: ImportDefaults | undefined },
): Promise<ImportPreviewResponse> {
  assertFileAvailable(imp);
  const mapping = checkMapping(opts.mapping ?? (imp.mapping as ImportMapping), imp.headers);
  const defaults = checkDefaults(opts.defaults ?? ((imp.defaults ?? {}) as ImportDefaults));
  const sample = await readSample(
    importFile(dataDir, imp.id),
    imp.encoding as CsvEncoding,
    imp.delimiter as CsvDelimiter,
    CSV_LIMITS.checkRows,
  );
  const outcomes: RowOutcome[] = sample.records.map((r) => ({
    ...r,
    ...normaliseRow(r.values, mapping, defaults),
  }));
  const valid = outcomes.filter((o) => o.lead);
  const existing = valid.length
    ? await rows<{ phone_number: string; email: string | null }>(
        db,
        sql`SELECT l.phone_number, lower(l.email) AS email
            FROM json_array_elements_text(${JSON.stringify(valid.map((o) => o.lead!.phoneNumber))}::json) AS p(v)
            JOIN leads l ON l.phone_number = p.v AND l.deleted_at IS NULL
            UNION
            SELECT l.phone_number, lower(l.email) AS email
            FROM json_array_elements_text(${JSON.stringify(valid.map((o) => o.lead!.email))}::json) AS e(v)
            JOIN leads l ON lower(l.email) = e.v AND l.deleted_at IS NULL`,
      )
    : [];
  const phones = new Set(existing.map((e) => e.phone_number));
  const emails = new Set(existing.filter((e) => e.email).map((e) => e.email!));
  const rejectedByRule: Record<string, number> = {};
  let duplicates = 0;
  const preview: ImportPreviewRow[] = [];
  for (const o of outcomes) {
    let duplicate = false;
    if (o.lead) {
      duplicate = phones.has(o.lead.phoneNumber) || emails.has(o.lead.email);
      phones.add(o.lead.phoneNumber);
      emails.add(o.lead.email);
      if (duplicate) duplicates++;
    } else {
      for (const e of o.errors ?? []) {
        const key = `${e.field}: ${e.message}`;
        rejectedByRule[key] = (rejectedByRule[key] ?? 0) + 1;
      }
    }
    if (preview.length < CSV_LIMITS.previewRows) {
      preview.push({
        line: o.line,
        values: o.values.slice(0, imp.headers.length),
        lead: o.lead
          ? {
              firstName: o.lead.firstName,
              lastName: o.lead.lastName,
              phoneNumber: o.lead.phoneNumber,
              email: o.lead.email,
              country: o.lead.country,
              campaign: o.lead.campaign,
              platform: o.lead.platform,
              status: o.lead.status,
              funnel: o.lead.funnel,
            }
          : null,
        errors: o.errors ?? [],
        duplicate,
      });
    }
  }
  return {
    importId: imp.id,
    fileName: imp.fileName,
    sizeBytes: imp.sizeBytes,
    delimiter: imp.delimiter as CsvDelimiter,
    encoding: imp.encoding as CsvEncoding,
    headers: imp.headers,
    mapping,
    defaults,
    fields: [...IMPORT_FIELDS],
    totalEstimate: imp.totalEstimate,
    preview,
    stats: {
      rowsChecked: outcomes.length,
      valid: valid.length,
      rejected: outcomes.length - valid.length,
      rejectedByRule,
      duplicates,
    },
  };
}

function assertFileAvailable(imp: LeadImportRow): void {
  if (imp.status !== 'uploaded') throw conflict('This import has already started');
}

/** The import if the actor owns it (admins: any). @throws AppError NOT_FOUND otherwise. */
export async function loadOwn(db: Db, actor: Actor, id: string): Promise<LeadImportRow> {
  const [imp] = await db.select().from(leadImports).where(eq(leadImports.id, id)).limit(1);
  if (!imp || (imp.createdBy !== actor.id && actor.role !== 'admin')) throw notFound('Import not found');
  return imp;
}

/**
 * Who the imported leads belong to. By default the add-lead rule: a sales-floor importer is the assignee,
 * an affiliate the affiliate, an admin or integration leaves them unassigned. `assignedTo` names one
 * assignee (admins and super managers: anyone on the floor; a sales manager: itself or a direct report;
 * others: themselves); `poolId` (managers) spreads them round-robin over the pool's active members.
 * @throws AppError FORBIDDEN, VALIDATION, NOT_FOUND.
 */
export async function resolveOwnership(db: Db, actor: Actor, defaults: ImportDefaults): Promise<Ownership> {
  const affiliateId = actor.role === 'affiliate' ? actor.id : null;
  const base: Ownership = {
    createdBy: actor.id,
    assignedTo: (ASSIGNABLE_ROLES as readonly Role[]).includes(actor.role) ? actor.id : null,
    affiliateId,
    pool: null,
  };
  if (defaults.poolId) {
    if (!MANAGERS.includes(actor.role)) throw forbidden('Your role cannot assign leads to a pool');
    const [pool] = await db.select().from(pools).where(eq(pools.id, defaults.poolId)).limit(1);
    if (!pool) throw notFound('Pool not found');
    const invalid = (message: string) => badRequest(message, [{ field: 'defaults.poolId', message }]);
    if (!pool.active) throw invalid('This pool is not active');
    const members = await db
      .select({ id: users.id })
      .from(poolMembers)
      .innerJoin(users, eq(users.id, poolMembers.userId))
      .where(
        and(
          eq(poolMembers.poolId, pool.id),
          eq(users.active, true),
          inArray(users.role, [...ASSIGNABLE_ROLES]),
        ),
      )
      .orderBy(asc(poolMembers.addedAt), asc(users.id));
    if (members.length === 0) throw invalid('This pool has no active members');
    return { ...base, assignedTo: null, pool: { id: pool.id, members: members.map((m) => m.id) } };
  }
  if (defaults.assignedTo) {
    const [user] = await db.select().from(users).where(eq(users.id, defaults.assignedTo)).limit(1);
    const message = 'Choose an active sales user';
    if (!user || !user.active || !(ASSIGNABLE_ROLES as readonly Role[]).includes(user.role)) {
      throw badRequest(message, [{ field: 'defaults.assignedTo', message }]);
    }
    const allowed =
      actor.role === 'admin' ||
      actor.role === 'super_sales_manager' ||
      user.id === actor.id ||
      (actor.role === 'sales_manager' && user.managerId === actor.id);
    if (!allowed) throw forbidden('You cannot assign leads to this user');
    return { ...base, assignedTo: user.id };
  }
  return base;
}

/** The importing user as an actor (the worker runs without a request). Null when it is gone or inactive. */
export async function actorById(db: Db, id: string): Promise<Actor | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user || !user.active) return null;
  return { id: user.id, role: user.role, features: featuresFor(user.role, user.featureOverrides), user };
}

/** Everything a unit of work needs, resolved once per run of the job. */
export async function unitContext(db: Db, actor: Actor, imp: LeadImportRow): Promise<UnitContext> {
  const defaults = (imp.defaults ?? {}) as ImportDefaults;
  return {
    importId: imp.id,
    scope: await leadScope(db, actor),
    owner: await resolveOwnership(db, actor, defaults),
    updateExisting: imp.updateExisting,
  };
}

/**
 * Queues an uploaded import (`POST /api/leads/import/:id/start`) with the chosen mapping, defaults and
 * update-existing flag; the background job does the rest. @throws AppError CONFLICT when already started.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  id: string,
  body: ImportStartBody,
  enqueue: (importId: string) => Promise<void>,
): Promise<ImportProgress> {
  const imp = await loadOwn(db, actor, id);
  assertFileAvailable(imp);
  const mapping = checkMapping(body.mapping ?? (imp.mapping as ImportMapping), imp.headers);
  const defaults = checkDefaults(body.defaults);
  await resolveOwnership(db, actor, defaults);
  const [queued] = await db
    .update(leadImports)
    .set({ status: 'queued', mapping, defaults, updateExisting: body.updateExisting })
    .where(and(eq(leadImports.id, id), eq(leadImports.status, 'uploaded')))
    .returning();
  if (!queued) throw conflict('This import has already started');
  await enqueue(id);
  return toProgress(queued);
}

/** Progress of one import; rate in rows per second since it started, ETA from that rate. */
export function toProgress(imp: LeadImportRow, now = new Date()): ImportProgress {
  const status = imp.status as ImportStatus;
  const final = status === 'completed' || status === 'cancelled' || status === 'failed';
  const total = status === 'completed' ? imp.rowsRead : Math.max(imp.totalEstimate, imp.rowsRead);
  const end = imp.finishedAt ?? (status === 'running' ? now : (imp.heartbeatAt ?? now));
  const seconds = imp.startedAt ? Math.max(0.001, (end.getTime() - imp.startedAt.getTime()) / 1000) : 0;
  const rate = seconds > 0 ? Math.round((imp.rowsRead / seconds) * 10) / 10 : 0;
  return {
    importId: imp.id,
    fileName: imp.fileName,
    status,
    cancelRequested: imp.cancelRequested,
    total,
    rowsRead: imp.rowsRead,
    imported: imp.imported,
    updated: imp.updated,
    rejected: imp.rejected,
    rate,
    etaSeconds: final ? 0 : rate > 0 ? Math.ceil(Math.max(0, total - imp.rowsRead) / rate) : null,
    error: imp.error,
    createdAt: imp.createdAt.toISOString(),
    startedAt: imp.startedAt?.toISOString() ?? null,
    finishedAt: imp.finishedAt?.toISOString() ?? null,
  };
}

/** The caller's 20 most recent imports, newest first (the progress bar survives a reload). */
export async function listImports(db: Db, actor: Actor): Promise<{ rows: ImportProgress[]; count: number }> {
  const list = await db
    .select()
    .from(leadImports)
    .where(eq(leadImports.createdBy, actor.id))
    .orderBy(desc(leadImports.createdAt))
    .limit(20);
  return { rows: list.map((i) => toProgress(i)), count: list.length };
}

/**
 * Cancels an import (`POST /api/leads/import/:id/cancel`) and undoes it: the leads it inserted are deleted
 * and those it updated get their old values back. An import that is not running (uploaded, queued, failed)
 * is undone at once; a running one at the end of its current unit of work (`cancelRequested` until then).
 * @throws AppError CONFLICT when it already completed or was cancelled.
 */
export async function cancelImport(
  db: Db,
  dataDir: string,
  actor: Actor,
  id: string,
): Promise<ImportProgress> {
  await loadOwn(db, actor, id);
  const result = await db.transaction(async (tx) => {
    const [imp] = await tx.select().from(leadImports).where(eq(leadImports.id, id)).for('update');
    if (!imp) throw notFound('Import not found');
    if (imp.status === 'completed' || imp.status === 'cancelled') {
      throw conflict(`This import is already ${imp.status}`);
    }
    if (imp.status === 'running') {
      const [flagged] = await tx
        .update(leadImports)
        .set({ cancelRequested: true })
        .where(eq(leadImports.id, id))
        .returning();
      return flagged!;
    }
    await undoImport(tx, id);
    const [cancelled] = await tx
      .update(leadImports)
      .set({ status: 'cancelled', cancelRequested: true, finishedAt: new Date() })
      .where(eq(leadImports.id, id))
      .returning();
    return cancelled!;
  });
  if (result.status === 'cancelled') await rm(importFile(dataDir, id), { force: true });
  return toProgress(result);
}

/** A JSON value as a CSV cell: strings and numbers as text, anything else empty. */
function cellOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * `POST /api/leads/bulk` (spec §7: a data list from a CSV the client parsed): rows keyed by header, mapped,
 * normalised and validated like a file import, written in ONE transaction (all valid rows, or nothing on a
 * database error). Rejected rows come back as `{op: the row, message: 'field: message', row: 1-based}`.
 * @throws AppError TOO_LARGE over 10,000 rows; VALIDATION for an empty list or bad defaults.
 */
export async function bulkImport(
  db: Db,
  actor: Actor,
  body: { data: Record<string, unknown>[]; defaults?: ImportDefaults | undefined; updateExisting: boolean },
): Promise<BulkImportResponse> {
  if (body.data.length > CSV_LIMITS.bulkMaxRows) {
    throw new AppError(
      'TOO_LARGE',
      `At most ${CSV_LIMITS.bulkMaxRows} rows per request: send the rest in another request, or upload the file`,
    );
  }
  if (body.data.length === 0)
    throw badRequest('The data list is empty', [{ field: 'data', message: 'The data list is empty' }]);
  const headers: string[] = [];
  const known = new Set<string>();
  for (const row of body.data) {
    for (const key of Object.keys(row)) {
      if (known.has(key)) continue;
      known.add(key);
      headers.push(key);
    }
  }
  if (headers.length > CSV_LIMITS.maxColumns) {
    const message = `At most ${CSV_LIMITS.maxColumns} different keys are supported`;
    throw badRequest(message, [{ field: 'data', message }]);
  }
  const records = body.data.map((row) => headers.map((h) => cellOf(row[h])));
  const mapping = guessMapping(headers, records.slice(0, CSV_LIMITS.checkRows));
  const defaults = checkDefaults(body.defaults ?? {});
  const owner = await resolveOwnership(db, actor, defaults);
  const scope = await leadScope(db, actor);
  const outcomes: RowOutcome[] = records.map((values, i) => ({
    line: i + 1,
    values,
    ...normaliseRow(values, mapping, defaults),
  }));
  const unit = await db.transaction((tx) =>
    applyUnit(tx, { importId: null, scope, owner, updateExisting: body.updateExisting }, outcomes),
  );
  const errors = unit.rejections
    .sort((a, b) => a.line - b.line)
    .map((r) => ({ op: body.data[r.line - 1]!, message: r.reason, row: r.line }));
  return {
    message: `${unit.imported} leads imported, ${unit.updated} updated, ${errors.length} rejected`,
    imported: unit.imported,
    updated: unit.updated,
    errors,
  };
}

/**
 * The 'Wrong/Duplicate Leads' report of an import (spec §8) as CSV: `row` (the line in the file), `reason`
 * (`field: message; …`), then the original cells under the file's own headers. Same format as the export
 * (comma, CRLF, UTF-8 BOM, formula cells escaped), streamed in batches of 5,000.
 */
export async function rejectionReport(db: Db, actor: Actor, id: string): Promise<Readable> {
  const imp = await loadOwn(db, actor, id);
  const batch = (afterLine: number) =>
    rows<{ line: number; reason: string; values: string[] }>(
      db,
      sql`SELECT line, reason, values FROM lead_import_rejections
          WHERE import_id = ${id}::uuid AND line > ${afterLine} ORDER BY line LIMIT ${CSV_LIMITS.exportBatch}`,
    );
  async function* batches(): AsyncGenerator<string[][]> {
    let last = 0;
    for (;;) {
      const page = await batch(last);
      yield page.map((r) => [String(r.line), r.reason, ...imp.headers.map((_, i) => r.values[i] ?? '')]);
      if (page.length < CSV_LIMITS.exportBatch) return;
      last = page[page.length - 1]!.line;
    }
  }
  return csvStream(['row', 'reason', ...imp.headers], batches());
}
