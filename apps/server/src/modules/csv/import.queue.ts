import { sql } from 'drizzle-orm';
import { isConnectionError, type Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import { undistributedImports } from './import.distribute.js';
import { rows } from './import.repository.js';
import type { ImportRunner } from './import.worker.js';

export const IMPORT_QUEUE = 'lead-import';

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
 * sweep every `staleSeconds / 2` (at most 30 s) once they have had no heartbeat for `staleSeconds` (the
 * runner's, from `IMPORT_STALE_SECONDS`, default 60). The same sweep resumes a completed import's stalled
 * hand-over to lead distribution (import.distribute.ts).
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
        // A lost database is no reason to fail the import: the stale-import sweep queues it again later.
        if (job.retryCount >= job.retryLimit && !isConnectionError(err)) {
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
    // A completed import whose hand-over to lead distribution stalled (issue 22 §3) is resumed here.
    for (const id of await undistributedImports(db, staleSeconds)) await runner.distribute(id, staleSeconds);
  };
  // The threshold is the runner's (`IMPORT_STALE_SECONDS`) unless given; the sweep runs at half of it.
  const staleSeconds = opts.staleSeconds ?? runner.staleSeconds;
  await sweep(Math.min(opts.staleSecondsAtStart, staleSeconds));
  const timer = setInterval(
    () => {
      if (!runner.stopping) sweep(staleSeconds).catch(() => undefined);
    },
    (opts.sweepSeconds ?? Math.max(1, Math.min(30, staleSeconds / 2))) * 1000,
  );
  timer.unref();
  return { enqueue, stop: () => clearInterval(timer) };
}
