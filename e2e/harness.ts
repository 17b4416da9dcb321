import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { entryArgs } from '../apps/server/src/test/server-bundle';
import { freePort } from '../apps/server/src/test/free-port';

export { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../apps/server/src/test/chromium';

export { chooseMenuItem, chooseOption, gridIdle, menuOpened, ROW, settled, tick } from './page-states';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated on-disk PGlite folder to copy (apps/server/src/test/e2e-global-setup.ts declares it too). */
    lhMigratedPglite: string;
    /** A folder for seeded demo `DATA_DIR`s, one per lead count, shared by the run's files (declared there too). */
    lhDemoCache: string;
  }
}

/** The repository root, resolved from this folder. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where journeys save their screenshots: a temporary folder, so a test run never rewrites tracked files.
 * `SCREENSHOTS_DIR=docs/screenshots npm test` refreshes the ones the docs show (README).
 */
export const SCREENSHOTS = process.env.SCREENSHOTS_DIR
  ? resolve(REPO_ROOT, process.env.SCREENSHOTS_DIR)
  : mkdtempSync(join(tmpdir(), 'lh-e2e-shots-'));
export const ADMIN = { email: 'admin@example.com', password: 'E2e-Admin-Pass-2026!' } as const;

/** A running server on a temp database. */
export interface TestServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** `kill -9`: the process dies at once, nothing shut down gracefully (its DATA_DIR stays until `stop`). */
  kill: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * `npm run seed:demo -- --leads N` into `dataDir` before the server opens it (PGlite has one owner at a
 * time): the demo team (`<role-with-dashes>.<n>@demo.leadhouse.local` / `DEMO_PASSWORD`) and N leads.
 * The database is then not empty, so the server creates no ADMIN user: sign in as a demo user.
 */
async function runSeedDemo(dataDir: string, leads: number, env: Record<string, string>): Promise<void> {
  let log = '';
  const child = spawn(process.execPath, [...(await entryArgs('seed-demo')), '--leads', String(leads)], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`seed:demo exited with ${code}:\n${log}`);
}

/**
 * The demo floor of `leads` leads in `dataDir`, seeded once per run and lead count: the first file that asks
 * runs `seed:demo` and keeps a copy of the closed `DATA_DIR` in the run's cache (e2e globalSetup); later files
 * copy it (a folder copy instead of a seed, ~10-20 s each). A database on PostgreSQL (`DATABASE_URL` in
 * `env`) is seeded where it is, every time. Two files racing for the same count both seed; the first rename wins.
 */
async function seedDemo(dataDir: string, leads: number, env: Record<string, string>): Promise<void> {
  const cacheRoot = inject('lhDemoCache');
  if (!cacheRoot || env.DATABASE_URL) return runSeedDemo(dataDir, leads, env);
  const key = createHash('sha256')
    .update(JSON.stringify([leads, Object.entries(env).sort()]))
    .digest('hex');
  const cached = join(cacheRoot, `demo-${leads}-${key.slice(0, 12)}`);
  if (!existsSync(cached)) {
    await runSeedDemo(dataDir, leads, env);
    const staging = mkdtempSync(join(cacheRoot, 'staging-'));
    cpSync(dataDir, join(staging, 'data'), { recursive: true });
    try {
      renameSync(join(staging, 'data'), cached);
    } catch {
      // Another file cached the same seed first: keep theirs (identical input).
    }
    rmSync(staging, { recursive: true, force: true });
    return;
  }
  // Replace the copy of the migrated database startServer put there: files the seed removed must not remain.
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(cached, dataDir, { recursive: true });
}

/** Password of the demo users `seed:demo` creates. */
export const DEMO_PASSWORD = 'Demo-Pass-2026';

/**
 * Starts the real server (`entryArgs('server')`: the run's bundle of apps/server/src/server.ts) on a free port with a temp
 * DATA_DIR and a known admin, and waits for `GET /api/health` to answer 200. It serves the built web app
 * from apps/web/dist (the root `npm test` builds it first). `env` adds settings (e.g. `INTEGRATION_ALLOW_HOSTS`);
 * `demoLeads` seeds the demo team and that many demo leads first (`seed:demo`); `port` reuses a port (a
 * process restarted where the browser's page lives).
 */
export async function startServer(
  timeoutMs = 90_000,
  env: Record<string, string> = {},
  options: { demoLeads?: number; port?: number } = {},
): Promise<TestServer> {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'leadhouse-e2e-'));
  // Start from the database the e2e globalSetup migrated once (apps/server/src/test/e2e-global-setup.ts):
  // the server then skips initdb and the migrations, and still creates its first admin on the empty copy.
  const migrated = inject('lhMigratedPglite');
  if (migrated) cpSync(migrated, join(dataDir, 'pglite'), { recursive: true });
  if (options.demoLeads !== undefined) await seedDemo(dataDir, options.demoLeads, env);
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, await entryArgs('server'), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitForHealth(baseUrl, child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, kill };
}

/** A light screen of the signed-in shell that `visit` passes through to open the page it is on afresh. */
const WAYPOINT = '/keys';

/**
 * Opens `path` the way a link inside the app does (React Router follows `popstate`): the screen mounts
 * afresh and reads its URL, while the shell and the JavaScript the browser already ran stay. On the leads
 * list that is about a second of the renderer's main thread less than a reload (1.1-1.4 s less per screen,
 * docs/benchmarks.md "Session 27"), and browser journeys open screens some 150 times a run. A screen on the
 * same path is first left for a light one (`WAYPOINT`), so it loses its own state (open dialogs, selection)
 * as after a reload; outside the signed-in shell (signed out, another origin, a blank page) it reloads
 * (`page.goto`). Resolves once the previous screen has left; the caller waits for what the new one shows.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const here = /^https?:/.test(page.url()) ? new URL(page.url()) : undefined;
  const target = new URL(path, here ?? 'http://x/');
  if (
    !here ||
    (target.protocol !== 'http:' && target.protocol !== 'https:') ||
    here.origin !== target.origin
  ) {
    await page.goto(path);
    return;
  }
  const hops =
    here.pathname !== target.pathname ? [path] : here.pathname !== WAYPOINT ? [WAYPOINT, path] : [];
  if (hops.length === 0) await page.goto(path);
  for (const to of hops) {
    // The screen's root is the last element of the shell's page container (app-layout.tsx `MainContent`). It is
    // marked and the link followed in one task of the page, so no render comes between the two.
    const left = await page.evaluate((url) => {
      const screen = document.querySelector('main')?.firstElementChild?.lastElementChild;
      if (!screen) return false;
      screen.setAttribute('data-leaving', '');
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, to);
    if (!left) {
      await page.goto(path);
      return;
    }
    await page.locator('[data-leaving]').waitFor({ state: 'detached' });
  }
}
