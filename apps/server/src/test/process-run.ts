import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Partner } from './partner.js';
import type { createScratchDatabase, ServerProcess } from './server-process.js';

/** What a multi-process test owns; it fills `procs`, `partner` and `scratch` as it starts them. */
export interface ProcessRun {
  /** A temporary `DATA_DIR` for the processes (uploads, exports). */
  dataDir: string;
  procs: ServerProcess[];
  partner?: Partner;
  scratch?: Awaited<ReturnType<typeof createScratchDatabase>>;
}

/**
 * The parts of a test that runs server processes on one PostgreSQL database, ended by one `afterAll`
 * registered now: every process stopped (in start order), then the partner closed, the scratch database
 * dropped and the data folder (`mkdtemp` under `prefix`) removed.
 */
export function useProcessRun(prefix: string): ProcessRun {
  const run: ProcessRun = { dataDir: mkdtempSync(path.join(tmpdir(), prefix)), procs: [] };
  afterAll(async () => {
    for (const p of run.procs) await p.stop();
    await run.partner?.close();
    await run.scratch?.drop();
    rmSync(run.dataDir, { recursive: true, force: true });
  });
  return run;
}
