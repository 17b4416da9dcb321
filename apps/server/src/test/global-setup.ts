import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { bundleServer } from './server-bundle.js';
import { adminQuery, databaseUrlFor } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball (`dumpDataDir('none')`) of a migrated in-memory PGlite; each test app loads a copy. */
    lhPgliteDump: string;
    /** Name of a migrated PostgreSQL database each test app copies (`CREATE DATABASE … TEMPLATE`); '' without one. */
    lhPgTemplate: string;
  }
}

/**
 * Vitest `globalSetup` of the server project: migrates ONE database per engine and run, so that a test file
 * clones it (PGlite: `loadDataDir` of a dump, ~1.5 s less than initdb + 30 migrations; PostgreSQL:
 * `CREATE DATABASE x TEMPLATE lh_tpl_…`) instead of migrating its own. The template database has no open
 * connection after set-up (PostgreSQL refuses to copy a database in use). Teardown drops the template and
 * removes the dump. `db/migrate.test.ts` still migrates blank databases on both engines. It also bundles the
 * server once for the run's process tests (`bundleServer`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lh-tpl-'));
  const pglite = await openDatabase({ dataDir: folder, inMemory: true });
  try {
    await runMigrations(pglite);
    const dump = await pglite.pglite!.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('lhPgliteDump', file);
  } finally {
    await pglite.close();
  }

  let template = '';
  if (process.env.TEST_DATABASE_URL) {
    template = `lh_tpl_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${template}`);
    // Two connections: runMigrations holds its advisory lock on one and migrates on another.
    const pg = await openDatabase({ databaseUrl: databaseUrlFor(template), dataDir: folder, poolSize: 2 });
    try {
      await runMigrations(pg);
    } catch (error) {
      await pg.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    await pg.close();
  }
  project.provide('lhPgTemplate', template);
  // The tests that start server processes (kill -9, restarts, scale-out) start this bundle, not tsx.
  project.provide('lhServerBundle', await bundleServer(path.join(folder, 'bundle')));

  return async () => {
    if (template) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  };
}
