import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { applyCurrentState, STATE_ROOT } from './current-state.js';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Advisory lock key so that several instances starting together migrate once. */
const MIGRATION_LOCK = 7_245_001;

/** Number of migrations committed in `drizzle/meta/_journal.json`. */
export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Applies the committed SQL migrations with Drizzle's programmatic migrator on either engine
 * (drizzle-kit's CLI would skip PGlite's extensions), then the functions and triggers of `stateRoot`
 * (`src/db/{functions,triggers}`, `applyCurrentState`). On PostgreSQL it holds an advisory lock throughout,
 * so processes starting together migrate once.
 */
export async function runMigrations(database: Database, stateRoot = STATE_ROOT): Promise<void> {
  if (database.engine === 'postgres' && database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
      await applyCurrentState(database, stateRoot);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return;
  }
  await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  await applyCurrentState(database, stateRoot);
}

/** Count of applied migrations (0 when the bookkeeping table does not exist yet). */
export async function appliedMigrations(database: Database): Promise<number> {
  try {
    const rows = await database.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}
