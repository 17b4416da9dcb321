import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { CSV_LIMITS, type ImportDefaults, type ImportMapping } from '@leadhouse/domain';
import { isConnectionError, type Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readRecords, type CsvDelimiter, type CsvEncoding, type CsvRecord } from './csv.file.js';
import { importFile } from './import.common.js';
import { distributeImport, type DistributeLeads } from './import.distribute.js';
import { actorById, unitContext } from './import.ownership.js';
import { applyUnit, rows, type RowOutcome, type UnitContext } from './import.repository.js';
import { notifyImportFinished } from './import.notify.js';
import { undoImport } from './import.undo.js';
import { unitPipeline, type RunOutcome } from './import.units.js';

/** Retries of a run whose database connection was lost (see `ImportRunner.run`). */
const RECONNECT_ATTEMPTS = 15;

export type { RunOutcome } from './import.units.js';

export interface ImportRunnerOptions {
  db: Db;
  dataDir: string;
  /** Rows per unit of work (default 5,000). */
  chunkRows?: number;
  /**
   * Seconds without a heartbeat after which another process takes a running import over (config
   * `IMPORT_STALE_SECONDS`; default 60). Read by the stale-import sweep (`startImportWorker`).
   */
  staleSeconds?: number | undefined;
  /** Called after each committed unit (tests stop a run mid-way here). */
  afterUnit?: (importId: string, rowsRead: number) => void | Promise<void>;
  /** Lead distribution's start for imported leads (issue 22 §3); without it an opt-in routes nothing. */
  distribute?: DistributeLeads;
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
  /** See `ImportRunnerOptions.staleSeconds`. */
  readonly staleSeconds: number;

  constructor(private readonly opts: ImportRunnerOptions) {
    this.chunkRows = opts.chunkRows ?? CSV_LIMITS.chunkRows;
    this.staleSeconds = opts.staleSeconds ?? 60;
  }

  private get db() {
    return this.opts.db;
  }

  /**
   * Runs (or resumes) one import to its end. A lost database connection is retried here with a growing
   * pause (0.25 s doubling to 5 s, about a minute in all): the run resumes after the last committed unit.
   * @throws the last error when it is not a connection error or the connection stays lost.
   */
  async run(importId: string): Promise<RunOutcome> {
    if (this.active.has(importId) || this.stopping) return 'skipped';
    this.active.add(importId);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.runOnce(importId);
        } catch (err) {
          if (!isConnectionError(err) || this.stopping || attempt >= RECONNECT_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, Math.min(5000, 250 * 2 ** attempt)));
        }
      }
    } finally {
      this.active.delete(importId);
    }
  }

  private async runOnce(importId: string): Promise<RunOutcome> {
    const claim = await this.claim(importId);
    if (typeof claim === 'string') return claim;
    const { claimed, ctx } = claim;
    const units = unitPipeline({
      mapping: claimed.mapping as ImportMapping,
      defaults: (claimed.defaults ?? {}) as ImportDefaults,
      rowsRead: claimed.rowsRead,
      commit: (outcomes, expected) => this.commitUnit(claimed, ctx, outcomes, expected),
      afterUnit: async (rowsRead) => {
        await this.opts.afterUnit?.(importId, rowsRead);
        return this.stopping ? 'stopped' : 'ok';
      },
    });
    let batch: CsvRecord[] = [];
    let header = true;
    try {
      for await (const record of readRecords(importFile(this.opts.dataDir, importId), {
        encoding: claimed.encoding as CsvEncoding,
        delimiter: claimed.delimiter as CsvDelimiter,
        skip: claimed.rowsRead,
      })) {
        if (header) {
          header = false;
          continue;
        }
        batch.push(record);
        if (batch.length < this.chunkRows) continue;
        const outcome = await units.submit(batch);
        if (outcome !== 'ok') return outcome;
        batch = [];
      }
      const outcome = batch.length > 0 ? await units.submit(batch) : 'ok';
      if (outcome !== 'ok') return outcome;
      const last = await units.settle();
      if (last !== 'ok') return last;
    } catch (err) {
      // Whatever failed, the unit in flight ends (commits or rolls back) before this run gives up.
      await units.drain();
      if (err instanceof AppError) return this.fail(importId, err.message);
      if ((err as { code?: string }).code === 'ENOENT')
        return this.fail(importId, 'The uploaded file is gone');
      throw err;
    }
    return this.finish(importId, units.rowsRead());
  }

  /**
   * Claims a queued or running import for this run (status `running`, heartbeat now) and builds its unit
   * context as its importing user (spec §7 import).
   * @returns the claimed row and context, or the run's outcome: 'skipped' (not claimable), 'cancelled' (a
   * cancel was asked), 'failed' (user inactive, or a bad context: AppError). Errors: a database error rejects.
   */
  private async claim(importId: string): Promise<RunOutcome | { claimed: LeadImportRow; ctx: UnitContext }> {
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
    try {
      return { claimed, ctx: await unitContext(this.db, actor, claimed) };
    } catch (err) {
      if (err instanceof AppError) return this.fail(importId, err.message);
      throw err;
    }
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
      await notifyImportFinished(tx, importId, 'completed');
      return 'completed' as const;
    });
    if (outcome === 'cancel') return this.finishCancel(importId);
    if (outcome === 'completed') {
      await this.removeFile(importId);
      await this.refreshStatistics(importId);
      await this.distribute(importId);
    }
    return outcome;
  }

  /**
   * Routes the leads a completed import created when it opted in (import.distribute.ts). A failure is
   * left to the sweep (`staleSeconds`: take over only a stalled hand-over).
   * @returns the leads handed to distribution (0 without the opt-in or when another process has it).
   */
  async distribute(importId: string, staleSeconds?: number): Promise<number> {
    const hand = this.opts.distribute ?? this.distributeLeads;
    if (!hand) return 0;
    return distributeImport(this.db, importId, hand, { staleSeconds }).catch(() => 0);
  }

  /** Lead distribution's start, set once the app has built it (it runs on the delivery workers). */
  distributeLeads: DistributeLeads | undefined;

  /**
   * Undoes what the import wrote, as far as nobody changed it since (`undoImport`), and marks it cancelled
   * with the undo report, in one transaction. A restore that would collide with another lead's phone or
   * email (a unique violation) fails the import instead, its units kept.
   */
  async finishCancel(importId: string): Promise<RunOutcome> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM lead_imports WHERE id = ${importId}::uuid FOR UPDATE`);
        const undoReport = await undoImport(tx, importId);
        await tx
          .update(leadImports)
          .set({ status: 'cancelled', finishedAt: new Date(), heartbeatAt: new Date(), undoReport })
          .where(eq(leadImports.id, importId));
      });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code !== '23505' && e.cause?.code !== '23505') throw err;
      return this.fail(
        importId,
        'The import could not be undone: a phone number or email it would restore now belongs to another lead',
      );
    }
    await this.removeFile(importId);
    return 'cancelled';
  }

  /** Marks the import failed; the units already committed stay (a cancel undoes them). */
  async fail(importId: string, message: string): Promise<RunOutcome> {
    await this.db.transaction(async (tx) => {
      const failed = await tx
        .update(leadImports)
        .set({ status: 'failed', error: message.slice(0, 1000), finishedAt: new Date() })
        .where(sql`${leadImports.id} = ${importId} AND ${leadImports.status} IN ('queued', 'running')`)
        .returning({ id: leadImports.id });
      if (failed.length) await notifyImportFinished(tx, importId, 'failed');
    });
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
