/**
 * `npm run admin:reset-password -- --email admin@leadhouse.local`: sets a new generated password for that admin
 * (or `ADMIN_PASSWORD` when set), activates the account, revokes its tokens and prints the password once in a
 * banner. Uses the same configuration as `npm start` (`DATA_DIR`, `DATABASE_URL`); stop a running PGlite
 * server first (its data folder belongs to one process).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { credentialsBanner, resetAdminPassword } from '../modules/users/index.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run admin:reset-password -- --email <admin e-mail>');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const password = await resetAdminPassword(database.db, values.email, config.adminPassword);
    const shown = config.adminPassword ? '(the ADMIN_PASSWORD you set)' : password;
    for (const line of credentialsBanner('Admin password reset.', values.email, shown, config.publicUrl))
      process.stdout.write(line + '\n');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
