import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { gridRowIds } from './grid-rows';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPartner, type Partner } from '../apps/server/src/test/partner';
import { ADMIN, chooseOption, ROW, SCREENSHOTS, settled, type TestServer, tick } from './harness';
import {
  closeJourney,
  describeInChromium,
  openJourney,
  openScreenDialog,
  signIn,
  startNewIntegration,
  type Journey,
} from './journey';
import { toastShown } from './toasts';
import { api } from './spec-rules-helpers';

/*
 * The lead pipeline journey (issue 10): a manager connects a partner (a real loopback HTTP partner, allowed
 * by INTEGRATION_ALLOW_HOSTS), sends a test lead, posts selected leads, watches accepted and error states,
 * replays the error, records a deposit, and the deposit filter finds the lead.
 */

const LEADS = ['Rania Aziz', 'Tariq Saleh', 'Layla Hassan', 'Fadi Karam'].map((name, i) => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  return {
    firstName,
    lastName,
    status: 'NEW',
    country: 'AE',
    phoneNumber: `50000001${String(i + 10).padStart(2, '0')}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    campaign: 'Gold-Webinar',
    platform: 'google',
  };
});

/** An integration user, four leads, and a second integration (flaky partner) made through the API. */
async function seed(baseUrl: string, partnerUrl: string): Promise<void> {
  const { token } = await api<{ token: string }>(baseUrl, '/auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  const bot = await api<{ id: string }>(
    baseUrl,
    '/users',
    {
      name: 'Partner Bot',
      email: 'partner.bot@example.com',
      password: 'E2e-Partner-Pass-2026!',
      role: 'integration',
      active: true,
    },
    token,
  );
  await api(
    baseUrl,
    '/users',
    {
      name: 'Amal Affiliate',
      email: 'amal.affiliate@example.com',
      password: 'E2e-Aff-Pass-2026!',
      role: 'affiliate',
      active: true,
    },
    token,
  );
  for (const lead of LEADS) await api(baseUrl, '/leads', lead, token);
  await api(
    baseUrl,
    '/integrations',
    {
      userId: bot.id,
      name: 'Flaky partner',
      url: `${partnerUrl}/flaky`,
      mapping: [{ target: 'email', source: 'email' }],
      customerIdPath: 'data.customerId',
    },
    token,
  );
}

/** Posts the selected leads to `integration` from the bulk bar and waits for the spec §8 message. */
async function postSelected(page: Page, integration: string, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Post to integration' }).click();
  const dialog = page.getByRole('dialog', { name: `Post ${count} leads to an integration` });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Integration' }), integration);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByText(`Leads had been POSTED Successfully, Count: ${count}`).waitFor();
}

describeInChromium('lead pipeline journey in Chromium', () => {
  let server: TestServer;
  let partner: Partner;
  let page: Page;
  let drawer: Locator;
  let leadName = '';
  let journey: Journey | undefined;

  beforeAll(async () => {
    partner = await startPartner({ failRate: 1 });
    journey = await openJourney({ viewport: { width: 1360, height: 820 } }, 90_000, {
      INTEGRATION_ALLOW_HOSTS: '127.0.0.1',
    });
    ({ server, page } = journey);
    await seed(server.baseUrl, partner.url);
  });

  afterAll(() => closeJourney(journey, partner));

  it('an admin connects a partner and sends a test lead', async () => {
    await signIn(page, ADMIN);
    const form = await startNewIntegration(page, {
      user: /Partner Bot/,
      name: 'Accepting partner',
      address: `${partner.url}/accept`,
    });
    await form.getByRole('button', { name: 'Create' }).click();
    const secrets = page.getByRole('dialog', { name: 'Signing secret and postback address' });
    await secrets.getByText(/shown only once/).waitFor();
    expect(await secrets.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    await secrets.getByRole('button', { name: 'I have stored them' }).click();

    const row = page.locator(ROW, { hasText: 'Accepting partner' });
    await row.getByRole('button', { name: 'Send test lead' }).click();
    const test = page.getByRole('dialog', { name: 'Test lead: Accepting partner' });
    await test.getByRole('button', { name: 'Send test lead' }).click();
    await test.getByText('accepted', { exact: true }).waitFor();
    await test.getByText(/POST http:\/\/127\.0\.0\.1/).waitFor();
    await test.getByText(/"customerId": "c-/).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'integration-test-send.png') });
    await test.getByRole('button', { name: 'Close' }).click();
    expect(partner.received.some((r) => r.path === '/accept')).toBe(true);
  });

  it('posts selected leads to both partners from the bulk bar', async () => {
    await page.getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL('**/leads');
    await page
      .locator(ROW)
      .nth(LEADS.length - 1)
      .waitFor();
    await page.getByRole('checkbox', { name: 'Select all rows' }).click();
    await page.getByText(`Selected: ${LEADS.length}`).waitFor();
    await postSelected(page, 'Accepting partner', LEADS.length);
    const boxes = page.getByRole('checkbox', { name: 'Select row' });
    await tick(boxes.nth(0));
    await tick(boxes.nth(1));
    await page.getByText('Selected: 2').waitFor();
    await postSelected(page, 'Flaky partner', 2);
  });

  it('shows accepted and error deliveries on the lead, and replays the error', async () => {
    const first = page.locator(ROW).first();
    leadName = `${await first.locator('[data-field="firstName"]').innerText()} ${await first
      .locator('[data-field="lastName"]')
      .innerText()}`;
    await first.locator('[data-field="firstName"] button').click();
    drawer = page.getByRole('dialog', { name: leadName });
    await drawer.getByRole('tab', { name: 'Integrations' }).click();
    await drawer.getByRole('listitem', { name: 'Accepting partner: accepted' }).waitFor({ timeout: 30_000 });
    const flaky = drawer.getByRole('listitem', { name: /^Flaky partner: / });
    await drawer.getByRole('listitem', { name: 'Flaky partner: error' }).waitFor({ timeout: 30_000 });
    // The first retry (5 s) fails too; then the next one is minutes away and the replay is ours.
    await flaky.getByText(/attempts: 2/).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'lead-deliveries.png') });
    partner.settings.failRate = 0;
    await flaky.getByRole('button', { name: 'Retry now' }).click();
    await toastShown(page, 'Queued again');
    await drawer.getByRole('listitem', { name: 'Flaky partner: accepted' }).waitFor({ timeout: 30_000 });
    await flaky.getByText(/Customer id c-/).waitFor();
  });

  it('records a deposit, and the deposit filter finds the lead', async () => {
    await drawer.getByRole('tab', { name: 'Deposits' }).click();
    const form = drawer.getByRole('form', { name: 'Record a deposit' });
    await form.getByRole('textbox', { name: /Amount/ }).fill('250.00');
    await form.getByRole('textbox', { name: /Transaction id/ }).fill('PSP-E2E-1');
    await form.getByRole('button', { name: 'Record deposit' }).click();
    await page.getByText(/^Deposit recorded/).waitFor();
    await drawer.getByText('$250.00').first().waitFor();
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await page.goto('/leads?NUMBER_OF_DEPOSITS=1');
    await expect
      .poll(async () => page.locator(`${ROW} [data-field="firstName"]`).allInnerTexts())
      .toEqual([leadName.split(' ')[0]]);
  });

  it('creates an API key for an affiliate, shown once, that the intake API accepts', async () => {
    const form = await openScreenDialog(page, { link: 'API keys', path: 'keys', button: 'Create API key' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Landing page');
    await chooseOption(page, form.getByRole('combobox', { name: 'Affiliate' }), /Amal Affiliate/);
    await form.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText(/shown only this once/).waitFor();
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    await shown.getByRole('button', { name: 'I have copied the key' }).click();
    const response = await fetch(`${server.baseUrl}/api/intake/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify({
        firstName: 'Nadia',
        lastName: 'Intake',
        email: 'nadia.intake@example.com',
        phoneNumber: '5000000299',
        country: 'AE',
        gclid: 'Cj0KCQ-e2e',
      }),
    });
    expect(response.status).toBe(201);
    const row = page.locator(ROW, { hasText: 'Landing page' });
    await page.reload();
    await row.getByText('Amal Affiliate').waitFor();
    await expect.poll(async () => row.locator('[data-field="lastUsedAt"]').innerText()).not.toBe('Never');
  });

  it('lists the deliveries with filters, in English and Arabic', async () => {
    await page.goto('/integrations?view=deliveries&state=accepted');
    const grid = page.getByRole('grid', { name: 'Deliveries' });
    // Accepted: the four posted to the accepting partner, the replayed one, and the other flaky delivery
    // once its own retry (after the partner stopped failing) has gone through: the server's count decides.
    const { token } = await api<{ token: string }>(server.baseUrl, '/auth', {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    const accepted = async () => {
      const res = await fetch(`${server.baseUrl}/api/deliveries?state=accepted`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { count: number }).count;
    };
    // A filtered list of final states does not poll: reload until it shows what the server counts.
    await expect
      .poll(
        async () => {
          await page.reload();
          await grid.locator(ROW).first().waitFor();
          return (await gridRowIds(page, grid)).length === (await accepted());
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect((await gridRowIds(page, grid)).length).toBeGreaterThanOrEqual(LEADS.length + 1);
    const states = await grid.locator(`${ROW} [data-field="state"]`).allInnerTexts();
    expect(new Set(states.map((s) => s.trim()))).toEqual(new Set(['accepted']));
    await page.screenshot({ path: join(SCREENSHOTS, 'deliveries.png') });
    await page.getByRole('tab', { name: 'Integrations' }).click();
    // The deliveries grid (two rows of the flaky partner) is gone before the integrations grid is read.
    await grid.waitFor({ state: 'detached' });
    await page.locator(ROW, { hasText: 'Flaky partner' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations.png') });
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/integrations');
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'التكاملات' }).waitFor();
    await page.locator(ROW, { hasText: 'Accepting partner' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-ar.png') });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('reverses the deposit in Arabic from the drawer: a blank reason is refused, then the filter drops the lead', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/leads?NUMBER_OF_DEPOSITS=1');
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.locator(`${ROW} [data-field="firstName"] button`).first().click();
    const drawer = page.getByRole('dialog', { name: leadName });
    await drawer.getByRole('tab', { name: 'الإيداعات' }).click();
    await drawer.getByRole('button', { name: /^عكس: / }).click();
    const form = page.getByRole('dialog', { name: /^عكس الإيداع / });
    await form.getByRole('button', { name: 'عكس', exact: true }).click();
    await form.getByText('مطلوب', { exact: true }).waitFor();
    await form.getByRole('textbox', { name: 'السبب' }).fill('إيداع تجريبي سُجّل بالخطأ');
    await form.getByRole('button', { name: 'عكس', exact: true }).click();
    await toastShown(page, 'عُكس الإيداع');
    await form.waitFor({ state: 'hidden' });
    await drawer.getByText('معكوس', { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'deposit-reversed-ar.png') });
    await page.keyboard.press('Escape');
    await page.reload();
    // The reversed deposit no longer counts: no lead has one deposit now (the grid's empty state, once loaded).
    await page.getByText(/^لا يوجد عميل محتمل يطابق هذا العرض/).waitFor();
    expect(await page.locator(ROW).count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('logged no console errors', () => {
    expect(journey!.consoleErrors).toEqual([]);
  });
});
