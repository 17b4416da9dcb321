import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { CSV_LIMITS, normaliseRow, type ImportDefaults, type ImportMapping } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { JobQueue } from '../../lib/jobs.js';
import { readRecords, type CsvDelimiter, type CsvEncoding, type CsvRecord } from './csv.file.js';
import { applyUnit, rows, undoImport, type RowOutcome, type UnitContext } from './import.repository.js';
import { actorById, importFile, unitContext } from './import.service.js';

export const IMPORT_QUEUE = 'lead-import';

export type RunOutcome = 'completed' | 'cancelled' | 'failed' | 'stopped' | 'superseded' | 'skipped';

export interface ImportRunnerOptions {
  db: Db;
  dataDir: string;
  /** Rows per unit of work (default 5,000). */
  chunkRows?: number;
  /** Called after each committed unit (tests stop a run mid-way here). */
  afterUnit?: (importId: string, rowsRead: number) => void | Promise<void>;
}

/**
 * Runs imports in units of `chunkRows` rows. Each unit's leads, its rejections and the progress counters
 * commit in ONE transaction, guarded by the import row (locked, and its `rows_read` must still be what this
 * run last committed), so after a crash every unit is wholly present or absent and a new run resumes after
 * the last committed one: no lost or doubled rows, even if two runs race.
 */
export class ImportRunner {
  /** Set on shutdown: runs stop after their current unit and are resumed at the next start. */
  stopping = false;
  readonly active = new Set<string>();
  private readonly chunkRows: number;

  constructor(private readonly opts: ImportRunnerOptions) {
    this.chunkRows = opts.chunkRows ?? CSV_LIMITS.chunkRows;
  }

  private get db() {
    return this.opts.db;
  }

  async run(importId: string): Promise<RunOutcome> {
    if (this.active.has(importId) || this.stopping) return 'skipped';
    this.active.add(importId);
    try {
      return await this.runOnce(importId);
    } finally {
      this.active.delete(importId);
    }
  }

  private async runOnce(importId: string): Promise<RunOutcome> {
    const [claimed] = await this.db
      .update(leadImports)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${leadImports.startedAt}, now())`,
        heartbeatAt: sql`now()`,
      })
      .where(sql`${leadImports.id} = ${importId} AND ${leadImports.status} IN ('queued', 'running')`)
      .returning();
    if (!claimed) return 'skipped';
    if (claimed.cancelRequested) return this.finishCancel(importId);
    const actor = await actorById(this.db, claimed.createdBy);
    if (!actor) return this.fail(importId, 'The importing user is no longer active');
    let ctx: UnitContext;
    try {
      ctx = await unitContext(this.db, actor, claimed);
    } catch (err) {
      if (err instanceof AppError) return this.fail(importId, err.message);
      throw err;
    }
    const mapping = claimed.mapping as ImportMapping;
    const defaults = (claimed.defaults ?? {}) as ImportDefaults;
    let rowsRead = claimed.rowsRead;
    let batch: CsvRecord[] = [];
    let header = true;
    // One unit is written while the next one is parsed and validated (the database works in parallel
    // with this process); at most one unit is in flight, and units commit in file order.
    let inflight: { done: Promise<'ok' | RunOutcome>; size: number } | null = null;
    const settle = async (): Promise<'ok' | RunOutcome> => {
      if (!inflight) return 'ok';
      const { done, size } = inflight;
      inflight = null;
      const outcome = await done;
      if (outcome !== 'ok') return outcome;
      rowsRead += size;
      await this.opts.afterUnit?.(importId, rowsRead);
      return this.stopping ? 'stopped' : 'ok';
    };
    const submit = async (records: CsvRecord[]): Promise<'ok' | RunOutcome> => {
      // Validation is CPU work done outside the transaction; the transaction only writes.
      const outcomes: RowOutcome[] = records.map((r) => ({
        line: r.line,
        values: r.values,
        ...normaliseRow(r.values, mapping, defaults),
      }));
      const previous = await settle();
      if (previous !== 'ok') return previous;
      inflight = { done: this.commitUnit(claimed, ctx, outcomes, rowsRead), size: records.length };
      // A rejection is observed by `settle`; never leave it unhandled meanwhile.
      inflight.done.catch(() => undefined);
      return 'ok';
    };
    try {
      for await (const record of readRecords(importFile(this.opts.dataDir, importId), {
        encoding: claimed.encoding as CsvEncoding,
        delimiter: claimed.delimiter as CsvDelimiter,
        skip: rowsRead,
      })) {
        if (header) {
          header = false;
          continue;
        }
        batch.push(record);
        if (batch.length < this.chunkRows) continue;
        const outcome = await submit(batch);
        if (outcome !== 'ok') return outcome;
        batch = [];
      }
      if (batch.length > 0) {
        const outcome = await submit(batch);
        if (outcome !== 'ok') return outcome;
      }
      const last = await settle();
      if (last !== 'ok') return last;
    } catch (err) {
      // Whatever failed, the unit in flight ends (commits or rolls back) before this run gives up.
      const pending = inflight as { done: Promise<unknown> } | null;
      await pending?.done.catch(() => undefined);
      if (err instanceof AppError) return this.fail(importId, err.message);
      if ((err as { code?: string }).code === 'ENOENT')
        return this.fail(importId, 'The uploaded file is gone');
      throw err;
    }
    return this.finish(importId, rowsRead);
  }

  private async commitUnit(
    imp: LeadImportRow,
    ctx: UnitContext,
    outcomes: RowOutcome[],
    expected: number,
  ): Promise<'ok' | RunOutcome> {
    const result = await this.db.transaction(async (tx) => {
      const [current] = await rows<{ status: string; rows_read: number; cancel_requested: boolean }>(
        tx,
        sql`SELECT status, rows_read, cancel_requested FROM lead_imports WHERE id = ${imp.id}::uuid FOR UPDATE`,
      );
      if (!current || current.status !== 'running' || current.rows_read !== expected)
        return 'superseded' as const;
      if (current.cancel_requested) return 'cancel' as const;
      const unit = await applyUnit(tx, ctx, outcomes);
      await tx.execute(
        sql`UPDATE lead_imports SET rows_read = rows_read + ${outcomes.length}, imported = imported + ${unit.imported},
              updated = updated + ${unit.updated}, rejected = rejected + ${unit.rejections.length},
              heartbeat_at = now()
            WHERE id = ${imp.id}::uuid`,
      );
      return 'ok' as const;
    });
    if (result === 'cancel') return this.finishCancel(imp.id);
    return result;
  }

  private async finish(importId: string, rowsRead: number): Promise<RunOutcome> {
    const outcome = await this.db.transaction(async (tx) => {
      const [current] = await rows<{ status: string; rows_read: number; cancel_requested: boolean }>(
        tx,
        sql`SELECT status, rows_read, cancel_requested FROM lead_imports WHERE id = ${importId}::uuid FOR UPDATE`,
      );
      if (!current || current.status !== 'running' || current.rows_read !== rowsRead)
        return 'superseded' as const;
      if (current.cancel_requested) return 'cancel' as const;
      await tx
        .update(leadImports)
        .set({
          status: 'completed',
          totalEstimate: rowsRead,
          finishedAt: new Date(),
          heartbeatAt: new Date(),
        })
        .where(eq(leadImports.id, importId));
      return 'completed' as const;
    });
    if (outcome === 'cancel') return this.finishCancel(importId);
    if (outcome === 'completed') {
      await this.removeFile(importId);
      await this.refreshStatistics(importId);
    }
    return outcome;
  }

  /** Undoes what the import wrote and marks it cancelled, in one transaction. */
  async finishCancel(importId: string): Promise<RunOutcome> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM lead_imports WHERE id = ${importId}::uuid FOR UPDATE`);
      await undoImport(tx, importId);
      await tx
        .update(leadImports)
        .set({ status: 'cancelled', finishedAt: new Date(), heartbeatAt: new Date() })
        .where(eq(leadImports.id, importId));
    });
    await this.removeFile(importId);
    return 'cancelled';
  }

  /** Marks the import failed; the units already committed stay (a cancel undoes them). */
  async fail(importId: string, message: string): Promise<RunOutcome> {
    await this.db
      .update(leadImports)
      .set({ status: 'failed', error: message.slice(0, 1000), finishedAt: new Date() })
      .where(sql`${leadImports.id} = ${importId} AND ${leadImports.status} IN ('queued', 'running')`);
    await this.removeFile(importId);
    return 'failed';
  }

  /**
   * After a large import the planner's statistics of `leads` are stale (PGlite has no autovacuum at all, and
   * PostgreSQL's comes later): a list or export would then scan and sort the whole table for every page.
   */
  private async refreshStatistics(importId: string): Promise<void> {
    const [imp] = await this.db.select().from(leadImports).where(eq(leadImports.id, importId));
    if (imp && imp.imported + imp.updated >= CSV_LIMITS.chunkRows) {
      await this.db.execute(sql`ANALYZE leads`).catch(() => undefined);
    }
  }

  private async removeFile(importId: string): Promise<void> {
    await rm(importFile(this.opts.dataDir, importId), { force: true });
  }
}

