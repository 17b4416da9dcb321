import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDns } from '../apps/server/src/modules/domains/domains.test-helpers';
import { ADMIN, SCREENSHOTS, ROW, settled } from './harness';
import {
  closeJourney,
  describeInChromium,
  openJourney,
  openScreenDialog,
  signIn,
  type Journey,
} from './journey';

/*
 * Domains journey (issue 12 §5-§6): an admin adds a domain and sees its TXT record (name and value with
 * copy buttons); once the record exists on the DNS server the app asks (a local one on a loopback port,
 * `DNS_SERVERS`), "check now" makes the domain active. Screenshots in English and Arabic.
 */

describeInChromium('domains journey in Chromium', () => {
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let page: Page;
  let journey: Journey | undefined;

  beforeAll(async () => {
    dns = await startTestDns();
    journey = await openJourney({ viewport: { width: 1360, height: 820 } }, 90_000, {
      DNS_SERVERS: `127.0.0.1:${dns.port}`,
    });
    ({ page } = journey);
  });

  afterAll(() => closeJourney(journey, dns));

  it('an admin adds a domain and sees its TXT record', async () => {
    await signIn(page, ADMIN);
    const form = await openScreenDialog(page, {
      link: 'Domains',
      path: 'domains',
      button: 'Add domain',
      dialog: 'Add a domain',
    });
    await form.getByRole('textbox', { name: /^Domain/ }).fill('Bücher-Promo.Example.');
    await form.getByRole('button', { name: 'Create' }).click();

    const panel = page.getByRole('region', { name: 'Prove you own this domain' });
    await panel.waitFor();
    await panel.getByText('_leadhouse.xn--bcher-promo-thb.example', { exact: true }).waitFor();
    const value = (await panel.getByText(/^leadhouse-verification=/).textContent()) ?? '';
    expect(value).toMatch(/^leadhouse-verification=[A-Za-z0-9_-]{43}$/);
    await panel.getByRole('button', { name: 'Copy the record name' }).waitFor();
    await panel.getByRole('button', { name: 'Copy the record value' }).waitFor();
    const dialog = page.getByRole('dialog', { name: /bücher-promo\.example/ });
    // Exact: the check history may already list an automatic check ("automatic · Pending verification → …").
    await dialog.getByText('Pending verification', { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'domain-txt-record.png') });

    // The owner creates the record; "check now" finds it and the domain serves.
    dns.zone.set('_leadhouse.xn--bcher-promo-thb.example', { txt: [value] });
    await dialog.getByRole('button', { name: 'Check now' }).click();
    await dialog.getByText('Active', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.locator(ROW, { hasText: 'bücher-promo.example' });
    await row.getByText('Active', { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'domains.png') });
  });

  it('shows the record in Arabic, right to left', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/domains');
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'النطاقات' }).waitFor();
    const row = page.locator(ROW, { hasText: 'bücher-promo.example' });
    await row.getByRole('button', { name: 'تفاصيل bücher-promo.example' }).click();
    const panel = page.getByRole('region', { name: 'أثبت ملكيتك لهذا النطاق' });
    await panel.getByText('_leadhouse.xn--bcher-promo-thb.example', { exact: true }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'domain-txt-record-ar.png') });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('logged no console errors', () => {
    expect(journey!.consoleErrors).toEqual([]);
  });
});
