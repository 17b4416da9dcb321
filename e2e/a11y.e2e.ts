import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  hasChromium,
  ROW,
  startServer,
  type TestServer,
} from './harness';

/*
 * Issue 18 (partners, item 3): axe-core on every screen of the app, in English and in Arabic (right to
 * left), on the demo data (600 leads, the floor most journeys share: seeded once per run). A screen passes with no violation of impact "serious" or "critical"; a failure
 * lists each rule id with its targets. One server, one browser, one page per session.
 */

const ADMIN_DEMO = 'admin.1@demo.leadhouse.local';
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
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
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
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
  const builder = new AxeBuilder({ page });
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

/** Sets the UI language kept in local storage and reloads until `<html lang>` follows it. */
async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}

/** No progress bar is left in `scope` (lists, charts and dialogs have loaded). */
async function settled(scope: Page | Locator): Promise<void> {
  await expect.poll(() => scope.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
}

/** The open dialog or drawer: its own check leaves out the page behind it (checked on its own). */
const DIALOG = '[role="dialog"]';

/** A screen of the signed-in app: where to go, what shows it is ready, and what to open on it. */
interface Screen {
  name: string;
  path: string;
  /** Waits for the screen's data; may open a dialog or tab; returns the part to check (default: whole page). */
  open?: (page: Page, language: Language) => Promise<string | undefined>;
}

/** Every screen of the app reached from the sidebar, with its dialogs and drawers (spec §2). */
const SCREENS: Screen[] = [
  {
    name: 'leads list with a selection (bulk actions, export selected)',
    path: '/leads',
    open: async (p) => {
      await p.locator(`${ROW} input[type="checkbox"]`).first().check();
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
      await p.locator(ROW).first().waitFor();
      await p.getByRole('button', { name: NAMES[language].import, exact: true }).click();
      await p.getByRole('dialog').waitFor();
      return DIALOG;
    },
  },
  {
    name: 'import dialog, mapping and check of a file',
    path: '/leads',
    open: async (p, language) => {
      await p.locator(ROW).first().waitFor();
      await p.getByRole('button', { name: NAMES[language].import, exact: true }).click();
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
  { name: 'users', path: '/users', open: async (p) => void (await p.locator(ROW).first().waitFor()) },
  { name: 'pools', path: '/pools' },
  { name: 'integrations', path: '/integrations' },
  {
    name: 'integration deliveries',
    path: '/integrations',
    open: async (p) => {
      await p.getByRole('tab').nth(1).click();
      return undefined;
    },
  },
  { name: 'api keys', path: '/keys' },
  { name: 'accounts', path: '/accounts', open: async (p) => void (await p.locator(ROW).first().waitFor()) },
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
  { name: 'domains', path: '/domains', open: async (p) => void (await p.locator(ROW).first().waitFor()) },
  {
    name: 'ad-group analytics',
    path: '/analytics',
    open: async (p) => void (await p.locator(ROW).first().waitFor()),
  },
  { name: 'campaigns', path: '/campaigns', open: async (p) => void (await p.locator(ROW).first().waitFor()) },
  { name: 'sources', path: '/sources' },
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
const DARK_SCREENS = SCREENS.filter((s) =>
  ['leads list', 'lead drawer', 'integration deliveries', 'domains', 'account page'].some((n) =>
    s.name.startsWith(n),
  ),
);

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

describe.skipIf(!hasChromium)('accessibility (axe-core) of every screen in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let signedOut: BrowserContext;
  let signedIn: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(120_000, {}, { demoLeads: 600 });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const options = {
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 1000 },
      reducedMotion: 'reduce' as const,
    };
    signedOut = await browser.newContext(options);
    signedIn = await browser.newContext(options);
    page = await signedIn.newPage();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ADMIN_DEMO);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/leads');
    await page.getByRole('alert').getByRole('button').click();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(LANGUAGES)('signed out, in %s', (language) => {
    it.each(['/signin', '/signup', '/forgot-password'])(
      '%s has no serious or critical violation',
      async (path) => {
        const p = await signedOut.newPage();
        await p.goto(path);
        await useLanguage(p, language);
        await p.locator('main, form').first().waitFor();
        const found = await seriousViolations(p);
        await p.close();
        expect(found.join('\n')).toBe('');
      },
    );
  });

  describe.each(LANGUAGES)('signed in, in %s', (language) => {
    beforeAll(async () => {
      await useLanguage(page, language);
    });

    it.each(SCREENS.map((s) => [s.name, s] as const))(
      '%s has no serious or critical violation',
      async (_, screen) => {
        await page.goto(screen.path);
        await page.locator('main').waitFor();
        const include = await screen.open?.(page, language);
        await settled(page);
        const found = await seriousViolations(page, include);
        expect(found.join('\n')).toBe('');
      },
    );
  });

  describe('signed in, dark theme, in en', () => {
    beforeAll(async () => {
      await useLanguage(page, 'en');
      await page.goto('/leads?theme-type=dark');
      await page.locator(ROW).first().waitFor();
      // The app keeps its appearance settings (debounced) under 'sideNav'.
      await vi.waitFor(
        async () => expect(await page.evaluate(() => localStorage.getItem('sideNav'))).toContain('"dark"'),
        { timeout: 10_000, interval: 100 },
      );
    });

    afterAll(async () => {
      await page.goto('/leads?theme-type=light');
      await vi.waitFor(
        async () => expect(await page.evaluate(() => localStorage.getItem('sideNav'))).toContain('"light"'),
        { timeout: 10_000, interval: 100 },
      );
    });

    it.each(DARK_SCREENS.map((s) => [s.name, s] as const))(
      '%s has no serious or critical violation',
      async (_, screen) => {
        await page.goto(screen.path);
        await page.locator('main').waitFor();
        const include = await screen.open?.(page, 'en');
        await settled(page);
        const found = await seriousViolations(page, include);
        expect(found.join('\n')).toBe('');
      },
    );
  });

  it('the first Tab stop is a "Skip to content" link that moves focus into the main content', async () => {
    await useLanguage(page, 'en');
    await page.goto('/leads');
    await page.locator(ROW).first().waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});
