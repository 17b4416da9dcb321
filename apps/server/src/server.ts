import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { bootstrapAdmin } from './modules/users/index.js';

/** Entry point: open and migrate the database, create the first admin, listen, shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  await bootstrapAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Leadhouse on http://${config.host}:${config.port} (${database.engine})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
