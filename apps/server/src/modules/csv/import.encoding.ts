import { and, eq } from 'drizzle-orm';
import { CSV_LIMITS, guessMapping, type ImportEncodingChoice, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { conflict } from '../../lib/app-error.js';
import { encodingCandidates, firstLines, readSample as readBytes, type CsvEncoding } from './csv.encoding.js';
import type { CsvDelimiter } from './csv.file.js';
import { importFile } from './import.common.js';
import { estimateTotal, readSample } from './import.sample.js';

/**
 * The encodings to offer for an upload (partners item 4, `ImportPreviewResponse.encodingChoices`): none
 * when detection is sure; else `current` first, then the likely ones, each with the file's first three
 * lines decoded in it so the user sees which one reads right.
 */
export async function encodingChoicesOf(
  dataDir: string,
  imp: LeadImportRow,
): Promise<ImportEncodingChoice[]> {
  const { head, detect } = await readBytes(importFile(dataDir, imp.id));
  const { sure, likely } = encodingCandidates(detect);
  if (sure) return [];
  const current = imp.encoding as CsvEncoding;
  return [current, ...likely.filter((e) => e !== current)].map((encoding) => ({
    encoding,
    lines: firstLines(head, encoding),
  }));
}

/**
 * Reads an uploaded import in `encoding` from now on (`POST /leads/import/:id/preview {encoding}`): its
 * headers, guessed mapping and row estimate are read again and stored. Only before it starts.
 * @throws AppError CONFLICT once the import was started; VALIDATION when the file does not read as CSV.
 */
export async function switchEncoding(
  db: Db,
  dataDir: string,
  imp: LeadImportRow,
  encoding: CsvEncoding,
): Promise<LeadImportRow> {
  if (imp.encoding === encoding) return imp;
  const sample = await readSample(
    importFile(dataDir, imp.id),
    encoding,
    imp.delimiter as CsvDelimiter,
    CSV_LIMITS.checkRows,
  );
  const [row] = await db
    .update(leadImports)
    .set({
      encoding,
      headers: sample.headers,
      mapping: guessMapping(
        sample.headers,
        sample.records.map((r) => r.values),
      ),
      totalEstimate: estimateTotal(sample, imp.sizeBytes),
    })
    .where(and(eq(leadImports.id, imp.id), eq(leadImports.status, 'uploaded')))
    .returning();
  if (!row) throw conflict(MSG.problems.importEncodingFixed);
  return row;
}
