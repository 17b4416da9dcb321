import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, ROW, visit } from './harness';
import { closeJourney, describeInChromium, openJourney, signIn, useLanguage, type Journey } from './journey';
import { api, NARROW, WIDE } from './spec-rules-helpers';

/*
 * One format (issue 19 item 6, spec §9): dates DD.MM.YYYY HH:mm (days DD.MM.YYYY) in every list, free text
 * cut at 40 characters with the full text on hover, counted nouns in the right plural, and an amount of money
 * one unit in Arabic (the currency never split from its number nor turned into "$US").
 */

/** 60 characters: the grid shows the first 40 and "…". */
const DESCRIPTION = 'Spring webinar for gold traders, Gulf region, evening slots!';

async function seed(baseUrl: string): Promise<void> {
  const { token } = await api<{ token: string }>(baseUrl, '/auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  await api(baseUrl, '/accounts', { stageName: 'Zeta Media' }, token);
  await api(
    baseUrl,
    '/campaigns',
    { name: 'Gold-Webinar', description: DESCRIPTION, internalId: 'gold-1' },
    token,
  );
  await api(
    baseUrl,
    '/leads',
    {
      firstName: 'Huda',
      lastName: 'Nasser',
      phoneNumber: '5000000010',
      email: 'huda.nasser@example.com',
      country: 'AE',
      campaign: 'Gold-Webinar',
    },
    token,
  );
}

describeInChromium('one display format in Chromium', () => {
  let journey: Journey;
  let page: Page;

  beforeAll(async () => {
    journey = await openJourney({ viewport: WIDE, reducedMotion: 'reduce' });
    await seed(journey.server.baseUrl);
    ({ page } = journey);
    await signIn(page, ADMIN);
  });

  afterAll(() => closeJourney(journey));

  it('says "1 lead", not "1 leads"', async () => {
    await expect.poll(() => page.getByText(/^1 leads?$/).textContent()).toBe('1 lead');
  });

  it('shows the accounts list day as DD.MM.YYYY', async () => {
    await visit(page, '/accounts');
    const created = page.locator(`${ROW} [data-field="createdAt"]`).first();
    await expect.poll(() => created.textContent(), { timeout: 20_000 }).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('cuts a 60-character description at 40 and gives the full text on hover', async () => {
    await visit(page, '/campaigns');
    const cell = page.locator(`${ROW} [data-field="description"]`).first();
    await expect.poll(() => cell.textContent(), { timeout: 20_000 }).toBe(`${DESCRIPTION.slice(0, 40)}…`);
    await expect.poll(() => cell.locator('[title]').getAttribute('title')).toBe(DESCRIPTION);
    await cell.getByText(`${DESCRIPTION.slice(0, 40)}…`).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(DESCRIPTION);
  });

  it('keeps an amount one unit in Arabic: the number, then "US$", left to right', async () => {
    await page.goto('/accounts');
    await useLanguage(page, 'ar');
    const funds = page.locator(`${ROW} [data-field="funds"]`).first();
    await expect.poll(() => funds.textContent(), { timeout: 20_000 }).toContain('US$');
    // Where each character lands on screen: "0.00 US$" must read left to right as one piece.
    const boxes = await funds.evaluate((cell) => {
      const text = [...cell.querySelectorAll('*'), cell]
        .flatMap((el) => [...el.childNodes])
        .find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('US$')) as Text;
      const at = (char: string) => {
        const i = text.data.indexOf(char);
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { digit: at('0'), u: at('U'), dollar: at('$') };
    });
    expect(boxes.digit).toBeLessThan(boxes.u);
    expect(boxes.u).toBeLessThan(boxes.dollar);
  });

  it('fits a 390 px phone: the add-lead buttons and the last-days chart labels (French, the longest)', async () => {
    const phone = await journey.browser.newContext({ baseURL: journey.server.baseUrl, viewport: NARROW });
    const p = await phone.newPage();
    await signIn(p, ADMIN);
    await useLanguage(p, 'fr');
    const add = p.getByRole('button', { name: 'Ajouter un prospect' });
    await add.waitFor();
    const box = await add.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await p.goto('/dashboard');
    const labels = p.locator('.MuiChartsAxis-directionX').first().locator('.MuiChartsAxis-tickLabel');
    await expect.poll(() => labels.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const boxes = (await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
      .map((r) => ({ left: r.left, right: r.right }))
      .sort((a, b) => a.left - b.left);
    // Each label ends before the next begins: no "19.1120.1121.11…" run-together.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    await phone.close();
  });
});
