/**
 * Issue 23's throughput runs of the leads benchmark (`bench.ts`): the first page with 10 and 50 clients,
 * `GET /api/users/me` with 10 clients in the same run (the framework's floor), the first page's median with
 * one client, and a filtered page followed by its exact count (one client), with the load average of the
 * machine beside every figure. Load comes from autocannon in a child process (`autocannon` in
 * bench-leads-load.ts). `spawnServer` starts the real entry point (`src/server.ts`, what `npm start` runs)
 * as its own process, with `WEB_CONCURRENCY` workers on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fetchRetry, measure, PASSWORD, pct, waitUntilUp } from './bench-leads-lib.js';
import { freePort } from '../test/free-port.js';
import { autocannon, type LoadRun } from './bench-leads-load.js';
import { pageBytes } from './bench-leads-server.js';

/** One figure of the run and the 1-minute load average when it finished. */
export interface ThroughputRow {
  label: string;
  requestsPerSecond?: number;
  p50: number;
  p97_5?: number;
  non2xx?: number;
  load: number;
}

const load1 = () => loadavg()[0]!;
const row = (r: LoadRun): ThroughputRow => ({ ...r, load: load1() });

/**
 * The throughput figures against `base` (signed in as `authorization`), `seconds` s per autocannon run after
 * a 3 s warm-up. `filteredQs` is the filtered page's query (its count asked with `exact=true`).
 */
export async function pageThroughput(
  base: string,
  authorization: string,
  seconds: number,
  filteredQs: string,
): Promise<{ rows: ThroughputRow[]; bytes: { raw: number; wire: number } }> {
  const page = `${base}/api/leads`;
  const headers = { authorization };
  await autocannon('warm-up', page, headers, 3);
  const rows: ThroughputRow[] = [
    row(await autocannon('GET /api/users/me, 10 clients', `${base}/api/users/me`, headers, seconds)),
    row(await autocannon('first page, 10 clients', page, headers, seconds, 10)),
    row(await autocannon('first page, 50 clients', page, headers, seconds, 50)),
    row(await autocannon('first page, 1 client', page, headers, seconds, 1)),
  ];
  const get = async (url: string) => {
    const res = await fetchRetry(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  const filtered = async () => {
    await get(`${page}?${filteredQs}`);
    await get(`${page}/count?${filteredQs}&exact=true`);
  };
  await measure(5, 1, filtered);
  const times = await measure(40, 1, filtered);
  rows.push({ label: 'filtered page + exact count, 1 client', p50: pct(times, 50), load: load1() });
  return { rows, bytes: await pageBytes(page, authorization) };
}

/** A free loopback port (bound, read, released). */
/**
 * Starts `src/server.ts` on `databaseUrl` with `workers` processes (`WEB_CONCURRENCY`) on a free loopback
 * port, waits for `/api/health`, signs in `email`; `stop` sends SIGTERM and waits for the exit.
 */
export async function spawnServer(databaseUrl: string, workers: number, email: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-srv-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: String(workers),
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/health`, 'bench server', () => child.exitCode !== null, 120_000);
  // Every worker must be up before the load: wait until the cluster has forked the rest.
  await new Promise((r) => setTimeout(r, workers > 1 ? 8_000 : 0));
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const authorization = `Bearer ${((await res.json()) as { token: string }).token}`;
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, authorization, stop };
}

/** The throughput table (markdown), one line per figure, the load average beside each. */
export function throughputLines(title: string, rows: ThroughputRow[]): string[] {
  const f = (x: number | undefined, d = 1) => (x === undefined ? '–' : x.toFixed(d));
  return [
    '',
    `### ${title}`,
    '',
    '| request | requests/s | p50 ms | p97.5 ms | non-2xx | load (1 min) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${f(r.requestsPerSecond, 0)} | ${f(r.p50)} | ${f(r.p97_5)} | ${r.non2xx ?? '–'} | ${f(r.load, 2)} |`,
    ),
  ];
}
