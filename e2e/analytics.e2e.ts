import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_STATUSES, type DashboardResponse } from '@leadhouse/domain';
import type { Page } from 'playwright-core';
import { gridRowIds } from './grid-rows';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chooseMenuItem, DEMO_PASSWORD, menuOpened, ROW, SCREENSHOTS, settled, visit } from './harness';
import { closeJourney, describeInChromium, openJourney, signIn, type Journey } from './journey';
import { toastShown } from './toasts';

/** The leads list's exact count as English shows it: "1 lead", "2 leads", "1,234 leads". */
const leadsCount = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'lead' : 'leads'}`;

/*
 * Issue 11 journey: a manager opens the dashboard on the demo data, changes the period, clicks a bar and
 * lands on exactly its leads, sorts and filters the ad-group analytics, adds a campaign and exports a
 * report; screenshots in English and Arabic.
 */

const MANAGER = 'super-sales-manager.1@demo.leadhouse.local';

/** The first bar of `series` with leads, and its day and count, from the dashboard answer. */
function firstBar(data: DashboardResponse): { status: string; day: string; count: number; index: number } {
  for (const status of LEAD_STATUSES) {
    const days = data.days.filter((d) => (d.byStatus[status] ?? 0) > 0);
    if (days.length) return { status, day: days[0]!.day, count: days[0]!.byStatus[status]!, index: 0 };
  }
  throw new Error('the demo data has no lead in the window');
}

/** Leads column cells of the ad-group grid, as numbers. */
async function leadCells(page: Page): Promise<number[]> {
  const texts = await page.locator(`${ROW} [data-field="leads"]`).allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

describeInChromium('analytics journey in Chromium', () => {
  let journey: Journey;
  let page: Page;

  beforeAll(async () => {
    journey = await openJourney(
      { viewport: { width: 1440, height: 1000 }, acceptDownloads: true, reducedMotion: 'reduce' },
      120_000,
      {},
      { demoLeads: 600 },
    );
    ({ page } = journey);
  }, 300_000);

  afterAll(() => closeJourney(journey));

  it('a manager opens the dashboard and changes the period', async () => {
    await signIn(page, { email: MANAGER, password: DEMO_PASSWORD });
    await visit(page, '/dashboard');
    await page.getByTestId('figure-leads').waitFor();
    await page.getByText('Login successfully!').waitFor({ state: 'hidden', timeout: 15_000 });
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard.png'), fullPage: true });

    const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard?') && r.ok());
    await page.getByRole('button', { name: '30 days' }).click();
    const data = (await (await answer).json()) as DashboardResponse;
    expect(data.days).toHaveLength(30);
    await page.waitForURL(/days=30/);
    await page.getByTestId(`day-total-${data.days[0]!.day}`).waitFor();

    // Click the first bar of a status and land on exactly its leads.
    const bar = firstBar(data);
    const bars = page.locator(`g[data-series="${bar.status}"] .MuiBarChart-element`);
    const boxes = await bars.evaluateAll((els) =>
      els.map(
        (el, i) =>
          ({ i, ...el.getBoundingClientRect().toJSON() }) as { i: number; x: number; height: number },
      ),
    );
    const first = boxes.filter((b) => b.height > 0).sort((a, b) => a.x - b.x)[0]!;
    await bars.nth(first.i).click({ force: true });
    await page.waitForURL(/\/leads\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('FROM')).toBe(bar.day);
    expect(url.searchParams.get('TO')).toBe(bar.day);
    expect(url.searchParams.get('STATUS')).toBe(bar.status);
    expect(url.searchParams.get('TZ')).toBe(data.timeZone);
    await page.getByText(leadsCount(bar.count), { exact: true }).waitFor();
    await expect.poll(async () => (await gridRowIds(page)).length).toBe(Math.min(bar.count, 40));

    // The FTDs key figure opens exactly its leads too (at least one deposit, created in the window).
    await page.goBack();
    await page.getByTestId('figure-ftds').getByRole('link').click();
    await page.waitForURL(/NUMBER_OF_DEPOSITS=1%2B/);
    await page.getByText(leadsCount(data.figures.ftds), { exact: true }).waitFor();
  });

  it('sorts ad-group analytics and filters them by campaign', async () => {
    await visit(page, '/analytics');
    const grid = page.getByRole('grid', { name: 'Ad-group analytics' });
    await grid.locator(ROW).first().waitFor();
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/affiliates/analytics') && r.url().includes('sortBy') && r.ok(),
    );
    await grid.getByRole('columnheader', { name: 'Leads', exact: true }).click();
    await sorted;
    await expect
      .poll(async () => {
        const cells = await leadCells(page);
        return cells.length > 1 && cells.every((v, i) => i === 0 || cells[i - 1]! >= v);
      })
      .toBe(true);

    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await menuOpened(page);
    const option = page.getByRole('option').nth(1);
    const campaign = (await option.textContent())!.trim();
    await option.click();
    await expect
      .poll(async () => {
        const names = await page.locator(`${ROW} [data-field="campaign"]`).allTextContents();
        return names.length > 0 && names.every((n) => n === campaign);
      })
      .toBe(true);
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'analytics.png') });
  });

  it('adds a campaign from the keyboard', async () => {
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.waitForURL('**/campaigns');
    await page.getByRole('button', { name: 'Add campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add campaign' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Autumn_Push');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Autumn push on search');
    await page.keyboard.press('Tab');
    await page.keyboard.type('gads-778899');
    await page.keyboard.press('Enter');
    await toastShown(page, 'CAMPAIGN Added Successfully!');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('Autumn');
    await page.getByRole('grid', { name: 'Campaigns' }).getByText('Autumn_Push').waitFor();
  });

  it('exports a report as CSV', async () => {
    await visit(page, '/reports?groupBy=campaign');
    await page.getByRole('table', { name: 'Reports' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toContain('leads');
    await page.screenshot({ path: join(SCREENSHOTS, 'reports.png') });
  });

  it('works in Arabic, right to left', async () => {
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'Language' }).click();
    await chooseMenuItem(page, 'العربية');
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'لوحة المعلومات' }).waitFor();
    await page.getByTestId('figure-leads').waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-ar.png'), fullPage: true });
    await visit(page, '/analytics');
    await page.getByRole('grid', { name: 'تحليلات المجموعات الإعلانية' }).locator(ROW).first().waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'analytics-ar.png') });
  });
});