/** Imports waiting or running whose last sign of life is older than `staleSeconds` (their worker died). */
export async function orphanedImports(db: Db, staleSeconds: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM lead_imports WHERE status IN ('queued', 'running')
        AND coalesce(heartbeat_at, created_at) <= now() - make_interval(secs => ${staleSeconds})`,
  );
  return found.map((f) => f.id);
}

/**
 * Wires the runner to pg-boss: a job `{importId}` runs one import; a failing run is retried twice (it resumes
 * after its last committed unit), then the import is marked failed. Imports left queued or running by a dead
 * process are queued again at start (`staleSecondsAtStart`: 0 on PGlite, which one process owns) and by a
 * sweep every 30 s (60 s without a heartbeat).
 */
export async function startImportWorker(
  jobs: JobQueue,
  runner: ImportRunner,
  db: Db,
  opts: { staleSecondsAtStart: number; sweepSeconds?: number; staleSeconds?: number },
): Promise<{ enqueue: (importId: string) => Promise<void>; stop: () => void }> {
  const { boss } = jobs;
  await boss.createQueue(IMPORT_QUEUE, {
    name: IMPORT_QUEUE,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 6 * 3600,
  });
  await boss.work<{ importId: string }>(
    IMPORT_QUEUE,
    { pollingIntervalSeconds: jobs.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runner.run(job.data.importId);
      } catch (err) {
        if (job.retryCount >= job.retryLimit) {
          await runner
            .fail(job.data.importId, 'The import stopped on an internal error')
            .catch(() => undefined);
        }
        throw err;
      }
    },
  );
  const enqueue = async (importId: string) => {
    await boss.send(IMPORT_QUEUE, { importId });
  };
  const sweep = async (staleSeconds: number) => {
    for (const id of await orphanedImports(db, staleSeconds)) if (!runner.active.has(id)) await enqueue(id);
  };
  await sweep(opts.staleSecondsAtStart);
  const timer = setInterval(
    () => {
      if (!runner.stopping) sweep(opts.staleSeconds ?? 60).catch(() => undefined);
    },
    (opts.sweepSeconds ?? 30) * 1000,
  );
  timer.unref();
  return { enqueue, stop: () => clearInterval(timer) };
}
