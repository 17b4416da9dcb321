import { createReadStream } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import { CSV_LIMITS, type CSV_DELIMITERS, MSG } from '@leadhouse/domain';
import { AppError, badRequest } from '../../lib/app-error.js';
import { decode, decodeStream, detectEncoding, readSample, type CsvEncoding } from './csv.encoding.js';

export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];
export type { CsvEncoding } from './csv.encoding.js';

/** One CSV record: its line in the file (header = line 1, as counted by the parser) and its cells. */
export interface CsvRecord {
  line: number;
  values: string[];
  /** Characters read so far (for a size-based estimate of the row count). */
  chars: number;
}

/** A file that cannot be read as CSV past some point (unclosed quote, a row of megabytes). */
export class CsvReadError extends AppError {
  constructor(message: string) {
    super('VALIDATION', message, [{ field: 'file', message }]);
  }
}

/**
 * Encoding and delimiter of an uploaded file, from its first 64 KiB (`csv.encoding.ts`):
 * - the encoding: a BOM decides (UTF-8, UTF-16 LE/BE; UTF-32 is refused), valid UTF-8 is UTF-8, anything
 *   else is what chardet recognises with enough confidence (Arabic, Cyrillic, Chinese, Latin code pages…),
 *   else Windows-1252;
 * - NUL bytes or more than 1% control characters mean a binary file (400); no text at all is an empty file;
 * - the delimiter (comma, semicolon, tab) is the one that splits the first lines into the same number of
 *   cells, most cells first; a file with none of them is one column (comma).
 * @throws AppError VALIDATION for empty, binary or UTF-32 files.
 */
export async function sniffFile(path: string): Promise<{ encoding: CsvEncoding; delimiter: CsvDelimiter }> {
  const sample = await readSample(path);
  const encoding = detectEncoding(sample.detect);
  const text = decode(sample.head, encoding);
  if (text.trim() === '')
    throw badRequest(MSG.problems.fileEmpty, [{ field: 'file', message: MSG.problems.fileEmpty }]);
  if (!encoding.startsWith('utf-16') && looksBinary(text)) {
    const message = 'This is not a CSV text file';
    throw badRequest(message, [{ field: 'file', message }]);
  }
  return { encoding, delimiter: detectDelimiter(text) };
}

function looksBinary(text: string): boolean {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) control++;
  }
  return control > text.length / 100;
}

/** The delimiter that splits the first lines (outside quotes) most consistently. */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines: Record<CsvDelimiter, number>[] = [];
  let counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && lines.length < 20; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++;
    else if (!quoted && c === '\n') {
      lines.push(counts);
      counts = { ',': 0, ';': 0, '\t': 0 };
    }
  }
  if (lines.length < 20) lines.push(counts);
  const header = lines[0]!;
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const d of [',', ';', '\t'] as const) {
    if (header[d] === 0) continue;
    const consistent = lines.filter((l) => l[d] === header[d]).length;
    const score = consistent * 10_000 + header[d];
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

const PARSE_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  CSV_MAX_RECORD_SIZE: `a row is longer than ${CSV_LIMITS.maxRecordChars} characters (an unclosed quote?)`,
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
};

/** A parser error as a sentence naming the line. */
export function readableParseError(err: unknown): CsvReadError {
  const e = err as Partial<CsvError> & { lines?: number };
  const why = (e.code && PARSE_ERRORS[e.code]) ?? 'the file is not valid CSV';
  return new CsvReadError(`The file cannot be read at line ${e.lines ?? '?'}: ${why}`);
}

/**
 * Every record of the file, header first, streamed (constant memory). Empty lines and lines of only
 * delimiters are skipped (spec §5); ragged rows keep the cells they have. `skip` records after the header
 * are read and dropped (resuming a job).
 * @throws CsvReadError when the file stops being CSV (unclosed quote, a row over 8 M characters).
 */
export async function* readRecords(
  path: string,
  opts: { encoding: CsvEncoding; delimiter: CsvDelimiter; skip?: number },
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter: opts.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: CSV_LIMITS.maxRecordChars,
    info: true,
  });
  const source = createReadStream(path, { highWaterMark: 256 * 1024 });
  const text = decodeStream(opts.encoding);
  source.on('error', (err) => parser.destroy(err));
  source.pipe(text).pipe(parser);
  let seen = 0;
  const skip = opts.skip ?? 0;
  try {
    for await (const item of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; bytes: number };
    }>) {
      const index = seen++;
      if (index > 0 && index <= skip) continue;
      yield { line: item.info.lines, values: item.record, chars: item.info.bytes };
    }
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('CSV_')) throw readableParseError(err);
    throw err;
  } finally {
    source.destroy();
    text.destroy();
    parser.destroy();
  }
}
