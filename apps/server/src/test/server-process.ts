import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { entryArgs } from './server-bundle.js';
import { freePort } from './free-port.js';

/** PostgreSQL base URL of the process tests (they skip when unset). */
export const BASE_URL = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

export const PROCESS_ADMIN = { email: 'process-admin@example.com', password: 'Process-Admin-Pass-1' };

/** One server process started by `startServerProcess`. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL after 10 s; resolves when it exited. */
  stop: () => Promise<void>;
}

/**
 * Starts the server (`entryArgs('server')`: the run's bundle, else tsx) on `databaseUrl` (PostgreSQL) or, without it, on PGlite in
 * `dataDir` (the caller owns and removes `dataDir`)
 * and waits until `/api/health` answers 200 (at most 90 s). `env` adds or overrides variables.
 * @throws Error with the process output when it did not start.
 */
export async function startServerProcess(opts: {
  databaseUrl?: string;
  jwtSecret: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, await entryArgs('server'), {
    cwd: SERVER_ROOT,
    env: {
      ...inherited,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_DIST: path.join(opts.dataDir, 'no-web'),
      JWT_SECRET: opts.jwtSecret,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, child, output: () => log, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server on ${url} did not start:\n${log}`);
}

/** Runs one statement on the PostgreSQL server of `BASE_URL` (or on `url`) with a fresh client. */
export async function adminQuery<T = Record<string, unknown>>(sql: string, url = BASE_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the PostgreSQL server of `TEST_DATABASE_URL`. */
export function databaseUrlFor(name: string): string {
  if (!BASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a uniquely named database, empty or as a copy of `template` (a database nobody is connected to);
 * returns its URL and a `drop` that removes it (WITH FORCE).
 */
export async function createScratchDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = databaseUrlFor(name);
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url,
    drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Signs in through the API of `base`; returns the bearer header. @throws Error when it is not 200. */
export async function signInOver(base: string, user = PROCESS_ADMIN): Promise<{ authorization: string }> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** `rows` data rows with unique phones and emails and short columns; `tag` is the campaign. */
export function generatedCsv(tag: string, rows: number): string {
  const lines = ['first_name,last_name,phone,email,country,campaign'];
  for (let i = 0; i < rows; i++)
    lines.push(`F${i},Ln${i},05${String(10_000_000 + i)},${tag}${i}@ex.com,SA,${tag}`);
  return lines.join('\n') + '\n';
}

/** Uploads `csv` to `base` and starts the import with the suggested mapping; returns the import id. */
export async function startImportOver(base: string, headers: { authorization: string }, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'leads.csv');
  const up = await fetch(`${base}/api/leads/import`, { method: 'POST', headers, body: form });
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${await up.text()}`);
  const { importId } = (await up.json()) as { importId: string };
  const start = await fetch(`${base}/api/leads/import/${importId}/start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (start.status !== 202) throw new Error(`start failed: ${start.status} ${await start.text()}`);
  return importId;
}
