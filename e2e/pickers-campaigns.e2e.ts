import type { Page } from 'playwright-core';
import { gridRowIds } from './grid-rows';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, gridIdle, visit } from './harness';
import { describeInChromium, useDemoFloor } from './journey';
import { signedIn } from './spec-rules-helpers';

/*
 * Issue 19 "Pickers, not free text" and "Campaign decisions" on the demo sales floor (600 leads): the
 * CAMPAIGNS filter finds "Doha-Video" by typing "doha" and the grid then shows only its leads; a sales
 * manager opens the campaigns (its team's, not "Not allowed") and pauses one, after which the intake
 * refuses a partner's post for it (409) until it is resumed.
 */

const ADMIN = 'admin.1@demo.leadhouse.local';
const MANAGER = 'sales-manager.1@demo.leadhouse.local';
const AFFILIATE = 'affiliate.1@demo.leadhouse.local';
const WIDE = { width: 1440, height: 900 };

async function api<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function bearer(baseUrl: string, email: string): Promise<Record<string, string>> {
  const { json } = await api<{ token: string }>(baseUrl, '/auth', {
    username: email,
    password: DEMO_PASSWORD,
  });
  return { Authorization: `Bearer ${json.token}` };
}

const rowIds = (page: Page) => gridRowIds(page);

describeInChromium('pickers and campaign decisions (issue 19) in Chromium', () => {
  const floor = useDemoFloor();
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await bearer(floor.server.baseUrl, ADMIN);
  });

  it('typing "doha" in CAMPAIGNS suggests Doha-Video; picking it shows only its leads', async () => {
    const { json: all } = await api<{ rows: Array<{ id: string }> }>(
      floor.server.baseUrl,
      '/leads?limit=100',
      undefined,
      admin,
    );
    const { json: doha } = await api<{ rows: Array<{ id: string }>; count: number | null }>(
      floor.server.baseUrl,
      '/leads?limit=100&CAMPAIGNS=Doha-Video',
      undefined,
      admin,
    );
    expect(doha.rows.length).toBeGreaterThan(0);
    expect(doha.rows.length).toBeLessThan(all.rows.length);
    const expected = new Set(doha.rows.map((r) => r.id));

    const { context, page } = await signedIn(floor.browser, floor.server.baseUrl, ADMIN, WIDE);
    try {
      const before = await rowIds(page);
      expect(before.some((id) => !expected.has(id))).toBe(true);
      await page.getByRole('button', { name: 'Filters' }).click();
      const panel = page.getByRole('dialog', { name: 'Filter leads' });
      const box = panel.getByRole('combobox', { name: 'Campaigns' });
      // Nothing by that name: the picker says so instead of staying silent.
      await box.fill('dohax');
      await expect.poll(() => page.getByText('Nothing matches “dohax”').count(), { timeout: 30_000 }).toBe(1);
      await box.fill('doha');
      const option = page.getByRole('option', { name: 'Doha-Video' });
      await option.waitFor({ timeout: 30_000 });
      await option.click();
      await page.keyboard.press('Escape');
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('CAMPAIGNS'), { timeout: 30_000 })
        .toBe('Doha-Video');
      await expect
        .poll(
          async () => {
            const ids = await rowIds(page);
            return ids.length > 0 && ids.every((id) => expected.has(id));
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect((await rowIds(page)).length).toBe(Math.min(doha.rows.length, 40));
    } finally {
      await context.close();
    }
  }, 180_000);

  it("a sales manager sees its team's campaigns and pauses one; the intake then refuses its leads", async () => {
    // A campaign with no lead of the manager's team: the admin sees it, the manager does not.
    const other = `Other-Team-${Date.now().toString(36)}`;
    const made = await api(
      floor.server.baseUrl,
      '/campaigns',
      { name: other, description: 'Not ours', internalId: other },
      admin,
    );
    expect(made.status).toBe(201);
    const manager = await bearer(floor.server.baseUrl, MANAGER);
    const { json: mine } = await api<{ rows: Array<{ name: string }> }>(
      floor.server.baseUrl,
      '/campaigns?limit=50',
      undefined,
      manager,
    );
    const names = mine.rows.map((r) => r.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(other);
    const target = names.includes('Doha-Video') ? 'Doha-Video' : names[0]!;

    const { context, page } = await signedIn(floor.browser, floor.server.baseUrl, MANAGER, WIDE);
    try {
      await visit(page, '/campaigns');
      const grid = page.getByRole('grid', { name: 'Campaigns' });
      await grid.getByText(target, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('Not allowed').count()).toBe(0);
      expect(await grid.getByText(other, { exact: true }).count()).toBe(0);
      await expect.poll(async () => (await gridRowIds(page)).length, { timeout: 30_000 }).toBe(names.length);
      await page.getByRole('tab', { name: 'Sources' }).click();
      await page.waitForURL('**/sources');
      expect(await page.getByText('Not allowed').count()).toBe(0);
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      // The tab shows the cached rows at once and refetches them: a click during that refetch can land on
      // another row's button if the rows move, so the user's click comes once the grid has settled.
      await gridIdle(page);
      await page.getByRole('button', { name: `Pause ${target}` }).click();
      await page.getByRole('button', { name: `Resume ${target}` }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }

    // A partner's post for the paused campaign is refused with a message it can act on.
    const affiliate = await bearer(floor.server.baseUrl, AFFILIATE);
    const { json: key } = await api<{ key: string }>(
      floor.server.baseUrl,
      '/api-keys',
      { name: 'e2e pickers' },
      affiliate,
    );
    const lead = (n: number) => ({
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: `7${String(Date.now() % 1e8).padStart(8, '0')}${n}`,
      email: `pause.${Date.now().toString(36)}.${n}@example.com`,
      country: 'SA',
      campaign: target,
    });
    const intake = { Authorization: `Bearer ${key.key}` };
    const refused = await api<{ key: string; message: string }>(
      floor.server.baseUrl,
      '/intake/leads',
      lead(1),
      intake,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.key).toBe('messages.campaignPaused');
    expect(refused.json.message).toContain(target);
    const { json: campaigns } = await api<{ rows: Array<{ id: string; name: string; status: string }> }>(
      floor.server.baseUrl,
      `/campaigns?keywords=${encodeURIComponent(target)}`,
      undefined,
      manager,
    );
    const row = campaigns.rows.find((r) => r.name === target)!;
    expect(row.status).toBe('paused');
    expect((await api(floor.server.baseUrl, `/campaigns/${row.id}/resume`, {}, manager)).status).toBe(200);
    expect((await api(floor.server.baseUrl, '/intake/leads', lead(2), intake)).status).toBe(201);
  }, 180_000);
});
