import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Partner } from './partner.js';
import {
  adminQuery,
  createScratchDatabase,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

/** What a multi-process test owns; it fills `procs`, `partner` and `scratch` as it starts them. */
export interface ProcessRun {
  /** A temporary `DATA_DIR` for the processes (uploads, exports). */
  dataDir: string;
  procs: ServerProcess[];
  partner?: Partner;
  scratch?: Awaited<ReturnType<typeof createScratchDatabase>>;
  /** Creates the run's database (`createScratchDatabase(prefix)`), kept in `scratch`. */
  openDatabase: (prefix: string) => Promise<NonNullable<ProcessRun['scratch']>>;
  /**
   * Starts one more server process on `scratch` with the run's JWT secret (one for all its processes, so a
   * session made on one works on the others) and `dataDir`, adds it to `procs` and answers it.
   * `env` adds or overrides variables (`startServerProcess`).
   */
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  /** Runs one statement on `scratch` (`adminQuery`). */
  query: <T = Record<string, unknown>>(text: string) => Promise<T[]>;
}

/**
 * The parts of a test that runs server processes on one PostgreSQL database, ended by one `afterAll`
 * registered now: every process stopped (in start order), then the partner closed, the scratch database
 * dropped and the data folder (`mkdtemp` under `prefix`) removed.
 */
export function useProcessRun(prefix: string): ProcessRun {
  const jwtSecret = randomBytes(32).toString('hex');
  const scratchUrl = () => {
    if (!run.scratch) throw new Error('open the run’s database first (openDatabase)');
    return run.scratch.url;
  };
  const run: ProcessRun = {
    dataDir: mkdtempSync(path.join(tmpdir(), prefix)),
    procs: [],
    openDatabase: async (name) => (run.scratch = await createScratchDatabase(name)),
    start: async (env) => {
      const proc = await startServerProcess({
        databaseUrl: scratchUrl(),
        jwtSecret,
        dataDir: run.dataDir,
        env,
      });
      run.procs.push(proc);
      return proc;
    },
    query: (text) => adminQuery(text, scratchUrl()),
  };
  afterAll(async () => {
    for (const p of run.procs) await p.stop();
    await run.partner?.close();
    await run.scratch?.drop();
    rmSync(run.dataDir, { recursive: true, force: true });
  });
  return run;
}
