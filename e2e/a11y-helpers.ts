import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, ROW, startServer, type TestServer, tick, visit } from './harness';
import { closeJourney, signIn, useLanguage } from './journey';
import { launchChromium } from './toasts';

/*
 * Shared parts of the accessibility checks (issue 18, partners item 3): axe-core on every screen of the app,
 * in English (`a11y.e2e.ts`, with the dark theme and the skip link) and in Arabic, right to left
 * (`a11y-ar.e2e.ts`), on the demo data (600 leads, the floor most journeys share: seeded once per run). Two
 * files so the two languages run side by side on CI's two workers. A screen passes with no violation of
 * impact "serious" or "critical"; a failure lists each rule id with its targets.
 */

export const ADMIN_DEMO = 'admin.1@demo.leadhouse.local';
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Visible names the journey clicks, per language (production builds carry no icon test ids). */
const NAMES = {
  en: { import: 'Import', themeSettings: 'Theme settings' },
  ar: { import: 'استيراد', themeSettings: 'إعدادات المظهر' },
} as const;
/** A small CSV for the import dialog's mapping and check steps. */
const FEW_LEADS = Buffer.from(
  'first_name,last_name,email,phone,country\r\nAmina,Haddad,amina@example.com,0501234567,SA\r\nLuca,Verdi,luca@example.com,3331234567,IT\r\n',
);

