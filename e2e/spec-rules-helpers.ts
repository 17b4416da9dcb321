import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gridRowIds } from './grid-rows';
import { DEMO_PASSWORD, ROW } from './harness';
import { useLanguage } from './journey';
import { dismissToasts } from './toasts';

/*
 * Helpers of the spec §4 browser tests (e2e/spec-rules-*.e2e.ts): the demo sales floor's API, a signed-in
 * page per viewport and language, the grid's rows compared with what the API lists for the same URL, and
 * the time a toast stays on screen (on the page's clock).
 */

export const WIDE = { width: 1440, height: 900 } as const;
export const NARROW = { width: 390, height: 844 } as const;
export const DEMO_ADMIN = 'admin.1@demo.leadhouse.local';
export const DEMO_MANAGER = 'sales-manager.1@demo.leadhouse.local';

/** The data grid's pagination labels (MUI's own locale texts, en and ar: `paginationItemAriaLabel`). */
export const PAGER = {
  en: { next: 'Go to next page', previous: 'Go to previous page' },
  ar: { next: 'انتقل إلى الصفحة التالية', previous: 'انتقل إلى الصفحة السابقة' },
} as const;
export type Language = keyof typeof PAGER;

/** `expect.poll` with a browser's patience (vitest's default gives up after 1 s). */
export function eventually<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout });
}

/** `/api<path>`: GET without a body, else POST (`method` to override); throws on a non-2xx answer. */
export async function api<T>(
  baseUrl: string,
  path: string,
  body?: unknown,
  token?: string,
  method?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A demo user's bearer token. */
export async function tokenOf(baseUrl: string, email: string): Promise<string> {
  const { token } = await api<{ token: string }>(baseUrl, '/auth', {
    username: email,
    password: DEMO_PASSWORD,
  });
  return token;
}

/** Fills and sends the sign-in form (English labels: the sign-in screen of a fresh context). */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A context signed in as `email` at `viewport` in `language` (stored as the app does), on `/leads` with rows
 * drawn and no toast on screen.
 */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number },
  language: Language = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto('/signin');
  await submitSignIn(page, email);
  await page.waitForURL('**/leads');
  if (language !== 'en') await useLanguage(page, language);
  await page.locator(ROW).first().waitFor();
  // The user closes the sign-in toast before working: on a phone it lies over the grid's pager, and a click on
  // Next waited ~8 s for it to leave (Playwright's retries kept the pointer on it, which pauses it).
  await dismissToasts(page);
  return { context, page };
}

/** The ids of the grid's rows, in order: every row of the page, scrolled through (`gridRowIds`). */
export function rowIds(page: Page): Promise<string[]> {
  return gridRowIds(page);
}

/**
 * Waits until the grid draws rows and shows no loader (its progress bar or skeleton rows), and answers their
 * ids. Not `networkidle`: the signed-in shell keeps its live event stream open (issue 21).
 */
export async function settledRows(page: Page): Promise<string[]> {
  const grid = page.locator('.MuiDataGrid-root'); // the grid with its overlays (role=grid is inside)
  await expect
    .poll(
      async () =>
        (await page.locator(ROW).count()) > 0 &&
        (await grid.getByRole('progressbar').count()) === 0 &&
        (await grid.locator('.MuiDataGrid-rowSkeleton').count()) === 0,
      { timeout: 30_000 },
    )
    .toBe(true);
  return rowIds(page);
}

/** The `GET /api/leads` query the leads URL names (page, limit, sort, search, filters), as the web sends it. */
export function listQueryOf(url: string): URLSearchParams {
  const from = new URL(url).searchParams;
  const query = new URLSearchParams({ page: from.get('page') ?? '1', limit: from.get('limit') ?? '40' });
  const sort = from.get('sort');
  if (sort) {
    const field = sort.replace(/^-/, '');
    query.set('sortBy', JSON.stringify({ [field]: sort.startsWith('-') ? -1 : 1 }));
  }
  if (from.get('search')) query.set('keywords', from.get('search')!);
  for (const [key, value] of from) if (/^[A-Z_]+$/.test(key)) query.set(key, value);
  return query;
}

