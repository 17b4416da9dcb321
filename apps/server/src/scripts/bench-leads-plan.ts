/**
 * EXPLAIN helpers of the leads benchmark (`bench.ts`): the scans of `leads` in the plan PostgreSQL chose
 * for a statement, and the full `EXPLAIN (ANALYZE, BUFFERS)` text (`--explain`).
 */
import type { Query } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { planScans } from './bench-leads-lib.js';

/** The scans of `leads` (and its count tables) in `EXPLAIN (FORMAT JSON)` of a statement, joined with " + ". */
export async function planSummary(database: Database, text: Query): Promise<string> {
  const [explained] = await database.query<Record<string, unknown>>(
    `EXPLAIN (FORMAT JSON) ${text.sql}`,
    text.params,
  );
  const doc = Object.values(explained!)[0];
  const parsed = (typeof doc === 'string' ? JSON.parse(doc) : doc) as Array<{ Plan: unknown }>;
  return planScans(parsed[0]!.Plan).join(' + ');
}

/** The lines of `EXPLAIN (ANALYZE, BUFFERS)` of a statement (it runs the statement). */
export async function explainAnalyze(database: Database, text: Query): Promise<string[]> {
  const lines = await database.query<Record<string, string>>(
    `EXPLAIN (ANALYZE, BUFFERS) ${text.sql}`,
    text.params,
  );
  return lines.map((r) => Object.values(r)[0]!);
}
