import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { finished, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  CSV_LIMITS,
  guessMapping,
  IMPORT_FIELDS,
  normaliseRow,
  type ImportDefaults,
  type ImportMapping,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { sniffFile, type CsvDelimiter, type CsvEncoding } from './csv.file.js';
import { encodingChoicesOf } from './import.encoding.js';
import { estimateTotal, readSample } from './import.sample.js';
import {
  assertFileAvailable,
  checkDefaults,
  checkMapping,
  importFile,
  importsDir,
  loadOwn,
} from './import.common.js';
import { rows, type RowOutcome } from './import.repository.js';

/** 413 for an upload over `CSV_LIMITS.maxUploadBytes`. */
export const tooLarge = () =>
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
    if (size === 0)
      throw badRequest(MSG.problems.fileEmpty, [{ field: 'file', message: MSG.problems.fileEmpty }]);
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
  const { preview, rejectedByRule, duplicates } = tally(
    outcomes,
    await liveContacts(db, valid),
    imp.headers.length,
  );
  return {
    importId: imp.id,
    fileName: imp.fileName,
    sizeBytes: imp.sizeBytes,
    delimiter: imp.delimiter as CsvDelimiter,
    encoding: imp.encoding as CsvEncoding,
    encodingChoices: await encodingChoicesOf(dataDir, imp),
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

/** Phones and emails of live leads that sample rows share. */
async function liveContacts(db: Db, valid: readonly RowOutcome[]) {
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
  return {
    phones: new Set(existing.map((e) => e.phone_number)),
    emails: new Set(existing.filter((e) => e.email).map((e) => e.email!)),
  };
}

/**
 * The sample's preview rows (the first 20), rejections counted per `field: message` rule, and duplicates
 * (of a live lead or an earlier sample row). `contacts` grows with each valid row.
 */
function tally(
  outcomes: readonly RowOutcome[],
  contacts: { phones: Set<string>; emails: Set<string> },
  columns: number,
) {
  const { phones, emails } = contacts;
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
        values: o.values.slice(0, columns),
        lead: o.lead ? previewLead(o.lead) : null,
        errors: o.errors ?? [],
        duplicate,
      });
    }
  }
  return { preview, rejectedByRule, duplicates };
}

/** What the mapping preview shows of a row's lead (what will be stored). */
function previewLead(lead: NonNullable<RowOutcome['lead']>): ImportPreviewRow['lead'] {
  const { firstName, lastName, phoneNumber, email, country, campaign, platform, status, funnel } = lead;
  return { firstName, lastName, phoneNumber, email, country, campaign, platform, status, funnel };
}
