import {
  CSV_LIMITS,
  guessMapping,
  normaliseRow,
  type BulkImportResponse,
  type ImportDefaults,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import { checkDefaults } from './import.common.js';
import { resolveOwnership } from './import.ownership.js';
import { applyUnit, type RowOutcome } from './import.repository.js';

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
    throw badRequest(MSG.problems.dataListEmpty, [{ field: 'data', message: MSG.problems.dataListEmpty }]);
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
