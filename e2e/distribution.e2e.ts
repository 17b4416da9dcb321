import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPartner, type Partner } from '../apps/server/src/test/partner';
import {
  ADMIN,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  hasChromium,
  SCREENSHOTS,
  startServer,
  type TestServer,
} from './harness';

/*
 * The lead distribution journey (issue 22): two buyers against a real loopback partner, a priority flow
 * with a day cap of 3 on the first, 10 intake leads: 3 reach the first buyer and 7 the second (polled, no
 * sleeps); a lead's route read in the drawer; a lead from another country simulated; the screen in Arabic
 * right to left.
 */

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Polls `read` until `done` holds (vitest's waitFor, every 250 ms, up to `ms`); answers that value. */
function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`not reached yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: ms, interval: 250 },
  );
}

interface Seeded {
  token: string;
  leadIds: string[];
}

/** Buyers A (day cap 3) and B, a priority flow for AE leads, an affiliate's key and 10 intake leads. */
async function seed(baseUrl: string, partnerUrl: string): Promise<Seeded> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  const user = (role: string, name: string) =>
    call<{ id: string }>(
      baseUrl,
      'POST',
      '/users',
      {
        name,
        email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
        password: 'E2e-Dist-Pass-2026!',
        role,
        active: true,
      },
      token,
    );
  const bot = await user('integration', 'Buyer Bot');
  const affiliate = await user('affiliate', 'Dana Affiliate');
  const buyer = (name: string, distribution: unknown) =>
    call<{ integration: { id: string } }>(
      baseUrl,
      'POST',
      '/integrations',
      {
        userId: bot.id,
        name,
        url: `${partnerUrl}/accept`,
        mapping: [{ target: 'email', source: 'email' }],
        customerIdPath: 'data.customerId',
        distribution,
      },
      token,
    );
  const a = (await buyer('Buyer A', { caps: { day: 3 } })).integration;
  const b = (await buyer('Buyer B', {})).integration;
  await call(
    baseUrl,
    'POST',
    '/distribution/flows',
    {
      name: 'Gulf priority',
      method: 'priority',
      match: { countries: ['AE'] },
      buyers: [
        { integrationId: a.id, priority: 1, weight: 1 },
        { integrationId: b.id, priority: 2, weight: 1 },
      ],
    },
    token,
  );
  const { key } = await call<{ key: string }>(
    baseUrl,
    'POST',
    '/api-keys',
    { name: 'Dist page', userId: affiliate.id },
    token,
  );
  const leadIds: string[] = [];
  for (let i = 0; i < 10; i++) {
    const lead = await call<{ id: string }>(
      baseUrl,
      'POST',
      '/intake/leads',
      {
        firstName: `Route${i}`,
        lastName: 'Lead',
        email: `route.${i}@example.com`,
        phoneNumber: `50000077${String(i).padStart(2, '0')}`,
        country: 'AE',
      },
      key,
    );
    leadIds.push(lead.id);
  }
  return { token, leadIds };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/leads');
}

describe.skipIf(!hasChromium)('lead distribution journey in Chromium', () => {
  let server: TestServer;
  let partner: Partner;
  let browser: Browser;
  let page: Page;
  let seeded: Seeded;
  const routes = new Map<
    string,
    { state: string | null; sends: Array<{ integrationName: string; status: string }> }
  >();

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    partner = await startPartner();
    server = await startServer(90_000, { INTEGRATION_ALLOW_HOSTS: '127.0.0.1' });
    seeded = await seed(server.baseUrl, partner.url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1360, height: 820 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await partner?.close();
  });

  it('sends 3 leads to the capped first buyer and 7 to the second', async () => {
    const sold = await until(
      async () => {
        for (const id of seeded.leadIds) {
          routes.set(
            id,
            await call(server.baseUrl, 'GET', `/leads/${id}/distribution`, undefined, seeded.token),
          );
        }
        return [...routes.values()];
      },
      (all) => all.every((r) => r.state === 'sold'),
    );
    const by = (name: string) =>
      sold.filter((r) => r.sends.some((s) => s.integrationName === name && s.status === 'accepted')).length;
    expect(by('Buyer A')).toBe(3);
    expect(by('Buyer B')).toBe(7);
  });

  it('shows the flow with the first buyer’s day cap used up, and why a lead went to Buyer B', async () => {
    await signIn(page);
    await page.getByRole('link', { name: 'Distribution' }).click();
    await page.waitForURL('**/distribution');
    await page.getByText('Day: 3 of 3 used, 0 left', { exact: false }).first().waitFor();
    const toB = seeded.leadIds.find((id) =>
      routes.get(id)!.sends.some((s) => s.integrationName === 'Buyer B' && s.status === 'accepted'),
    )!;
    await page.goto(`/leads?lead=${toB}`);
    const drawer = page.getByRole('dialog', { name: `Route${seeded.leadIds.indexOf(toB)} Lead` });
    await drawer.getByRole('tab', { name: 'Integrations' }).click();
    const route = drawer.getByTestId('lead-route');
    await route.getByText('Skipped Buyer A: day cap 3/3').waitFor();
    await route.getByText('Accepted by Buyer B').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'distribution-route.png') });
  });

  it('simulates a lead from another country: no flow takes it', async () => {
    await page.goto('/distribution?tab=simulator');
    await page.getByRole('combobox', { name: 'Country' }).fill('SA');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByTestId('simulation-result').getByText('No flow matches').waitFor();
    await page.getByRole('combobox', { name: 'Country' }).fill('AE');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByTestId('simulation-result').getByText('Flow: Gulf priority').waitFor();
  });

  it('renders the Distribution screen right to left in Arabic', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/distribution');
    await page.getByRole('tab', { name: 'المسارات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: join(SCREENSHOTS, 'distribution-ar.png') });
  });
});
