import { CSV_LIMITS, MSG } from '@leadhouse/domain';
import { badRequest } from '../../lib/app-error.js';
import { readRecords, type CsvDelimiter, type CsvEncoding, type CsvRecord } from './csv.file.js';

/** The header and the first data rows of an upload, as read in one encoding. */
export interface Sample {
  headers: string[];
  records: CsvRecord[];
  reachedEnd: boolean;
}

/** The header and up to `n` data rows. @throws AppError VALIDATION header only, too many columns, unreadable. */
export async function readSample(
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
  if (!headers)
    throw badRequest(MSG.problems.fileEmpty, [{ field: 'file', message: MSG.problems.fileEmpty }]);
  if (records.length === 0) {
    const message = 'The file has a header but no rows';
    throw badRequest(message, [{ field: 'file', message }]);
  }
  return { headers, records, reachedEnd };
}

/** Data rows in a file of `size` bytes, from its sample (exact when the sample reached the end). */
export function estimateTotal(sample: Sample, size: number): number {
  if (sample.reachedEnd) return sample.records.length;
  const last = sample.records[sample.records.length - 1]!;
  return Math.max(
    sample.records.length,
    Math.round((sample.records.length * size) / Math.max(1, last.chars)),
  );
}
