import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CHROMIUM_PATH, hasChromium, SCREENSHOTS, startServer, type TestServer } from './harness';
import { launchChromium, toastShown } from './toasts';

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!hasChromium)('auth journey in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('redirects an unauthenticated visit to /signin and returns there after sign-in', async () => {
    await page.goto('/users');
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'signin.png') });

    await signIn(page);
    await page.waitForURL('**/users');
    await page.getByText(ADMIN.email).first().waitFor();
    await toastShown(page, 'Login successfully!');
    await page.screenshot({ path: join(SCREENSHOTS, 'users.png') });
  });

  it('sends / to /leads', async () => {
    await page.goto('/');
    await page.waitForURL('**/leads');
    await page.getByText('No record found').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'leads-empty.png') });
  });

  it('switches to Arabic and right to left', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.goto('/users');
    await page.getByText(ADMIN.email).first().waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'المستخدمون' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'users-ar.png') });
  });

  it('logs out, then a protected route needs a new sign-in', async () => {
    await page.getByRole('button', { name: 'قائمة الحساب' }).first().click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/signin');
    // Logout fully clears localStorage, so the language is back to English.
    await page.goto('/leads');
    await page.waitForURL('**/signin');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');

    await signIn(page);
    await page.waitForURL('**/leads');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });

  it('logged no console errors', () => {
    // A 401 on a wrong password would be expected, but this journey never types one.
    expect(consoleErrors).toEqual([]);
  });
});