/** The lead ids the API lists for the view in the page's URL, asked independently of the browser. */
export async function apiIdsOf(page: Page, baseUrl: string, token: string): Promise<string[]> {
  const { rows } = await api<{ rows: Array<{ id: string }> }>(
    baseUrl,
    `/leads?${listQueryOf(page.url()).toString()}`,
    undefined,
    token,
  );
  return rows.map((r) => r.id);
}

/** Polls until the grid shows exactly the rows the API lists for the URL's view, in the same order. */
export async function expectGridMatchesUrl(page: Page, baseUrl: string, token: string): Promise<string[]> {
  let expected: string[] = [];
  await expect
    .poll(
      async () => {
        expected = await apiIdsOf(page, baseUrl, token);
        return (await rowIds(page)).join(',') === expected.join(',');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(expected.length).toBeGreaterThan(0);
  return expected;
}

/** The checked row checkboxes of the grid (every language: by role and state, not by label). */
export function checkedRows(page: Page): Locator {
  return page.locator(ROW).getByRole('checkbox', { checked: true });
}

/** The grid's "select all rows" checkbox: the one checkbox of the column headers. */
export function headerCheckbox(page: Page): Locator {
  return page.getByRole('columnheader').getByRole('checkbox');
}

/** Page-clock step while waiting for a trigger's answer to show (small: it bounds how loose the checks are). */
const STEP_MS = 10;

/**
 * Stops the page's clock a moment ahead of its present (time flows while the call travels; a busy machine needs
 * a wider margin, so it widens until the stop lands in the future).
 */
async function stopClock(page: Page): Promise<void> {
  for (const aheadMs of [200, 1_000, 5_000]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || aheadMs === 5_000) throw error;
    }
  }
}

/**
 * Stops the page's clock (Playwright's fake timers: `context.clock.install()` before the page loaded), runs
 * `trigger` and moves page time on in 10 ms steps until `shown()`. Answers how much page time that took: what
 * `shown()` reflects appeared between 0 and `stepped` ms after the stop. The clock stays stopped (the caller
 * moves it on with `page.clock.runFor` and lets it flow with `page.clock.resume()`). Wait for the page to be
 * ready for `trigger` first: a page still rendering may need timers that no longer run.
 */
export async function showOnStoppedClock(
  page: Page,
  shown: () => Promise<boolean>,
  trigger: () => Promise<void>,
): Promise<number> {
  await stopClock(page);
  await trigger();
  // A pointer over a snackbar pauses its timer (MUI): keep it in a corner.
  await page.mouse.move(1, 1);
  let stepped = 0;
  while (!(await shown())) {
    if (stepped > 10_000) throw new Error('not shown within 10 s of page time');
    await page.clock.runFor(STEP_MS);
    stepped += STEP_MS;
  }
  return stepped;
}

/**
 * Checks, on the page's own clock, that `shown()` turns true once `trigger` ran, stays true for `durationMs`
 * and is false again within `exitMs` after that (a toast hiding, a timed redirect). It appeared `0` … `stepped`
 * ms of page time after the clock stopped (`showOnStoppedClock`), so it must still be shown at `durationMs − 100`
 * and gone by `stepped + durationMs + exitMs`. No wall-clock figure is read: a busy machine can neither pass nor fail
 * it. Time flows again afterwards.
 */
export async function shownFor(
  page: Page,
  shown: () => Promise<boolean>,
  trigger: () => Promise<void>,
  durationMs: number,
  exitMs = 1_000,
): Promise<void> {
  try {
    const stepped = await showOnStoppedClock(page, shown, trigger);
    if (stepped > durationMs - 500) throw new Error(`shown only after ${stepped} ms of page time`);
    // The last 300 ms in small steps: what a timer sets renders between two calls (React schedules its render
    // outside the timers), and an exit transition's own timer starts only after that render; so a hide due
    // early would have run its course by the check.
    await page.clock.runFor(durationMs - 400 - stepped);
    for (let i = 0; i < 6; i++) await page.clock.runFor(50);
    expect(await shown(), `still shown ${durationMs - 100} ms after the trigger`).toBe(true);
    // Past its due time, then the same small steps until it is gone.
    await page.clock.runFor(stepped + 100);
    for (let after = 0; await shown(); after += STEP_MS * 5) {
      if (after >= exitMs)
        throw new Error(`still shown ${durationMs + exitMs} ms of page time after it showed`);
      await page.clock.runFor(STEP_MS * 5);
    }
  } finally {
    await page.clock.resume();
  }
}
