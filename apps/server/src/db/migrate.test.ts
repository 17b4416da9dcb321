import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/engines.js';
import { createScratchDatabase } from '../test/server-process.js';
import { openDatabase, type Database, type Engine } from './client.js';
import { appliedMigrations, expectedMigrations, runMigrations } from './migrate.js';

/** A blank database of `engine`: a new in-memory PGlite, or a new empty PostgreSQL database. */
async function blankDatabase(
  engine: Engine,
  dataDir: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir, inMemory: true });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase('lh_migrate');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const tableCount = async (database: Database) =>
  Number(
    (
      await database.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      )
    )[0]!.n,
  );

// Every other server test starts from a clone of one migrated database (test/global-setup.ts); these tests
// keep proving that the committed migrations apply to an empty database on each engine.
describe.each(ENGINES)('migrations on a blank %s database', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('apply every committed migration from scratch, and a second run is a no-op', async () => {
    const { database, drop } = await blankDatabase(engine, dataDir);
    try {
      expect(await appliedMigrations(database)).toBe(0);
      expect(await tableCount(database)).toBe(0);
      await runMigrations(database);
      expect(await appliedMigrations(database)).toBe(expectedMigrations());
      const tables = await tableCount(database);
      expect(tables).toBeGreaterThan(10);
      await runMigrations(database);
      expect(await appliedMigrations(database)).toBe(expectedMigrations());
      expect(await tableCount(database)).toBe(tables);
    } finally {
      await drop();
    }
  });
});

describe('a PGlite database opened from a dump (loadDataDir)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-dump-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the dumped schema and rows, and changes to it stay in the copy', async () => {
    const source = await openDatabase({ dataDir, inMemory: true });
    await source.exec(`CREATE TABLE kept (n int); INSERT INTO kept VALUES (7);`);
    const dump = await source.pglite!.dumpDataDir('none');
    await source.close();

    const first = await openDatabase({ dataDir, inMemory: true, loadDataDir: dump });
    const second = await openDatabase({ dataDir, inMemory: true, loadDataDir: dump });
    try {
      expect(await first.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
      await first.exec('INSERT INTO kept VALUES (8)');
      expect(await first.query('SELECT n FROM kept ORDER BY n')).toEqual([{ n: 7 }, { n: 8 }]);
      expect(await second.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
