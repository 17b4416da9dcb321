import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  chooseOption,
  CHROMIUM_PATH,
  hasChromium,
  menuOpened,
  SCREENSHOTS,
  startServer,
  type TestServer,
} from './harness';
import { launchChromium, toastShown } from './toasts';

/*
 * What a browser journey file sets up and signs in with, written once: its server, Chromium, one page, and
 * the console errors that page logged (each journey ends by expecting none).
 */

/** A journey's parts, made by `openJourney` in the file's `beforeAll`. */
export interface Journey {
  server: TestServer;
  browser: Browser;
  page: Page;
  /** Texts of the page's `console.error` messages, in order. */
  consoleErrors: string[];
}

/**
 * Starts a journey: the screenshots folder, the server (`startServer(...start)`), Chromium (toasts recorded,
 * e2e/toasts.ts) and one page of a new context on the server with `context` (viewport, time zone, downloads).
 * @throws what `startServer` or the browser's launch throws (a started server is stopped first).
 */
export async function openJourney(
  context: BrowserContextOptions,
  ...start: Parameters<typeof startServer>
): Promise<Journey> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await startServer(...start);
  try {
    const browser = await launchChromium();
    const page = await (
      await browser.newContext({ baseURL: server.baseUrl, reducedMotion: 'no-preference', ...context })
    ).newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    return { server, browser, page, consoleErrors };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Closes a journey's browser, then its server (the file's `afterAll`), then the loopback `services` it talked to
 * (a partner, a DNS server), in that order; what never opened is passed over.
 */
export async function closeJourney(
  journey: Partial<Pick<Journey, 'browser' | 'server'>> | undefined,
  ...services: Array<{ close: () => Promise<void> } | undefined>
): Promise<void> {
  await journey?.browser?.close();
  await journey?.server?.stop();
  for (const service of services) await service?.close();
}

/**
 * `describe` for a browser journey: skipped where there is no Chromium (`CHROMIUM_PATH`, harness), with a
 * warning that says so when the file loads.
 */
export function describeInChromium(name: string, body: () => void): void {
  if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);
  describe.skipIf(!hasChromium)(name, body);
}

/** The demo sales floor most journeys share (600 leads), so the run seeds it once (harness `startServer`). */
export const DEMO_FLOOR_LEADS = 600;

/** A server on the demo floor and one Chromium (toasts recorded); each test opens its own contexts. */
export interface Floor {
  server: TestServer;
  browser: Browser;
}

/**
 * The demo floor of the enclosing `describe`: its `beforeAll` (300 s, time for a first seed) starts the server
 * on `leads` demo leads (`startServer`'s `demoLeads`) and then Chromium (`launchChromium`), its `afterAll`
 * closes both. The returned object is filled by that `beforeAll`; the describe's own `beforeAll`s run after it.
 */
export function useDemoFloor(leads = DEMO_FLOOR_LEADS): Floor {
  const floor: Partial<Floor> = {};
  beforeAll(async () => {
    floor.server = await startServer(120_000, {}, { demoLeads: leads });
    floor.browser = await launchChromium();
  }, 300_000);
  afterAll(() => closeJourney(floor));
  return floor as Floor;
}

/** Signs `user` in on the sign-in screen (English labels) and waits for the leads list it lands on. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/leads');
}

/** Sets the UI language kept in local storage and reloads until `<html lang>` follows it. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}

/**
 * On the leads list: opens the Filters panel, picks the status labelled `status` (English, as the list shows
 * it), closes the list (Escape) and applies the filter. The caller waits for the list it expects.
 */
export async function filterLeadsByStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filter leads' });
  await chooseOption(page, panel.getByRole('combobox', { name: 'Status' }), status);
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
}

/**
 * On the leads list with a selection: opens the bulk Status menu and answers its items once it has opened.
 */
export async function openBulkStatus(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Status', exact: true }).click();
  await menuOpened(page);
  return page.getByRole('menuitem');
}

/**
 * Gives the selected leads the status labelled `status` (English, lowercase: "follow up") through the bulk
 * Status menu, and waits for its toast.
 */
export async function setBulkStatus(page: Page, status: string): Promise<void> {
  const items = await openBulkStatus(page);
  await items.filter({ hasText: new RegExp(`^${status}$`) }).click();
  await toastShown(page, 'Status changed Successfully!');
}

/**
 * Follows the sidebar link `link` to its screen (its URL ending in `/path`), clicks the screen's button `button`
 * and answers the dialog it opens, named `dialog` (by default the button's own name).
 */
export async function openScreenDialog(
  page: Page,
  { link, path, button, dialog = button }: { link: string; path: string; button: string; dialog?: string },
): Promise<Locator> {
  await page.getByRole('link', { name: link }).click();
  await page.waitForURL(`**/${path}`);
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: dialog });
}

/**
 * Opens Integrations, then "Add integration", and fills the partner's part of the form: its integration
 * user (the option matching `user`), its name, the partner's address and where the partner's answer holds
 * the customer id (`data.customerId`). Returns the form, left open for the journey's own fields and Create.
 */
export async function startNewIntegration(
  page: Page,
  { user, name, address }: { user: RegExp; name: string; address: string },
): Promise<Locator> {
  const form = await openScreenDialog(page, {
    link: 'Integrations',
    path: 'integrations',
    button: 'Add integration',
  });
  await chooseOption(page, form.getByRole('combobox', { name: /Integration user/ }), user);
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Partner address/ }).fill(address);
  await form.getByRole('textbox', { name: /Where the customer id is/ }).fill('data.customerId');
  return form;
}
