import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import { createTxtResolver, type TxtResolver } from './dns-check.js';
import { runCheck, runDueChecks, type DomainsContext } from './domains.service.js';

export const DOMAIN_CHECK_QUEUE = 'domain-check';

/** Tuning of the domain checks (tests inject the resolver and the clock). */
export interface DomainChecksOptions {
  /** The resolver TXT records are read with (default: `dnsServers`, else the system's). */
  resolver?: TxtResolver;
  /** DNS servers to ask (`DNS_SERVERS`); ignored when `resolver` is given. */
  dnsServers?: readonly string[];
  clock?: () => Date;
  /** Seconds between sweeps for due checks whose job was lost (default 60). */
  sweepSeconds?: number;
  /** Do not start the worker or the sweep (another process checks). */
  noWorkers?: boolean;
}

/**
 * Starts the domain checker on the app's pg-boss queue: a job `{domainId}` runs one scheduled check
 * (`runCheck`), which queues the next one at the domain's `next_check_at`. The row is the truth: a sweep
 * every minute runs checks that are due but whose job was lost (a crash between commit and `send`).
 * A failing check (database away) is left to the sweep; jobs are not retried by pg-boss.
 */
export async function startDomainChecks(
  jobs: JobQueue,
  db: Db,
  opts: DomainChecksOptions = {},
): Promise<{ ctx: DomainsContext; stop: () => Promise<void> }> {
  const { boss } = jobs;
  await boss.createQueue(DOMAIN_CHECK_QUEUE, {
    name: DOMAIN_CHECK_QUEUE,
    retryLimit: 0,
    expireInSeconds: 300,
  });
  const ctx: DomainsContext = {
    db,
    resolver: opts.resolver ?? createTxtResolver(opts.dnsServers),
    clock: opts.clock ?? (() => new Date()),
    enqueue: async (domainId, at) => {
      const delay = at.getTime() - Date.now();
      await boss.send(DOMAIN_CHECK_QUEUE, { domainId }, delay > 0 ? { startAfter: at } : {});
    },
  };
  let stopping = false;
  if (!opts.noWorkers) {
    await boss.work<{ domainId: string }>(
      DOMAIN_CHECK_QUEUE,
      { pollingIntervalSeconds: jobs.pollingIntervalSeconds, batchSize: 10 },
      async (batch) => {
        for (const job of batch) {
          if (stopping) return;
          await runCheck(ctx, job.data.domainId, 'schedule').catch(() => undefined);
        }
      },
    );
  }
  const timer = setInterval(
    () => {
      if (!stopping && !opts.noWorkers) void runDueChecks(ctx).catch(() => 0);
    },
    (opts.sweepSeconds ?? 60) * 1000,
  );
  timer.unref();
  return {
    ctx,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await boss.offWork(DOMAIN_CHECK_QUEUE).catch(() => undefined);
    },
  };
}
