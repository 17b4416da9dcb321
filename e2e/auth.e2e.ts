import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CHROMIUM_PATH, hasChromium, menuOpened, SCREENSHOTS } from './harness';
import { closeJourney, openJourney, type Journey } from './journey';
import { submitSignIn } from './spec-rules-helpers';
import { toastShown } from './toasts';

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

describe.skipIf(!hasChromium)('auth journey in Chromium', () => {
  let page: Page;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney({ viewport: { width: 1440, height: 900 } });
    ({ page } = journey);
  });

  afterAll(async () => {
    await closeJourney(journey);
  });

  it('redirects an unauthenticated visit to /signin and returns there after sign-in', async () => {
    await page.goto('/users');
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'signin.png') });

    await submitSignIn(page, ADMIN.email, ADMIN.password);
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
    await menuOpened(page);
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
    await menuOpened(page);
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/signin');
    // Logout fully clears localStorage, so the language is back to English.
    await page.goto('/leads');
    await page.waitForURL('**/signin');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');

    await submitSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/leads');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });

  it('logged no console errors', () => {
    // A 401 on a wrong password would be expected, but this journey never types one.
    expect(journey!.consoleErrors).toEqual([]);
  });
});
