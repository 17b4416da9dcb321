import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CHROMIUM_PATH,
  hasChromium,
  menuOpened,
  SCREENSHOTS,
  type TestServer,
  visit,
} from './harness';
import { closeJourney, openJourney, signIn, type Journey } from './journey';
import { toastShown } from './toasts';

/*
 * Accounts journey (issue 12 §1-§4, §6): an admin creates an account, adds funds, adds a spend item,
 * subscribes it to a plan type (defined through the API by the admin), and sees the balance (the sum of its
 * ledger entries) and the statistics of the period with their chart. Screenshots in English and Arabic.
 */

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

describe.skipIf(!hasChromium)('accounts journey in Chromium', () => {
  let server: TestServer;
  let page: Page;
  let journey: Journey | undefined;
  let token = '';

  beforeAll(async () => {
    journey = await openJourney({ viewport: { width: 1360, height: 900 } });
    ({ server, page } = journey);
    // A plan type, defined by the admin through the API.
    const auth = await fetch(`${server.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    ({ token } = (await auth.json()) as { token: string });
    const type = await fetch(`${server.baseUrl}/api/accounts/activateType`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Starter', price: 10_00, periodDays: 30, leadsPerDay: 100 }),
    });
    expect(type.status).toBe(200);
  });

  afterAll(async () => {
    await closeJourney(journey);
  });

  const balance = () => page.getByTestId('account-balance');
  /** The account open on the page, as the API answers it (`/account/:id`). */
  const shown = async () => {
    const id = new URL(page.url()).pathname.split('/').pop();
    const res = await fetch(`${server.baseUrl}/api/accounts/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { account: { funds: number; active: boolean } }).account;
  };

  it('create an account, add funds, add a spend item, subscribe to a plan, see balance and statistics', async () => {
    await signIn(page, ADMIN);
    await visit(page, '/accounts');
    await page.getByRole('button', { name: 'Add account' }).click();
    const form = page.getByRole('dialog', { name: 'New account' });
    await form.getByRole('textbox', { name: /^Stage name/ }).fill('Zeta Media');
    await form.getByRole('button', { name: 'Create' }).click();
    await toastShown(page, 'Account created Successfully');
    await page.waitForURL('**/account/*');
    await expect.poll(() => balance().textContent()).toBe('$0.00');

    await page.getByRole('button', { name: 'Add funds' }).click();
    const funds = page.getByRole('dialog', { name: 'Add funds to Zeta Media' });
    await funds.getByRole('textbox', { name: /^Amount/ }).fill('250.00');
    await funds.getByRole('button', { name: 'Record' }).click();
    await toastShown(page, 'Funds added successfully');
    await expect.poll(() => balance().textContent()).toBe('$250.00');

    await page.getByRole('button', { name: 'Add spend item' }).click();
    const item = page.getByRole('dialog', { name: 'Add a spend item to Zeta Media' });
    await item.getByRole('textbox', { name: /^Amount/ }).fill('40');
    await item.getByRole('textbox', { name: /^Description/ }).fill('Google Ads, week 1');
    await item.getByRole('button', { name: 'Record' }).click();
    await toastShown(page, 'Spend item added');
    await expect.poll(() => balance().textContent()).toBe('$210.00');

    await page.getByRole('combobox', { name: 'Plan type' }).click();
    await menuOpened(page);
    await page.getByRole('option', { name: /^Starter/ }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toastShown(page, 'Type subscribed to account successfully');
    await expect.poll(() => balance().textContent()).toBe('$200.00');
    await page.getByText(/^Paid until /).waitFor();

    // The ledger shows three transactions and the check says the balance is the sum of its entries.
    const ledger = page.getByRole('grid', { name: 'Ledger' });
    await ledger.getByText('Plan charge').waitFor();
    await ledger.getByText('Google Ads, week 1').waitFor();
    await page.getByText('Balance = sum of its 6 ledger entries').waitFor();

    // Statistics of the default period (last 4 weeks): spend 40.00, balance at the end 200.00, a chart.
    const stats = page.getByRole('definition').filter({ hasText: '$40.00' });
    await stats.first().waitFor();
    await page.getByRole('figure', { name: 'Spend and balance per day' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'account-detail.png'), fullPage: true });

    // Arabic: right to left, the same page.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.getByText(/^الرصيد = مجموع قيوده/).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: join(SCREENSHOTS, 'account-detail-ar.png'), fullPage: true });
    expect(journey!.consoleErrors).toEqual([]);
  });

  it('in Arabic, reverses the spend item and deactivates the account, each with a reason it asks for', async () => {
    // The page is still the account, in Arabic. Reverse the spend item: a blank reason is refused.
    const ledger = page.getByRole('grid').filter({ hasText: 'Google Ads, week 1' });
    await ledger
      .getByRole('row')
      .filter({ hasText: 'Google Ads, week 1' })
      .getByRole('button', { name: 'عكس' })
      .click();
    const reverse = page.getByRole('dialog', { name: 'عكس هذه المعاملة' });
    await reverse.getByRole('button', { name: 'حفظ' }).click();
    await reverse.getByText('مطلوب', { exact: true }).waitFor();
    expect((await shown()).funds).toBe(200_00);
    await reverse.getByRole('textbox', { name: 'السبب' }).fill('حُجز مرتين');
    await reverse.getByRole('button', { name: 'حفظ' }).click();
    await toastShown(page, 'تم عكس المعاملة');
    await reverse.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await shown()).funds).toBe(240_00);
    await ledger.getByText('معكوسة').waitFor();

    // Deactivate: the switch asks for a reason first and changes nothing until it is given.
    await page.getByLabel('نشط', { exact: true }).click();
    const deactivate = page.getByRole('dialog', { name: 'إيقاف Zeta Media' });
    await deactivate.getByRole('button', { name: 'حفظ' }).click();
    await deactivate.getByText('مطلوب', { exact: true }).waitFor();
    expect((await shown()).active).toBe(true);
    await deactivate.getByRole('textbox', { name: 'السبب' }).fill('انتهى العقد');
    await page.screenshot({ path: join(SCREENSHOTS, 'account-deactivate-ar.png') });
    await deactivate.getByRole('button', { name: 'حفظ' }).click();
    await toastShown(page, 'تم تفعيل/إيقاف الحساب بنجاح');
    await expect.poll(async () => (await shown()).active).toBe(false);
    expect(await page.getByLabel('نشط', { exact: true }).isChecked()).toBe(false);
    expect(journey!.consoleErrors).toEqual([]);
  });
});
