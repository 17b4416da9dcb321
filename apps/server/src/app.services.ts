import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import type { Mailer } from './lib/mailer.js';
import { startImportJobs, type ImportJobsOptions } from './modules/csv/csv.routes.js';
import { startSubscriptionRenewals } from './modules/accounts/index.js';
import { startDomainChecks, type DomainChecksOptions } from './modules/domains/index.js';
import { createDistribution, type DistributionOptions } from './modules/distribution/index.js';
import type { IntakeOptions } from './modules/intake/index.js';
import { startDeliveryJobs, type DeliveryJobsOptions } from './modules/integrations/index.js';
import { leadScope } from './modules/leads/index.js';
import { createLiveBus, startNotificationPruning } from './modules/notifications/index.js';

/*
 * The app's background services (DESIGN.md §2): the job queue (pg-boss) and its workers, started by
 * `buildApp` and stopped on close (workers first, the queue last).
 */

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Tests: tuning of the CSV import worker (units, hooks, stale-import takeover). */
  imports?: ImportJobsOptions;
  /** Tests and the benchmark: tuning of the integration delivery workers (schedule, clock, sweep). */
  integrations?: DeliveryJobsOptions;
  /** Tests: the domain checks' resolver, clock and sweep (docs/decisions.md "Domains and hosting"). */
  domains?: DomainChecksOptions;
  /** Tests: lead distribution's clock, random source, buyer timeout and sweep (issue 22). */
  distribution?: DistributionOptions;
}

/** What the routes need of the background services. */
export interface AppServices {
  importJobs: Awaited<ReturnType<typeof startImportJobs>>;
  deliveryJobs: Awaited<ReturnType<typeof startDeliveryJobs>>;
  distribution: ReturnType<typeof createDistribution>;
  domainChecks: Awaited<ReturnType<typeof startDomainChecks>>;
  bus: Awaited<ReturnType<typeof createLiveBus>>;
  /** The public intake's settings, shared by the API and the hosted landing pages. */
  intakeOptions: IntakeOptions;
}

/**
 * Starts the CSV import workers and the integration delivery workers (stale time from
 * `config.integrationStaleSeconds`, s → ms), with the secret key falling back to the JWT secret.
 */
async function startOutboxWorkers(jobs: JobQueue, deps: AppDeps) {
  const { config, database, imports, integrations } = deps;
  const importJobs = await startImportJobs(jobs, database, config.dataDir, {
    ...imports,
    runner: { staleSeconds: config.importStaleSeconds, ...imports?.runner },
  });
  const deliveryJobs = await startDeliveryJobs(
    jobs,
    database,
    {
      allowHosts: config.integrationAllowHosts,
      secretKey: config.integrationSecretKey ?? config.jwtSecret,
    },
    {
      ...(config.integrationStaleSeconds ? { staleMs: config.integrationStaleSeconds * 1000 } : {}),
      ...integrations,
    },
  );
  return { importJobs, deliveryJobs };
}

/**
 * Starts every background service on one job queue and stops them all on `app.close()` (workers before
 * the queue). Lead distribution runs on the delivery outbox (issue 22); subscriptions are renewed every
 * 5 minutes (accounts, renewals.ts); one live event bus per process (LISTEN lh_live) and the hourly
 * pruning of old notifications (issue 21).
 */
export async function startServices(app: FastifyInstance, deps: AppDeps): Promise<AppServices> {
  const { config, database, domains } = deps;
  const jobs = await createJobQueue(database);
  const { importJobs, deliveryJobs } = await startOutboxWorkers(jobs, deps);
  // Lead distribution hears every final delivery and moves the lead on.
  const distribution = createDistribution(database.db, deliveryJobs, {
    noWorkers: deps.integrations?.noWorkers,
    ...deps.distribution,
  });
  // An import that opts in hands the leads it created to distribution once it completes (issue 22 §3).
  importJobs.distributeWith((leadIds) => distribution.startImported(leadIds));
  const domainChecks = await startDomainChecks(jobs, database.db, {
    dnsServers: config.dnsServers,
    ...domains,
  });
  const renewals = startSubscriptionRenewals(database.db, config.timeZone ?? 'UTC', {
    noWorkers: domains?.noWorkers,
  });
  const bus = await createLiveBus(database, { leadScope: (db, actor) => leadScope(db, actor), log: app.log });
  const pruning = await startNotificationPruning(jobs, database.db, { noWorkers: domains?.noWorkers });
  app.drain.onBegin(() => bus.closeAll());
  // Event streams never end on their own: end them before the listener closes, or close() would wait.
  app.addHook('preClose', async () => bus.closeAll());
  app.addHook('onClose', async () => {
    await bus.close();
    await pruning.stop();
    renewals.stop();
    await domainChecks.stop();
    distribution.stop();
    await deliveryJobs.stop();
    await importJobs.stop();
    await jobs.stop();
  });
  const intakeOptions = {
    duplicateWindowSeconds: config.intakeDuplicateWindowSeconds ?? 86_400,
    ratePerMinute: config.intakeRatePerMinute ?? 600,
    // A new lead a flow takes goes to its buyer at once (issue 22).
    onCreated: distribution.onLeadCreated,
  };
  return { importJobs, deliveryJobs, distribution, domainChecks, bus, intakeOptions };
}
