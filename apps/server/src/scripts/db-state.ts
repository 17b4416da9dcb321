import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { diffState, readDatabaseState, readStateFiles, STATE_ROOT } from '../db/current-state.js';
import { runMigrations } from '../db/migrate.js';

/*
 * `npm run db:state -w apps/server` (issue 20 §3): applies the migrations and `src/db/{functions,triggers}`
 * to a new in-memory PGlite, then writes each file back as PostgreSQL prints it (`pg_get_functiondef`,
 * `pg_get_triggerdef`), so that an edited file reads as the database will run it and
 * `db/current-state.test.ts` holds. A function or trigger file that PostgreSQL refuses fails here first.
 */

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-db-state-'));
  const database = await openDatabase({ dataDir, inMemory: true });
  try {
    await runMigrations(database);
    const live = await readDatabaseState(database);
    const { changed, missingFile } = diffState(readStateFiles(), live);
    for (const key of [...changed, ...missingFile]) writeFileSync(path.join(STATE_ROOT, key), live.get(key)!);
    console.log(
      changed.length + missingFile.length === 0
        ? 'the files read as PostgreSQL prints them: nothing to write'
        : `rewrote ${[...changed, ...missingFile].join(', ')}`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
