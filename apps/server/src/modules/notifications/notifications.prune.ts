import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import { pruneOld } from './notifications.service.js';

/** The pg-boss queue of the pruning job. */
export const PRUNE_QUEUE = 'notifications-prune';
/** Seconds between prunes: each process asks every hour; pg-boss keeps one job per hour (singleton key). */
export const PRUNE_EVERY_SECONDS = 3_600;

/**
 * Starts the periodic pruning of notifications (docs/decisions.md "Live updates": kept
 * NOTIFICATION_RETENTION_DAYS, at most NOTIFICATION_MAX_PER_USER per user). Every process sends a
 * `notifications-prune` job at start and every PRUNE_EVERY_SECONDS with one singleton key per hour, so the
 * cluster prunes once an hour whatever its size; any process's worker runs it.
 */
export async function startNotificationPruning(
  jobs: JobQueue,
  db: Db,
  opts: { noWorkers?: boolean } = {},
): Promise<{ stop: () => Promise<void> }> {
  const { boss } = jobs;
  await boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, retryLimit: 1, expireInSeconds: 600 });
  if (opts.noWorkers) return { stop: async () => undefined };
  await boss.work(PRUNE_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await pruneOld(db);
  });
  const ask = () =>
    boss
      .send(PRUNE_QUEUE, {}, { singletonKey: 'prune', singletonSeconds: PRUNE_EVERY_SECONDS })
      .catch(() => null);
  void ask();
  const timer = setInterval(() => void ask(), PRUNE_EVERY_SECONDS * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await boss.offWork(PRUNE_QUEUE).catch(() => undefined);
    },
  };
}
