import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { menuOpened, SCREENSHOTS, startServer, type TestServer } from './harness';
import { launchChromium } from './toasts';

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

/** Closes a journey's browser, then its server (the file's `afterAll`); nothing when it never opened. */
export async function closeJourney(journey: Journey | undefined): Promise<void> {
  await journey?.browser.close();
  await journey?.server.stop();
}

/** Signs `user` in on the sign-in screen (English labels) and waits for the leads list it lands on. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/leads');
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
  await page.getByRole('link', { name: 'Integrations' }).click();
  await page.waitForURL('**/integrations');
  await page.getByRole('button', { name: 'Add integration' }).click();
  const form = page.getByRole('dialog', { name: 'Add integration' });
  await form.getByRole('combobox', { name: /Integration user/ }).click();
  await menuOpened(page);
  await page.getByRole('option', { name: user }).click();
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Partner address/ }).fill(address);
  await form.getByRole('textbox', { name: /Where the customer id is/ }).fill('data.customerId');
  return form;
}
