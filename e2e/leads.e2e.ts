import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, chooseMenuItem, chooseOption, ROW, SCREENSHOTS, settled, tick } from './harness';
import {
  closeJourney,
  describeInChromium,
  filterLeadsByStatus,
  openJourney,
  signIn,
  type Journey,
} from './journey';
import { toastShown } from './toasts';
import { api } from './spec-rules-helpers';
import { zoneAtNoon } from '../apps/server/src/test/zone-at-noon';

const SALES = { name: 'Salma Sales', email: 'salma.sales@example.com', password: 'E2e-Sales-Pass-2026!' };

/** Leads seeded through the API (spec §5-valid), all assigned to the sales user. */
const LEADS = [
  { firstName: 'Zainab', lastName: 'Khalil', status: 'NEW', country: 'SA' },
  { firstName: 'Omar', lastName: 'Farouk', status: 'FOLLOW_UP', country: 'KW' },
  { firstName: 'Huda', lastName: 'Nasser', status: 'FOLLOW_UP', country: 'AE' },
  { firstName: 'Yousef', lastName: 'Mansour', status: 'NEW', country: 'QA' },
  { firstName: 'Mariam', lastName: 'Saeed', status: 'ACTIVE', country: 'BH' },
  { firstName: 'Khaled', lastName: 'Hamdan', status: 'NEW', country: 'OM' },
].map((lead, i) => ({
  ...lead,
  phoneNumber: `50000000${String(i + 10).padStart(2, '0')}`,
  email: `${lead.firstName.toLowerCase()}.${lead.lastName.toLowerCase()}@example.com`,
  campaign: i % 2 ? 'Gold-Webinar' : 'CRM',
  platform: ['google', 'facebook', 'tiktok', 'instagram', 'twitter', 'snapchat'][i],
}));

async function seed(baseUrl: string): Promise<void> {
  const { token } = await api<{ token: string }>(baseUrl, '/auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  await api(baseUrl, '/users', { ...SALES, role: 'sales', active: true }, token);
  const ids: string[] = [];
  for (const lead of LEADS) ids.push((await api<{ id: string }>(baseUrl, '/leads', lead, token)).id);
  await api(baseUrl, '/leads/assign', { leadsIds: ids, username: SALES.email }, token);
}

/** The first-name links of the grid's rows, in order. */
async function gridNames(page: Page): Promise<string[]> {
  return page.locator(`${ROW} [data-field="firstName"] button`).allTextContents();
}

describeInChromium('leads journey in Chromium', () => {
  let page: Page;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney({ viewport: { width: 1440, height: 900 }, timezoneId: zoneAtNoon() });
    ({ page } = journey);
    await seed(journey.server.baseUrl);
  });

  afterAll(async () => {
    await closeJourney(journey);
  });

  it('a sales user signs in and sees the leads assigned to them', async () => {
    await signIn(page, SALES);
    await page.getByRole('button', { name: 'Open Zainab Khalil' }).waitFor();
    expect((await gridNames(page)).sort()).toEqual(LEADS.map((l) => l.firstName).sort());
    await page.getByText('New today: 3').waitFor();
    await page.getByText('Login successfully!').waitFor({ state: 'hidden', timeout: 15_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'leads.png') });
  });

  it('filters by status through the panel, with a removable chip', async () => {
    await filterLeadsByStatus(page, 'follow up');
    await page.waitForURL(/STATUS=FOLLOW_UP/);
    await expect.poll(() => gridNames(page).then((n) => n.sort())).toEqual(['Huda', 'Omar']);
    await page.getByLabel('Remove filter Status: follow up').click();
    await expect.poll(() => gridNames(page).then((n) => n.length)).toBe(LEADS.length);
  });

  it('searches from the header', async () => {
    const search = page.getByRole('combobox', { name: 'Search leads' });
    await search.fill('Zainab');
    await search.press('Enter');
    await page.waitForURL(/search=Zainab/);
    await expect.poll(() => gridNames(page)).toEqual(['Zainab']);
  });

  it('opens a lead, adds a comment and changes its status', async () => {
    await page.getByRole('button', { name: 'Open Zainab Khalil' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zainab Khalil' });
    await drawer.getByText('zainab.khalil@example.com').first().waitFor();
    await drawer.getByLabel('Add a comment').fill('Called, wants a demo on Sunday');
    await drawer.getByRole('button', { name: 'Add comment' }).click();
    await toastShown(page, 'Comment has been added Successfully!');
    await drawer.getByText('Called, wants a demo on Sunday').waitFor();
    await drawer.getByText(SALES.name).first().waitFor();

    await chooseOption(page, drawer.getByRole('combobox', { name: 'Status' }), 'active');
    await toastShown(page, 'Status changed Successfully!');
    await drawer.getByRole('tab', { name: 'History' }).click();
    await drawer.getByText(/Status: new → active/).waitFor();
    await drawer.getByRole('tab', { name: 'Details' }).click();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'lead-drawer.png') });
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await drawer.waitFor({ state: 'hidden' });
    const row = page.locator(ROW, { hasText: 'Zainab' });
    await row.getByText('active', { exact: true }).waitFor();
  });

  it('selects several leads and changes their funnel in bulk', async () => {
    await page.getByLabel('Clear search').click();
    await expect.poll(() => gridNames(page).then((n) => n.length)).toBe(LEADS.length);
    const boxes = page.getByRole('checkbox', { name: 'Select row' });
    for (const i of [0, 1, 2]) await tick(boxes.nth(i));
    await page.getByText('Selected: 3').waitFor();
    await page.getByRole('button', { name: 'Funnel', exact: true }).click();
    await chooseMenuItem(page, 'Whale');
    await toastShown(page, 'Funnel changed Successfully!');
    await expect
      .poll(() => page.locator(`${ROW} [data-field="funnel"]`, { hasText: 'Whale' }).count())
      .toBe(3);
    await page.getByText('Select leads to act on them').waitFor();
  });

  it('works in Arabic, right to left', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await chooseMenuItem(page, 'العربية');
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'العملاء المحتملون' }).waitFor();
    await page.getByRole('button', { name: 'فتح Zainab Khalil' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'leads-ar.png') });
  });

  it('logged no console errors', () => {
    expect(journey!.consoleErrors).toEqual([]);
  });
});
