import { normaliseRow, type ImportDefaults, type ImportMapping } from '@leadhouse/domain';
import type { CsvRecord } from './csv.file.js';
import type { RowOutcome } from './import.repository.js';

/** How one run of an import ended. */
export type RunOutcome = 'completed' | 'cancelled' | 'failed' | 'stopped' | 'superseded' | 'skipped';

/** What the unit pipeline of one import run needs (import.worker.ts `ImportRunner`). */
export interface UnitPipelineOptions {
  mapping: ImportMapping;
  defaults: ImportDefaults;
  /** Rows of the file already committed (the run resumes after them). */
  rowsRead: number;
  /** Writes one unit in one transaction, guarded by `expected` rows read; not 'ok' ends the run. */
  commit: (outcomes: RowOutcome[], expected: number) => Promise<'ok' | RunOutcome>;
  /** After each committed unit, with the rows read so far; not 'ok' (e.g. 'stopped') ends the run. */
  afterUnit: (rowsRead: number) => Promise<'ok' | RunOutcome>;
}

/**
 * One import run's units (spec §7 import; docs/decisions.md "CSV import"): a unit is written while the
 * next one is parsed and validated (the database works in parallel with this process); at most one unit
 * is in flight, and units commit in file order. Validation (`normaliseRow`) is CPU work done outside the
 * transaction; the transaction only writes. Split from `ImportRunner.runOnce` (issue 20 §2).
 * @returns `submit(records)` (settles the unit in flight, then starts this one), `settle()` (waits for
 * the unit in flight and counts it), `drain()` (waits for it, ignoring its error: for a failing run) and
 * `rowsRead()`. Errors: `submit`/`settle` reject with the unit's error.
 */
export function unitPipeline(o: UnitPipelineOptions) {
  let rowsRead = o.rowsRead;
  let inflight: { done: Promise<'ok' | RunOutcome>; size: number } | null = null;
  const settle = async (): Promise<'ok' | RunOutcome> => {
    if (!inflight) return 'ok';
    const { done, size } = inflight;
    inflight = null;
    const outcome = await done;
    if (outcome !== 'ok') return outcome;
    rowsRead += size;
    return o.afterUnit(rowsRead);
  };
  const submit = async (records: CsvRecord[]): Promise<'ok' | RunOutcome> => {
    const outcomes: RowOutcome[] = records.map((r) => ({
      line: r.line,
      values: r.values,
      ...normaliseRow(r.values, o.mapping, o.defaults),
    }));
    const previous = await settle();
    if (previous !== 'ok') return previous;
    inflight = { done: o.commit(outcomes, rowsRead), size: records.length };
    // A rejection is observed by `settle`; never leave it unhandled meanwhile.
    inflight.done.catch(() => undefined);
    return 'ok';
  };
  const drain = async () => {
    const pending = inflight as { done: Promise<unknown> } | null;
    await pending?.done.catch(() => undefined);
  };
  return { submit, settle, drain, rowsRead: () => rowsRead };
}
