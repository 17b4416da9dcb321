import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { menuOpened, ROW, SCREENSHOTS, settled, tick } from './harness';
import { describeInChromium, useDemoFloor } from './journey';
import { api, submitSignIn, tokenOf, WIDE } from './spec-rules-helpers';
import { zoneAtNoon } from '../apps/server/src/test/zone-at-noon';

/*
 * Issue 21 in Chromium against a real server on the demo floor (600 leads): a manager assigns a lead to an
 * agent in one browser and the agent's bell shows it in another without a reload (pushed; the latency is
 * logged), its item opens the lead;
 * an intake lead raises the "N new leads: show" banner and the new-today count without moving the rows,
 * in English and in Arabic.
 */

const ADMIN = 'admin.1@demo.leadhouse.local';
const MANAGER = 'sales-manager.1@demo.leadhouse.local';
/** In the manager's team (sales are spread over the managers in turn: sales.1, .3, … under manager 1). */
const AGENT = 'sales.1@demo.leadhouse.local';
const TEAMMATE = 'sales.3@demo.leadhouse.local';
const AFFILIATE = 'affiliate.1@demo.leadhouse.local';

type Me = { user: { id: string; name: string } };

/** A browser context signed in as `email` on `/leads` (in `language` when given, before the first paint). */
async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  language?: string,
): Promise<{ context: BrowserContext; page: Page; probes: () => number }> {
  // In a zone where it is now noon: the "new today" chip must not fall back to 1 at a midnight mid-test.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: WIDE, timezoneId: zoneAtNoon() });
  const page = await context.newPage();
  // The leads list's live checks (`GET /api/leads?…columns=createdAt`): the first one sets the view's baseline.
  let probes = 0;
  page.on('response', (r) => {
    if (r.url().includes('columns=createdAt') && r.ok()) probes += 1;
  });
  await page.goto('/signin');
  await submitSignIn(page, email);
  await page.waitForURL('**/leads');
  if (language) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
  }
  await page.locator(ROW).first().waitFor();
  return { context, page, probes: () => probes };
}

/** The bell's accessible name: "Notifications" or "Notifications (N)" (the unread count). */
function bellName(page: Page): Promise<string> {
  return page
    .locator('header button[aria-label^="Notifications"], header button[aria-label^="الإشعارات"]')
    .first()
    .getAttribute('aria-label')
    .then((v) => v ?? '');
}

