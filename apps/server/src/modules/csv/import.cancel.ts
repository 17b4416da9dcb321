import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { IMPORT_UNDO_HOURS, type ImportProgress, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { importFile, loadOwn } from './import.common.js';
import { toProgress } from './import.start.js';
import { undoImport } from './import.undo.js';

/** True for a PostgreSQL unique violation (SQLSTATE 23505) on either driver. */
const uniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Why this import may not be cancelled now, or null. Uploaded, queued and running imports may always be
 * cancelled; a completed or failed one only within `IMPORT_UNDO_HOURS` of its end (later, its leads have
 * long been worked on, and an undo would surprise everyone); a cancelled one never again.
 */
export function cancelRefusal(imp: LeadImportRow, now: Date): string | null {
  if (imp.status === 'cancelled') return 'This import is already cancelled';
  if (imp.status !== 'completed' && imp.status !== 'failed') return null;
  const end = imp.finishedAt ?? imp.heartbeatAt ?? imp.createdAt;
  if (now.getTime() - end.getTime() <= IMPORT_UNDO_HOURS * 3600 * 1000) return null;
  return `This import ${imp.status === 'completed' ? 'completed' : 'failed'} more than ${IMPORT_UNDO_HOURS} hours ago and can no longer be undone. Edit or delete its leads instead.`;
}

/**
 * Cancels an import (`POST /api/leads/import/:id/cancel`, its owner or an admin) and undoes it as far as
 * nobody changed its leads since (`undoImport`): the answer's `undo` says what was undone and what was
 * kept. An import that is not running is undone at once; a running one at the end of its current unit of
 * work (`cancelRequested` until then, the report comes with the `cancelled` status).
 * @throws AppError NOT_FOUND (not the actor's), CONFLICT (already cancelled, finished more than 24 hours ago,
 * or a restored phone or email would collide with another lead's).
 */
export async function cancelImport(
  db: Db,
  dataDir: string,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<ImportProgress> {
  await loadOwn(db, actor, id);
  let result: LeadImportRow;
  try {
    result = await db.transaction(async (tx) => {
      const [imp] = await tx.select().from(leadImports).where(eq(leadImports.id, id)).for('update');
      if (!imp) throw notFound(MSG.problems.importNotFound);
      const refusal = cancelRefusal(imp, now);
      if (refusal) throw conflict(refusal);
      if (imp.status === 'running') {
        const [flagged] = await tx
          .update(leadImports)
          .set({ cancelRequested: true })
          .where(eq(leadImports.id, id))
          .returning();
        return flagged!;
      }
      const undoReport = await undoImport(tx, id);
      const [cancelled] = await tx
        .update(leadImports)
        .set({ status: 'cancelled', cancelRequested: true, finishedAt: imp.finishedAt ?? now, undoReport })
        .where(eq(leadImports.id, id))
        .returning();
      return cancelled!;
    });
  } catch (err) {
    if (uniqueViolation(err)) {
      throw conflict(
        'This import cannot be undone: a phone number or email it would restore now belongs to another lead',
      );
    }
    throw err;
  }
  if (result.status === 'cancelled') await rm(importFile(dataDir, id), { force: true });
  return toProgress(result);
}
