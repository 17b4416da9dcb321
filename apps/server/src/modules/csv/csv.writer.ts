import { Readable } from 'node:stream';
import { escapeCell } from '@leadhouse/domain';

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV record: comma-delimited, CRLF-terminated, a cell quoted when it holds a quote, comma, CR or LF
 * (quotes doubled), and formula starts neutralised first (`escapeCell`, OWASP CSV injection).
 * Written by hand rather than with csv-stringify: csv-stringify formats about 12,000 rows/s here, which
 * would make a 1,000,000-lead export take well over a minute (docs/benchmarks.md).
 */
export function csvLine(cells: readonly string[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    const value = escapeCell(cells[i] ?? '');
    if (i > 0) out += ',';
    out += NEEDS_QUOTES.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
  }
  return out + '\r\n';
}

/**
 * A CSV download: UTF-8 BOM and the header, then one text chunk per batch of records (constant memory: a
 * batch is formatted only when the client has read the previous one).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield '\uFEFF' + csvLine(header);
    for await (const batch of batches) {
      let text = '';
      for (const record of batch) text += csvLine(record);
      if (text) yield text;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
