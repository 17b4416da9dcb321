import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CSV_LIMITS } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { csvStream } from './csv.writer.js';
import { loadOwn } from './import.common.js';
import { rows } from './import.repository.js';

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
