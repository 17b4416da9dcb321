/**
 * First-load bytes of `/signin` and `/leads`: starts the app in this process on an in-memory PGlite with
 * the built web app (`npm run build`, or `--web-dist DIR`), loads each page with a cold HTTP cache in
 * headless Chromium (playwright-core, `/usr/bin/chromium`) and sums, over every response of the load,
 * the body bytes as received on the wire (compressed when the server compressed) and decoded.
 *
 *   npx tsx src/scripts/first-load-bytes.ts [--web-dist DIR] [--settle-ms 20000]
 *
 * `--settle-ms` waits after start-up so the background precompression of assets is done (0: cold).
 *
 * `/leads` is loaded signed in (session taken from a sign-in through the form, cache emptied after),
 * then once more in the same browser context (what the HTTP cache saves on a revisit).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { bootstrapAdmin } from '../modules/users/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.js';

const ADMIN = { email: 'bytes@example.com', password: 'First-Load-Bytes-1' };

/** Totals of one page load: responses, wire bytes (encoded bodies), decoded bytes. */
interface LoadBytes {
  responses: number;
  wire: number;
  raw: number;
}

/** Loads `url` in `context` until the network is idle and sums the bytes of every response. */
async function measure(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<LoadBytes> {
  const page = await context.newPage();
  // The signed-in shell keeps its live event stream open (issue 21), so the network would never be idle;
  // the stream is not part of what a first load downloads, so it is refused here.
  await page.route('**/api/events', (route) => route.abort());
  const pending: Promise<{ wire: number; raw: number; url: string }>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const raw = response ? (await response.body()).length : 0;
        return { wire: Math.max(0, sizes.responseBodySize), raw, url: request.url() };
      })().catch(() => ({ wire: 0, raw: 0, url: `(closed) ${request.url()}` })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  let all: { wire: number; raw: number; url: string }[] = [];
  while (all.length < pending.length) all = await Promise.all(pending);
  if (process.env.DEBUG_BYTES) {
    console.log(`${url} -> ${page.url()}`);
    for (const r of all) console.log(`  ${r.wire}\t${r.raw}\t${r.url}`);
  }
  await page.close();
  return {
    responses: all.length,
    wire: all.reduce((s, r) => s + r.wire, 0),
    raw: all.reduce((s, r) => s + r.raw, 0),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'web-dist': { type: 'string' }, 'settle-ms': { type: 'string', default: '20000' } },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bytes-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    ...(values['web-dist'] ? { WEB_DIST: values['web-dist'] } : {}),
  });
  const database = await openDatabase({ dataDir, inMemory: true });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  await bootstrapAdmin(database.db, ADMIN, app.log);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Lets the background precompression of web assets finish, to measure the steady state.
  await new Promise((r) => setTimeout(r, Number(values['settle-ms'])));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const cold = await browser.newContext({ baseURL: base });
    const signin = await measure(cold, '/signin', (p) =>
      p.getByRole('button', { name: 'Sign in' }).waitFor(),
    );

    const page = await cold.newPage();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/leads');
    const storageState = await cold.storageState();
    await cold.close();

    const session = await browser.newContext({ baseURL: base, storageState });
    const leads = await measure(session, '/leads', (p) => p.getByText('No record found').waitFor());
    // Same context again: what the HTTP cache (immutable assets, revalidated index.html) saves.
    const revisit = await measure(session, '/leads', (p) => p.getByText('No record found').waitFor());
    await session.close();

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`web: ${config.webDist}`);
    for (const [name, r] of [
      ['/signin', signin],
      ['/leads', leads],
      ['/leads (revisit)', revisit],
    ] as const) {
      console.log(
        `${name.padEnd(17)} ${String(r.responses).padStart(3)} responses  wire ${kb(r.wire).padStart(10)}` +
          `  raw ${kb(r.raw).padStart(10)}  (${r.wire} / ${r.raw} bytes)`,
      );
    }
  } finally {
    await browser?.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
