import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { bootstrapAdmin, credentialsBanner } from './modules/users/index.js';

/**
 * Cluster mode (`WEB_CONCURRENCY` > 1 with `DATABASE_URL`; docs/deployment.md): this primary process serves
 * nothing itself; it forks `count` workers that run `serve` and share the port (node:cluster hands each
 * connection to a worker in turn). The first worker starts alone (it applies migrations, creates the first
 * admin, rebuilds rollups if TZ changed), the others once it listens. A worker that dies is replaced;
 * SIGTERM/SIGINT is passed to every worker (each drains as in `serve`), and the primary exits when they have.
 * The JWT secret file is created by `loadConfig` here, before any fork, so every worker reads the same one.
 */
function runPrimary(count: number): void {
  let closing = false;
  const fork = () => cluster.fork();
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < count; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another in 1 s`);
    setTimeout(fork, 1_000);
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 11_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Entry point: one process (or the cluster's primary, see `runPrimary`), configured from the environment. */
async function main(): Promise<void> {
  const config = loadConfig();
  const workers = config.webConcurrency ?? 1;
  if (cluster.isPrimary && workers > 1) {
    if (config.databaseUrl) return runPrimary(workers);
    console.error('WEB_CONCURRENCY > 1 needs DATABASE_URL (PGlite is one process): serving with one process');
  }
  await serve(config);
}

/** One server process: open and migrate the database, create the first admin, listen, shut down gracefully. */
async function serve(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  // The generated first-admin password is printed after the listening line, as the last thing on screen.
  const adminEmail = config.adminEmail ?? 'admin@leadhouse.local';
  const generated = await bootstrapAdmin(
    database.db,
    { email: config.adminEmail, password: config.adminPassword },
    app.log,
    () => undefined, // printed below, with the address, once the server listens
  );
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  app.log.info(
    `Leadhouse on ${url} (${database.engine}, data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
  );
  if (generated) {
    for (const line of credentialsBanner('First admin created.', adminEmail, generated, url))
      process.stdout.write(line + '\n');
  }

  let closing = false;
  /**
   * SIGTERM/SIGINT: new requests get 503 at once (plugins/drain.ts), started ones get up to 7 s to finish
   * (then their sockets are closed), then the listener, the job queue (workers stop at their next unit) and
   * the database close. Exit 0 within 10 s, else exit 1. docs/deployment.md.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      app.log.error({ event: 'shutdown-timeout' }, 'shutdown took over 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.drain.begin();
    app.log.info({ signal, inFlight: app.drain.inFlight() }, 'shutting down');
    if (!(await app.drain.settled(7_000))) {
      app.log.warn({ inFlight: app.drain.inFlight() }, 'requests still running after 7 s: closing them');
      app.server.closeAllConnections();
    }
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A promise nobody awaited failed (e.g. a job-queue call during a database outage): log it, keep serving.
  // Only its name and code: messages of database errors carry query parameters (SECURITY.md "Logs").
  process.on('unhandledRejection', (reason) => {
    const { name, code } = (reason ?? {}) as { name?: unknown; code?: unknown };
    app.log.error({ event: 'unhandled-rejection', name, code }, 'unhandled promise rejection');
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