/** The serious and critical axe violations of the page (or of `include`), one line per rule and target. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are checked as they end, not halfway through a transition (a button turning enabled fades its
  // text and background for 250 ms): wait for every finite CSS transition and animation to finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only violations are reported back: the passes and incomplete results (most of axe's answer) are not needed.
  // Legacy mode runs `axe.run` in the page itself (same-origin frames included; the app has no cross-origin
  // frame). The default mode sends every check's partial result for every node through the test process into
  // a blank page opened for `axe.finishRun`: 12-17 s on the leads grid against 3-4 s (docs/decisions.md
  // "Test suite speed").
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id} @ ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
  // Printed as found, so a failing run shows every rule and target before the summary.
  if (found.length) console.warn(`${page.url()}\n${found.join('\n')}`);
  return found;
}

/** No progress bar is left in `scope` (lists, charts and dialogs have loaded). */
export async function settled(scope: Page | Locator): Promise<void> {
  await expect.poll(() => scope.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
}

/** Opens the leads list's import dialog (its button named in `language`) once the list has rows. */
async function openImport(page: Page, language: Language): Promise<void> {
  await page.locator(ROW).first().waitFor();
  await page.getByRole('button', { name: NAMES[language].import, exact: true }).click();
}

/** The open dialog or drawer: its own check leaves out the page behind it (checked on its own). */
export const DIALOG = '[role="dialog"]';

/** A screen of the signed-in app: where to go, what shows it is ready, and what to open on it. */
export interface Screen {
  name: string;
  path: string;
  /** Waits for the screen's data; may open a dialog or tab; returns the part to check (default: whole page). */
  open?: (page: Page, language: Language) => Promise<string | undefined>;
}

/** A screen's `open` that waits for its grid's first row of data. */
const rowDrawn: Screen['open'] = async (p) => void (await p.locator(ROW).first().waitFor());

/** A screen's `open` that clicks its tab `index` (0 is the first, shown on arrival). */
const openTab =
  (index: number): Screen['open'] =>
  async (p) => {
    await p.getByRole('tab').nth(index).click();
    return undefined;
  };

/** Every screen of the app reached from the sidebar, with its dialogs and drawers (spec §2). */
export const SCREENS: Screen[] = [
  {
    name: 'leads list with a selection (bulk actions, export selected)',
    path: '/leads',
    open: async (p) => {
      await tick(p.locator(`${ROW} input[type="checkbox"]`).first());
      return undefined;
    },
  },
  {
    name: 'lead drawer, every tab (details, deposits, deliveries, ...)',
    path: '/leads',
    open: async (p) => {
      await p.locator(`${ROW} [data-field="firstName"] button`).first().click();
      const drawer = p.getByRole('dialog');
      const tabs = drawer.getByRole('tab');
      await tabs.first().waitFor();
      const found: string[] = [];
      // Every tab but the last one here; the last one is checked by the caller.
      for (let i = 0; i < (await tabs.count()) - 1; i++) {
        await tabs.nth(i).click();
        await settled(drawer);
        found.push(...(await seriousViolations(p, DIALOG)).map((v) => `tab ${i}: ${v}`));
      }
      if (found.length) throw new Error(found.join('\n'));
      await tabs.last().click();
      return DIALOG;
    },
  },
  {
    name: 'import dialog',
    path: '/leads',
    open: async (p, language) => {
      await openImport(p, language);
      await p.getByRole('dialog').waitFor();
      return DIALOG;
    },
  },
  {
    name: 'import dialog, mapping and check of a file',
    path: '/leads',
    open: async (p, language) => {
      await openImport(p, language);
      await p
        .getByTestId('csv-file-input')
        .setInputFiles({ name: 'few.csv', mimeType: 'text/csv', buffer: FEW_LEADS });
      await p.getByRole('dialog').getByTestId('detected').waitFor();
      await p.getByRole('dialog').getByTestId('check-figures').waitFor();
      return DIALOG;
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    open: async (p) => void (await p.getByTestId('figure-leads').waitFor()),
  },
  {
    name: 'reports',
    path: '/reports',
    // Checked once the report is shown: Export turns enabled when its data arrives, and a colour caught
    // in that fade (2.62:1 in CI) is not the colour the user reads.
    open: async (p) => {
      await expect.poll(() => p.locator('.MuiSkeleton-root').count()).toBe(0);
      await expect.poll(() => p.locator('button.MuiButton-outlined.Mui-disabled').count()).toBe(0);
      return undefined;
    },
  },
  { name: 'users', path: '/users', open: rowDrawn },
  { name: 'pools', path: '/pools' },
  { name: 'integrations', path: '/integrations' },
  { name: 'integration deliveries', path: '/integrations', open: openTab(1) },
  { name: 'api keys', path: '/keys' },
  { name: 'accounts', path: '/accounts', open: rowDrawn },
  {
    name: 'account page',
    path: '/accounts',
    open: async (p) => {
      await p.locator(`${ROW} [data-field]`).first().click();
      await p.waitForURL('**/account/*');
      await p.getByTestId('account-balance').waitFor();
      return undefined;
    },
  },
  { name: 'domains', path: '/domains', open: rowDrawn },
  { name: 'ad-group analytics', path: '/analytics', open: rowDrawn },
  { name: 'campaigns', path: '/campaigns', open: rowDrawn },
  { name: 'sources', path: '/sources' },
  // Lead distribution (issue 22): revenue and margin, flows with cap meters, the simulator, the held queue.
  { name: 'revenue', path: '/revenue' },
  { name: 'distribution flows', path: '/distribution' },
  { name: 'distribution simulator', path: '/distribution', open: openTab(1) },
  { name: 'distribution held leads', path: '/distribution', open: openTab(2) },
  {
    name: 'settings drawer',
    path: '/leads',
    open: async (p, language) => {
      await p.getByRole('button', { name: NAMES[language].themeSettings }).click();
      await p.locator('.MuiDrawer-paper').last().waitFor();
      return undefined;
    },
  },
];

/** The screens with status chips and coloured labels, checked again in the dark theme. */
export const DARK_SCREENS = SCREENS.filter((s) =>
  ['leads list', 'lead drawer', 'integration deliveries', 'domains', 'account page'].some((n) =>
    s.name.startsWith(n),
  ),
);

/** One server on the demo floor, one browser, a signed-out context and a signed-in page (the demo admin). */
export interface A11ySession {
  server: TestServer;
  browser: Browser;
  signedOut: BrowserContext;
  page: Page;
}

/** Starts the server and browser and signs the demo admin in (the first-visit alert dismissed). */
export async function startA11ySession(): Promise<A11ySession> {
  const server = await startServer(120_000, {}, { demoLeads: 600 });
  const browser = await launchChromium();
  const options = {
    baseURL: server.baseUrl,
    viewport: { width: 1440, height: 1000 },
    reducedMotion: 'reduce' as const,
  };
  const signedOut = await browser.newContext(options);
  const signedIn = await browser.newContext(options);
  const page = await signedIn.newPage();
  await signIn(page, { email: ADMIN_DEMO, password: DEMO_PASSWORD });
  await page.getByRole('alert').getByRole('button').click();
  return { server, browser, signedOut, page };
}

/**
 * `useLanguage` (stored, then a reload) unless the rendered page already shows `language`: English is the
 * default, and a context keeps the language stored by its first page, so most checks need no reload.
 */
async function showLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  await useLanguage(page, language);
}

/** Signed-out screens: each in a fresh page of the signed-out context, in `language`. */
export async function signedOutViolations(
  s: A11ySession,
  path: string,
  language: Language,
): Promise<string[]> {
  const p = await s.signedOut.newPage();
  await p.goto(path);
  await p.locator('main, form').first().waitFor();
  await showLanguage(p, language);
  await p.locator('main, form').first().waitFor();
  const found = await seriousViolations(p);
  await p.close();
  return found;
}

/**
 * A signed-in screen: go there as a link in the app does (`visit`), open what it names, wait for its data,
 * check it (or its dialog).
 */
export async function screenViolations(page: Page, screen: Screen, language: Language): Promise<string[]> {
  await visit(page, screen.path);
  await page.locator('main').waitFor();
  const include = await screen.open?.(page, language);
  await settled(page);
  return seriousViolations(page, include);
}

export const SIGNED_OUT_PATHS = ['/signin', '/signup', '/forgot-password'];

/**
 * The checks every screen gets in `language`, for the enclosing `describe`: its `beforeAll` (240 s) opens an
 * `A11ySession` in that language, its `afterAll` closes it; then each signed-out path and each signed-in
 * screen (`SCREENS`) must show no serious or critical violation. Answers the session, filled by that
 * `beforeAll`, for the file's own tests.
 */
export function checkEveryScreenIn(language: Language): A11ySession {
  const s = {} as A11ySession;
  beforeAll(async () => {
    Object.assign(s, await startA11ySession());
    await showLanguage(s.page, language);
  }, 240_000);
  afterAll(() => closeJourney(s));

  it.each(SIGNED_OUT_PATHS)('signed out: %s has no serious or critical violation', async (path) => {
    expect((await signedOutViolations(s, path, language)).join('\n')).toBe('');
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    'signed in: %s has no serious or critical violation',
    async (_, screen) => {
      expect((await screenViolations(s.page, screen, language)).join('\n')).toBe('');
    },
  );
  return s;
}