/** Posts one intake lead as the affiliate's API key; answers its id. */
async function intakeLead(baseUrl: string, key: string, n: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/intake/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify({
      firstName: `Live${n}`,
      lastName: 'Arrival',
      email: `live.${n}.${Date.now()}@example.com`,
      // Not the demo floor's "50000…" numbers: a clock ending in one of their digits was a duplicate (409).
      phoneNumber: `52${String(Date.now()).slice(-8)}`,
      country: 'AE',
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`intake: ${response.status} ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}

describeInChromium('live updates (issue 21) in Chromium', () => {
  const floor = useDemoFloor();
  let adminToken: string;
  let agent: Me['user'];

  beforeAll(async () => {
    const { baseUrl } = floor.server;
    adminToken = await tokenOf(baseUrl, ADMIN);
    agent = (await api<Me>(baseUrl, '/users/me', undefined, await tokenOf(baseUrl, AGENT))).user;
    // The manager's team works the newest leads: its first page holds leads it may assign.
    const { rows } = await api<{ rows: Array<{ id: string }> }>(
      baseUrl,
      '/leads?page=1&limit=60',
      undefined,
      adminToken,
    );
    await api(baseUrl, '/leads/assign', { leadsIds: rows.map((r) => r.id), username: TEAMMATE }, adminToken);
  });

  it('a lead the manager assigns shows on the agent’s bell without a reload, and its item opens the lead', async () => {
    const managerSide = await signedIn(floor.browser, floor.server.baseUrl, MANAGER);
    const agentSide = await signedIn(floor.browser, floor.server.baseUrl, AGENT);
    const manager = managerSide.page;
    const agentPage = agentSide.page;
    try {
      expect(await bellName(agentPage)).toBe('Notifications');
      // The manager picks the first lead of its list that is not the agent's, and assigns it to the agent.
      const row = manager.locator(ROW).filter({ hasNotText: agent.name }).first();
      const leadId = (await row.getAttribute('data-id')) ?? '';
      const leadName = await row.locator('[data-field="firstName"]').innerText();
      await tick(row.getByRole('checkbox'));
      await manager.getByRole('button', { name: 'Assign', exact: true }).click();
      const dialog = manager.getByRole('dialog', { name: /Assign leads/ });
      await dialog.getByRole('combobox', { name: 'User' }).fill(agent.name);
      await menuOpened(manager);
      await manager.getByRole('option', { name: new RegExp(agent.name) }).click();
      const assigned = manager.waitForResponse((r) => r.url().endsWith('/api/leads/assign') && r.ok());
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await assigned;
      const answeredAt = Date.now();
      // Pushed, not fetched: the web never polls notifications, so the badge can only change through the
      // stream. The figure is logged; its 1 s bound is measured where nothing else competes for the CPU
      // (notifications/live.processes.test.ts, bench:live), not asserted beside a browser on a loaded CI.
      await expect
        .poll(() => bellName(agentPage), { timeout: 15_000, interval: 50 })
        .toBe('Notifications (1)');
      const latencyMs = Date.now() - answeredAt;
      console.log(`live: assignment answered → agent's badge 1 in ${latencyMs} ms`);

      await agentPage.getByRole('button', { name: 'Notifications (1)' }).click();
      const panel = agentPage.getByRole('region', { name: 'Notifications' });
      await panel.getByRole('button', { name: /A lead was assigned to you/ }).waitFor();
      await settled(agentPage);
      await agentPage.screenshot({ path: join(SCREENSHOTS, 'live-bell.png') });
      await panel.getByRole('button', { name: /A lead was assigned to you/ }).click();
      await agentPage.waitForURL(`**/leads?lead=${leadId}`);
      await agentPage.getByRole('dialog').getByText(leadName.split(' ')[0]!).first().waitFor();
      // Read: the badge goes (the server's count, not a local reset).
      await expect.poll(() => bellName(agentPage)).toBe('Notifications');
    } finally {
      await managerSide.context.close();
      await agentSide.context.close();
    }
  }, 120_000);

  it('an intake lead raises "1 new lead: show" and the new-today count without moving the rows, in English and Arabic', async () => {
    const affiliate = (
      await api<{ rows: Array<{ id: string; email: string }> }>(
        floor.server.baseUrl,
        '/users?role=affiliate&page=1&limit=10',
        undefined,
        adminToken,
      )
    ).rows.find((u) => u.email === AFFILIATE)!;
    const { key } = await api<{ key: string }>(
      floor.server.baseUrl,
      '/api-keys',
      { name: 'Live landing page', userId: affiliate.id },
      adminToken,
    );
    for (const [language, banner, show] of [
      ['en', '1 new lead', 'Show'],
      ['ar', 'عميل محتمل جديد', 'عرض'],
    ] as const) {
      const { context, page, probes } = await signedIn(
        floor.browser,
        floor.server.baseUrl,
        ADMIN,
        language === 'en' ? undefined : language,
      );
      try {
        const chip = page.locator('.MuiChip-root').filter({ hasText: /\d/ }).first();
        const before = await chip.innerText();
        const firstRows = await page
          .locator(ROW)
          .evaluateAll((rows) => rows.slice(0, 5).map((r) => r.dataset.id));
        // Wait until the live check knows the view (the stream said `ready`), then a lead arrives.
        await expect.poll(probes, { timeout: 10_000 }).toBeGreaterThan(0);
        const id = await intakeLead(floor.server.baseUrl, key, language === 'en' ? 1 : 2);
        await page
          .getByTestId('new-leads-banner')
          .getByText(banner, { exact: true })
          .waitFor({ timeout: 5_000 });
        await expect.poll(() => chip.innerText()).not.toBe(before);
        await settled(page);
        await page.screenshot({ path: join(SCREENSHOTS, `live-new-leads-${language}.png`) });
        // The rows under the pointer did not move.
        expect(
          await page.locator(ROW).evaluateAll((rows) => rows.slice(0, 5).map((r) => r.dataset.id)),
        ).toEqual(firstRows);
        await page.getByTestId('new-leads-banner').getByRole('button', { name: show }).click();
        await page.locator(`${ROW}[data-id="${id}"]`).waitFor();
        await page.getByTestId('new-leads-banner').waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});
