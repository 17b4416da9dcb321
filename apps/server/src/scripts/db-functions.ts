import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import {
  diffState,
  migrationSql,
  readDatabaseState,
  readStateFiles,
  STATE_ROOT,
  type StateFiles,
} from '../db/current-state.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';

/*
 * `npm run db:functions -- <command>` (issue 20 §3), on a fresh in-memory PGlite migrated from the
 * committed migrations:
 * - `check`: prints what differs between `src/db/{functions,triggers}` and the migrations (exit 1 if any);
 * - `dump`: rewrites the files from the migrations (after a migration written by hand);
 * - `migration --name <name>`: writes a new Drizzle migration that brings the database to the edited files.
 */

async function migratedState(): Promise<StateFiles> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-db-functions-'));
  const database = await openDatabase({ dataDir, inMemory: true });
  try {
    await runMigrations(database);
    return await readDatabaseState(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function dump(state: StateFiles): void {
  for (const folder of ['functions', 'triggers']) {
    rmSync(path.join(STATE_ROOT, folder), { recursive: true, force: true });
    mkdirSync(path.join(STATE_ROOT, folder), { recursive: true });
  }
  for (const [key, sql] of state) writeFileSync(path.join(STATE_ROOT, key), sql);
  console.log(`wrote ${state.size} files under ${STATE_ROOT}`);
}

/** Runs drizzle-kit for an empty custom migration and fills it with `sql`; returns the file written. */
function writeMigration(name: string, sql: string): string {
  const before = new Set(readdirSync(MIGRATIONS_FOLDER));
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', name], {
    cwd: path.resolve(MIGRATIONS_FOLDER, '..'),
    stdio: 'inherit',
  });
  const created = readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith('.sql') && !before.has(f));
  if (!created) throw new Error('drizzle-kit wrote no migration file');
  const file = path.join(MIGRATIONS_FOLDER, created);
  writeFileSync(
    file,
    `-- Written by npm run db:functions -- migration, from src/db/{functions,triggers}.\n${sql}\n`,
  );
  return file;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const command = positionals[0] ?? 'check';
  const live = await migratedState();
  const files = readStateFiles();
  const diff = diffState(files, live);
  if (command === 'dump') return dump(live);
  if (command === 'check') {
    console.log(JSON.stringify(diff, null, 2));
    if (diff.changed.length + diff.missingInDatabase.length + diff.missingFile.length > 0)
      process.exitCode = 1;
    return;
  }
  if (command === 'migration') {
    if (!values.name) throw new Error('migration needs --name <name>');
    const keys = [...diff.changed, ...diff.missingInDatabase];
    if (keys.length === 0) return console.log('the files match the migrations: nothing to write');
    const file = writeMigration(values.name, migrationSql(files, live, keys));
    console.log(`wrote ${file} for ${keys.join(', ')}`);
    return;
  }
  throw new Error(`unknown command ${command}: use check, dump or migration --name <name>`);
}

await main();
