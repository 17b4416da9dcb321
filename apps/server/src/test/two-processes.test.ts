import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_LIMIT } from '@leadhouse/domain';
import { entryArgs } from './server-bundle.js';
import { adminQuery } from './server-process.js';
import { freePort } from './free-port.js';

const BASE_URL = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'two-processes@example.com', password: 'Two-Processes-Pass-1' };

interface Proc {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server (`entryArgs`: the run's bundle, else tsx) on `databaseUrl` and waits until `/api/health` answers 200. */
async function startProcess(databaseUrl: string, jwtSecret: string): Promise<Proc> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-two-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, await entryArgs('server'), {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server on ${url} did not start:\n${log}`);
}

const post = (base: string, route: string, body: object) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.runIf(BASE_URL)('two server processes on one PostgreSQL database', () => {
  const dbName = `lh_two_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const procs: Proc[] = [];

  const admin = (sql: string) => adminQuery(sql, BASE_URL);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(BASE_URL!);
    url.pathname = `/${dbName}`;
    const secret = randomBytes(32).toString('hex');
    // One after the other: the first migrates and creates the admin, the second finds both done.
    procs.push(await startProcess(url.toString(), secret));
    procs.push(await startProcess(url.toString(), secret));
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('shares the per-IP route limit: 30 per minute in total over both processes, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await post(procs[i % 2]!.url, '/api/auth/forgot-password', {
        email: `nobody-${i}@example.com`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('shares the per-account sign-in limit: of 30 concurrent wrong passwords over both, 10 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(procs[i % 2]!.url, '/api/auth', { username: ADMIN.email, password: 'wrong-password' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGN_IN_LIMIT.maxFailures);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(MESSAGES.tooManyAttempts);
  });
});
