import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
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
import { csvRoutes } from './modules/csv/csv.routes.js';
import { accountsRoutes } from './modules/accounts/index.js';
import { analyticsRoutes, ensureReportingTimeZone } from './modules/analytics/index.js';
import { apiKeysRoutes } from './modules/api-keys/index.js';
import { campaignsRoutes } from './modules/campaigns/index.js';
import { depositsRoutes } from './modules/deposits/index.js';
import { domainsRoutes, registerHostedSites } from './modules/domains/index.js';
import { distributionRoutes } from './modules/distribution/index.js';
import { intakeRoutes } from './modules/intake/index.js';
import { visitorsRoutes } from './modules/visitors/index.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { integrationsRoutes } from './modules/integrations/index.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { savedViewsRoutes } from './modules/saved-views/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { poolsRoutes } from './modules/pools/pools.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { startServices, type AppDeps, type AppServices } from './app.services.js';

export type { AppDeps } from './app.services.js';

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

/** Fastify's own settings: logger with redaction, keep-alive 5 s, 503 while closing, 1 MiB bodies. */
function createServer(config: Config): FastifyInstance {
  return Fastify({
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
}

/**
 * The hooks and plugins every route relies on (SECURITY.md): drain first, zod validation and
 * serialization, the error handler, audit, helmet's CSP and HSTS, compression, the database-backed rate
 * limit store, OpenAPI, and `cache-control: no-store` on `/api` answers.
 */
async function registerFoundation(app: FastifyInstance, config: Config, database: Database): Promise<void> {
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
}

/**
 * Warns when PostgreSQL's autovacuum is off (the rollup and count tables take an upsert per lead write,
 * migration 0023) and rebuilds the analytics rollups when the reporting time zone (TZ) changed.
 */
async function checkDatabase(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  if (database.pool) {
    const [row] = await database.query<{ autovacuum: string }>('SHOW autovacuum');
    if (row?.autovacuum === 'off')
      app.log.warn('PostgreSQL autovacuum is off: lead writes and reports slow down as dead rows pile up');
  }
  if (await ensureReportingTimeZone(database.db, config.timeZone ?? 'UTC')) {
    app.log.info({ timeZone: config.timeZone }, 'analytics rollups rebuilt for the reporting time zone');
  }
}

/** Registers every module's routes under `/api`, behind the auth plugin (JWT, `config.jwtSecret`). */
async function registerApi(
  app: FastifyInstance,
  config: Config,
  database: Database,
  services: AppServices,
  mailer: Mailer | undefined,
): Promise<void> {
  const deps = {
    db: database.db,
    database,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    publicUrl: config.publicUrl,
  };
  const db = database.db;
  const visitorRatePerMinute = config.visitorRatePerMinute ?? 120;
  await app.register(
    async (api) => {
      await api.register(authPlugin, { secret: config.jwtSecret, db });
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(usersRoutes, deps);
      await api.register(poolsRoutes, deps);
      await api.register(leadsRoutes, deps);
      await api.register(savedViewsRoutes, deps);
      await api.register(depositsRoutes, deps);
      await api.register(apiKeysRoutes, deps);
      await api.register(intakeRoutes, { db, intake: services.intakeOptions });
      await api.register(visitorsRoutes, { db, visitorRatePerMinute });
      await api.register(integrationsRoutes, {
        db,
        jobs: services.deliveryJobs,
        publicUrl: config.publicUrl,
      });
      await api.register(csvRoutes, { database, dataDir: config.dataDir, imports: services.importJobs });
      await api.register(domainsRoutes, { ctx: services.domainChecks.ctx });
      await api.register(accountsRoutes, { db, timeZone: config.timeZone ?? 'UTC' });
      await api.register(campaignsRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(notificationsRoutes, { db, bus: services.bus });
      await api.register(distributionRoutes, { db, distribution: services.distribution });
    },
    { prefix: '/api' },
  );
}

/**
 * Builds the whole application as one Fastify instance (STYLE.md §4: explicit wiring, no autoload).
 * The caller owns the database (opened and migrated) and closes it after `app.close()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = createServer(config);
  await registerFoundation(app, config, database);
  // The app owns the job queue (pg-boss) and its workers: started here, stopped on close (workers first).
  const services = await startServices(app, deps);
  await checkDatabase(app, config, database);
  // Hosted landing pages answer requests whose Host is an active domain, before the API and the web app.
  await registerHostedSites(app, {
    db: database.db,
    intake: services.intakeOptions,
    appHosts: [new URL(config.publicUrl).hostname],
    ratePerMinute: config.visitorRatePerMinute ?? 120,
  });
  await registerApi(app, config, database, services, deps.mailer);
  // Built web app: immutable hashed assets, no-cache index.html, SPA fallback and JSON 404s.
  await registerWebAssets(app, config.webDist);
  return app;
}
