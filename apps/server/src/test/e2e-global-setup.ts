import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { bundleServer } from './server-bundle.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A closed, migrated, otherwise empty on-disk PGlite folder (`DATA_DIR/pglite` layout). The e2e harness
     * copies it into each server's new `DATA_DIR` so a start skips initdb and the migrations; '' without one.
     */
    lhMigratedPglite: string;
    /**
     * An empty folder for the run's seeded demo `DATA_DIR`s (e2e/harness.ts: one `seed:demo` per lead count,
     * copied by every later file that asks for the same floor); removed with the rest at teardown.
     */
    lhDemoCache: string;
  }
}

/**
 * Vitest `globalSetup` of the e2e project: migrates one on-disk PGlite for the run (e2e/harness.ts copies it).
 * The server still runs `runMigrations` at start (a no-op on the copy) and creates its first admin there,
 * exactly as on an empty database. It also provides an empty folder where the harness keeps each seeded demo
 * floor once per lead count, and bundles the server and the demo seed once (`bundleServer`: each of the run's
 * ~25 server starts skips compiling the sources). Teardown removes the folder.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lh-e2e-tpl-'));
  const database = await openDatabase({ dataDir: folder });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  await database.close();
  project.provide('lhMigratedPglite', path.join(folder, 'pglite'));
  project.provide('lhServerBundle', await bundleServer(path.join(folder, 'bundle')));
  const demoCache = path.join(folder, 'demo');
  mkdirSync(demoCache);
  project.provide('lhDemoCache', demoCache);
  return () => rmSync(folder, { recursive: true, force: true });
}
