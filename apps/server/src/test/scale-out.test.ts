import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useProcessRun } from './process-run.js';
import {
  adminQuery,
  BASE_URL,
  generatedCsv,
  signInOver,
  startImportOver,
  type ServerProcess,
} from './server-process.js';

const ROWS = 20_000;

/** Local TCP ports of the sockets process `pid` holds open (Linux /proc). */
function portsOf(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[9] && inodes.has(cols[9])) ports.add(parseInt(cols[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

describe.runIf(BASE_URL && process.platform === 'linux')(
  'two server processes, one killed mid-import',
  () => {
    // Uploads are files in DATA_DIR/imports: the processes share one folder (docs/deployment.md).
    const run = useProcessRun('lh-scale-');
    const { procs } = run;
    let scratch: NonNullable<typeof run.scratch>;

    beforeAll(async () => {
      scratch = await run.openDatabase('lh_scale');
      const env = { IMPORT_STALE_SECONDS: '4' };
      // One after the other: the first migrates and creates the admin.
      await run.start(env);
      await run.start(env);
    }, 180_000);

    it('a session made on one process works on the other', async () => {
      const headers = await signInOver(procs[0]!.url);
      expect((await fetch(`${procs[1]!.url}/api/leads`, { headers })).status).toBe(200);
    });

    it('after kill -9 of the process running an import, the other finishes it: no lost, no doubled row', async () => {
      const headers = await signInOver(procs[0]!.url);
      const id = await startImportOver(procs[0]!.url, headers, generatedCsv('scale', ROWS));
      const dbName = new URL(scratch.url).pathname.slice(1);
      // Find the process whose connection writes the import (either may have taken the job).
      const runner: ServerProcess = await vi.waitFor(
        async () => {
          const busy = await adminQuery<{ client_port: number }>(
            `SELECT client_port FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()
             AND (state LIKE 'idle in transaction%' OR query ILIKE '%insert into%leads%')`,
          );
          const ports = new Set(busy.map((b) => b.client_port));
          const found = procs.find((p) => [...portsOf(p.child.pid!)].some((port) => ports.has(port)));
          if (!found) throw new Error('no process was seen running the import');
          return found;
        },
        { timeout: 15_000, interval: 20 },
      );
      const survivor = procs.find((p) => p !== runner)!;
      runner.child.kill('SIGKILL');
      await new Promise((r) => runner.child.once('exit', r));
      const [mid] = await adminQuery<{ rows_read: number; status: string }>(
        `SELECT rows_read, status FROM lead_imports WHERE id = '${id}'`,
        scratch.url,
      );
      expect(mid!.status).toBe('running');
      expect(mid!.rows_read).toBeLessThan(ROWS);
      // The survivor's sweep takes the import over once its heartbeat is 4 s old.
      const final = await vi.waitFor(
        async () => {
          const res = await fetch(`${survivor.url}/api/leads/import/${id}`, { headers });
          const p = (await res.json()) as { status: string; rowsRead: number; imported: number };
          if (!['completed', 'failed', 'cancelled'].includes(p.status)) throw new Error(`import ${p.status}`);
          return p;
        },
        { timeout: 60_000, interval: 250 },
      );
      expect(final).toMatchObject({ status: 'completed', rowsRead: ROWS, imported: ROWS });
      const [counts] = await adminQuery<{ n: number; phones: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT phone_number)::int AS phones FROM leads`,
        scratch.url,
      );
      expect(counts).toEqual({ n: ROWS, phones: ROWS });
    }, 120_000);
  },
);
