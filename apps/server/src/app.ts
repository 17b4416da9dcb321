import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createJobQueue } from './lib/jobs.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { registerDrain } from './plugins/drain.js';
import { registerAudit } from './plugins/audit.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { logSerializers } from './plugins/log-serializers.js';
import { registerCompression } from './plugins/compression.js';
import { registerOpenApi } from './plugins/openapi.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { registerWebAssets } from './plugins/web-assets.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { csvRoutes, startImportJobs, type ImportJobsOptions } from './modules/csv/csv.routes.js';
import { accountsRoutes, startSubscriptionRenewals } from './modules/accounts/index.js';
import { analyticsRoutes, ensureReportingTimeZone } from './modules/analytics/index.js';
import { apiKeysRoutes } from './modules/api-keys/index.js';
import { campaignsRoutes } from './modules/campaigns/index.js';
import { depositsRoutes } from './modules/deposits/index.js';
import {
  domainsRoutes,
  registerHostedSites,
  startDomainChecks,
  type DomainChecksOptions,
} from './modules/domains/index.js';
import {
  createDistribution,
  distributionRoutes,
  type DistributionOptions,
} from './modules/distribution/index.js';
import { intakeRoutes } from './modules/intake/index.js';
import { visitorsRoutes } from './modules/visitors/index.js';
import { healthRoutes } from './modules/health/health.routes.js';
import {
  integrationsRoutes,
  startDeliveryJobs,
  type DeliveryJobsOptions,
} from './modules/integrations/index.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { savedViewsRoutes } from './modules/saved-views/index.js';
import { leadScope } from './modules/leads/index.js';
import {
  createLiveBus,
  notificationsRoutes,
  startNotificationPruning,
} from './modules/notifications/index.js';
import { poolsRoutes } from './modules/pools/pools.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';

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

/** Log fields that must never be written (SECURITY.md "Logs"): secrets and personal data. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'email',
  'phone',
  'phoneNumber',
  '*.password',
  '*.token',
  '*.email',
];

/**
 * Builds the whole application as one Fastify instance (STYLE.md §4: explicit wiring, no autoload).
 * The caller owns the database (opened and migrated) and closes it after `app.close()`.
 */
export async function buildApp({
  config,
  database,
  mailer,
  imports,
  integrations,
  domains,
  distribution: distributionOptions,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Method and path only: query strings carry search terms (names, phones) and tokens, IPs are personal
      // data, and a link's token in the path is redacted (plugins/log-serializers.ts).
      serializers: logSerializers,
    },
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  // First hook of all: once shutdown began, new requests get 503 before any other work.
  registerDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAudit(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too (HOST=0.0.0.0): upgrading would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // Before any route: @fastify/compress hooks routes as they are added.
  await registerCompression(app);
  // Counters live in the database so every instance on one PostgreSQL shares each limit.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });

  await registerOpenApi(app, config);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) void reply.header('cache-control', 'no-store');
  });

  // The app owns the job queue (pg-boss) and its workers: started here, stopped on close (workers first).
  const jobs = await createJobQueue(database);
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
  // Lead distribution runs on the delivery outbox: it hears every final delivery and moves the lead on.
  const distribution = createDistribution(database.db, deliveryJobs, {
    noWorkers: integrations?.noWorkers,
    ...distributionOptions,
  });
  const domainChecks = await startDomainChecks(jobs, database.db, {
    dnsServers: config.dnsServers,
    ...domains,
  });
  // Ended subscriptions are renewed (and charged) by a sweep every 5 minutes (accounts, renewals.ts).
  const renewals = startSubscriptionRenewals(database.db, config.timeZone ?? 'UTC', {
    noWorkers: domains?.noWorkers,
  });
  // One live event bus per process (LISTEN lh_live), and the hourly pruning of old notifications (issue 21).
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

  // The rollup and count tables take an upsert per lead write and rely on autovacuum (migration 0023).
  if (database.pool) {
    const [row] = await database.query<{ autovacuum: string }>('SHOW autovacuum');
    if (row?.autovacuum === 'off')
      app.log.warn('PostgreSQL autovacuum is off: lead writes and reports slow down as dead rows pile up');
  }
  // Analytics days follow the reporting time zone (TZ): rebuild the rollups if it changed.
  if (await ensureReportingTimeZone(database.db, config.timeZone ?? 'UTC')) {
    app.log.info({ timeZone: config.timeZone }, 'analytics rollups rebuilt for the reporting time zone');
  }
  const deps = {
    db: database.db,
    database,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    publicUrl: config.publicUrl,
  };
  const intakeOptions = {
    duplicateWindowSeconds: config.intakeDuplicateWindowSeconds ?? 86_400,
    ratePerMinute: config.intakeRatePerMinute ?? 600,
    // A new lead a flow takes goes to its buyer at once (issue 22).
    onCreated: distribution.onLeadCreated,
  };
  // Hosted landing pages answer requests whose Host is an active domain, before the API and the web app.
  await registerHostedSites(app, {
    db: database.db,
    intake: intakeOptions,
    appHosts: [new URL(config.publicUrl).hostname],
    ratePerMinute: config.visitorRatePerMinute ?? 120,
  });
  await app.register(
    async (api) => {
      await api.register(authPlugin, { secret: config.jwtSecret, db: database.db });
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(usersRoutes, deps);
      await api.register(poolsRoutes, deps);
      await api.register(leadsRoutes, deps);
      await api.register(savedViewsRoutes, deps);
      await api.register(depositsRoutes, deps);
      await api.register(apiKeysRoutes, deps);
      await api.register(intakeRoutes, { db: database.db, intake: intakeOptions });
      await api.register(visitorsRoutes, {
        db: database.db,
        visitorRatePerMinute: config.visitorRatePerMinute ?? 120,
      });
      await api.register(integrationsRoutes, {
        db: database.db,
        jobs: deliveryJobs,
        publicUrl: config.publicUrl,
      });
      await api.register(csvRoutes, { database, dataDir: config.dataDir, imports: importJobs });
      await api.register(domainsRoutes, { ctx: domainChecks.ctx });
      await api.register(accountsRoutes, { db: database.db, timeZone: config.timeZone ?? 'UTC' });
      await api.register(campaignsRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(notificationsRoutes, { db: database.db, bus });
      await api.register(distributionRoutes, { db: database.db, distribution });
    },
    { prefix: '/api' },
  );

  // Built web app: immutable hashed assets, no-cache index.html, SPA fallback and JSON 404s.
  await registerWebAssets(app, config.webDist);

  return app;
}
