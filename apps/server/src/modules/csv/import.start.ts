import { and, desc, eq } from 'drizzle-orm';
import type {
  ImportMapping,
  ImportProgress,
  ImportStartBody,
  ImportStatus,
  ImportUndoReport,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { AppError, conflict } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { assertFileAvailable, checkDefaults, checkMapping, loadOwn } from './import.common.js';
import { resolveOwnership } from './import.ownership.js';
import { canManageDistribution, MSG } from '@leadhouse/domain';

/**
 * Queues an uploaded import (`POST /api/leads/import/:id/start`) with the chosen mapping, defaults,
 * update-existing flag and distribution opt-in (issue 22 §3); the background job does the rest.
 * @throws AppError FORBIDDEN when `distribute` is asked by someone who does not manage distribution
 *   (`canManageDistribution`); CONFLICT when already started.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  id: string,
  body: ImportStartBody,
  enqueue: (importId: string) => Promise<void>,
): Promise<ImportProgress> {
  if (body.distribute && !canManageDistribution(actor)) {
    throw new AppError('FORBIDDEN', MSG.problems.notAllowed, [
      { field: 'distribute', message: MSG.problems.notAllowed },
    ]);
  }
  const imp = await loadOwn(db, actor, id);
  assertFileAvailable(imp);
  const mapping = checkMapping(body.mapping ?? (imp.mapping as ImportMapping), imp.headers);
  const defaults = checkDefaults(body.defaults);
  await resolveOwnership(db, actor, defaults);
  const [queued] = await db
    .update(leadImports)
    .set({
      status: 'queued',
      mapping,
      defaults,
      updateExisting: body.updateExisting,
      distribute: body.distribute,
    })
    .where(and(eq(leadImports.id, id), eq(leadImports.status, 'uploaded')))
    .returning();
  if (!queued) throw conflict(MSG.problems.importStarted);
  await enqueue(id);
  return toProgress(queued);
}

/** Progress of one import; rate in rows per second since it started, ETA from that rate. */
export function toProgress(imp: LeadImportRow, now = new Date()): ImportProgress {
  const status = imp.status as ImportStatus;
  const final = status === 'completed' || status === 'cancelled' || status === 'failed';
  const total = status === 'completed' ? imp.rowsRead : Math.max(imp.totalEstimate, imp.rowsRead);
  const end = imp.finishedAt ?? (status === 'running' ? now : (imp.heartbeatAt ?? now));
  const seconds = imp.startedAt ? Math.max(0.001, (end.getTime() - imp.startedAt.getTime()) / 1000) : 0;
  const rate = seconds > 0 ? Math.round((imp.rowsRead / seconds) * 10) / 10 : 0;
  return {
    importId: imp.id,
    fileName: imp.fileName,
    status,
    cancelRequested: imp.cancelRequested,
    total,
    rowsRead: imp.rowsRead,
    imported: imp.imported,
    updated: imp.updated,
    rejected: imp.rejected,
    rate,
    etaSeconds: final ? 0 : rate > 0 ? Math.ceil(Math.max(0, total - imp.rowsRead) / rate) : null,
    error: imp.error,
    createdAt: imp.createdAt.toISOString(),
    startedAt: imp.startedAt?.toISOString() ?? null,
    finishedAt: imp.finishedAt?.toISOString() ?? null,
    undo: status === 'cancelled' && imp.undoReport ? (imp.undoReport as ImportUndoReport) : null,
  };
}

/** The caller's 20 most recent imports, newest first (the progress bar survives a reload). */
export async function listImports(db: Db, actor: Actor): Promise<{ rows: ImportProgress[]; count: number }> {
  const list = await db
    .select()
    .from(leadImports)
    .where(eq(leadImports.createdBy, actor.id))
    .orderBy(desc(leadImports.createdAt))
    .limit(20);
  return { rows: list.map((i) => toProgress(i)), count: list.length };
}
