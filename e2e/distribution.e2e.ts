import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartner, type Partner } from '../apps/server/src/test/partner';
import { zoneAtNoon } from '../apps/server/src/test/zone-at-noon';
import { ADMIN, hasChromium, menuOpened, ROW, SCREENSHOTS, type TestServer, tick, visit } from './harness';
import {
  addByHand,
  buyerIdsOf,
  call,
  postTen,
  putBuyerSettings,
  seed,
  until,
  type Seeded,
} from './distribution-helpers';
import { closeJourney, openJourney, signIn, startNewIntegration, type Journey } from './journey';
import { toastShown } from './toasts';

/*
 * The lead distribution journey (issue 22 "Tests that must exist"): two buyers against a real loopback
 * partner (A with a day cap of 3 made in the integration form, B through the API), a priority flow made in
 * the flow editor, 10 intake leads: 3 arrive at the partner for buyer A and 7 for buyer B (told apart by B's header,
 * polled, no sleeps), the first buyer's meter full on the Distribution screen; a lead's route read in the
 * drawer; a lead from another country simulated; the screen in Arabic right to left. Then, in Arabic, the two
 * forms a manager fills on this screen's leads: a return in the drawer (a blank reason refused under the
 * field, the revenue reversed once), a re-route of a held lead from the held queue, and a flow deleted (its
 * routes still name it). Then leads no flow took, found in the list by their distribution state, sent from the
 * bulk bar after a confirmation, and the dashboard's held count opening exactly the held leads.
 */

describe.skipIf(!hasChromium)('lead distribution journey in Chromium', () => {
  let server: TestServer;
  let partner: Partner;
  let journey: Journey | undefined;
  let page: Page;
  let seeded: Seeded;
  let leadIds: string[] = [];
  const routes = new Map<
    string,
    { state: string | null; sends: Array<{ integrationName: string; status: string }> }
  >();

  beforeAll(async () => {
    partner = await startPartner();
    journey = await openJourney({ viewport: { width: 1360, height: 820 } }, 90_000, {
      INTEGRATION_ALLOW_HOSTS: '127.0.0.1',
    });
    ({ server, page } = journey);
    seeded = await seed(server.baseUrl, partner.url);
  });

  afterAll(() => closeJourney(journey, partner));

  it('makes Buyer A in the integration form with a day cap of 3', async () => {
    await signIn(page, ADMIN);
    const form = await startNewIntegration(page, {
      user: /Buyer Bot/,
      name: 'Buyer A',
      address: `${partner.url}/accept`,
    });
    const buyer = form.getByRole('region', { name: 'Buyer (lead distribution)' });
    await buyer.getByLabel('This integration is a buyer').check();
    await buyer.getByRole('textbox', { name: 'Day', exact: true }).fill('3');
    await form.getByRole('button', { name: 'Create' }).click();
    const secrets = page.getByRole('dialog', { name: 'Signing secret and postback address' });
    await secrets.getByRole('button', { name: 'I have stored them' }).click();
    const buyers = await call<{
      rows: Array<{ name: string; distribution: { caps?: { day?: number } } | null }>;
    }>(server.baseUrl, 'GET', '/distribution/buyers', undefined, seeded.token);
    expect(buyers.rows.map((b) => [b.name, b.distribution?.caps?.day ?? null])).toEqual([
      ['Buyer A', 3],
      ['Buyer B', null],
    ]);
    // Its days counted in a zone where it is now about noon: no day turns while the journey runs (zoneAtNoon).
    const a = (await buyerIds())['Buyer A']!;
    await putBuyerSettings(server.baseUrl, seeded.token, a, { caps: { day: 3 }, timeZone: zoneAtNoon() });
  });

  it('creates the priority flow in the flow editor: Buyer A first, Buyer B second, leads from the UAE', async () => {
    await page.getByRole('link', { name: 'Distribution' }).click();
    await page.waitForURL('**/distribution');
    await page.getByRole('button', { name: 'New flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    await dialog.getByLabel('Name').fill('Gulf priority');
    const countries = dialog.getByRole('combobox', { name: 'Countries' });
    await countries.fill('AE');
    await countries.press('Enter');
    await dialog.getByRole('button', { name: 'Add buyer' }).click();
    await dialog.getByRole('button', { name: 'Add buyer' }).click();
    await expect.poll(() => dialog.getByLabel('Priority', { exact: true }).count()).toBe(2);
    // Escape on the half-filled flow asks before discarding it (it threw the whole form away); keep editing.
    await dialog.getByLabel('Name').press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Gulf priority');
    expect(await dialog.getByLabel('Priority', { exact: true }).count()).toBe(2);
    // On a phone the buyer lines wrap: priority and weight keep a width one can read and type in (they were
    // squeezed to ~25 px, their values hidden).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const label of ['Priority', 'Weight']) {
      const box = await dialog.getByLabel(label, { exact: true }).first().boundingBox();
      expect(box?.width, label).toBeGreaterThanOrEqual(60);
    }
    await page.setViewportSize({ width: 1360, height: 820 });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toastShown(page, 'Flow created');
    const flows = await call<{
      rows: Array<{
        name: string;
        method: string;
        match: { countries: string[] };
        buyers: Array<{ name: string; priority: number }>;
      }>;
    }>(server.baseUrl, 'GET', '/distribution/flows', undefined, seeded.token);
    expect(flows.rows).toHaveLength(1);
    expect(flows.rows[0]).toMatchObject({
      name: 'Gulf priority',
      method: 'priority',
      match: { countries: ['AE'] },
    });
    expect(flows.rows[0]!.buyers.map((b) => [b.name, b.priority])).toEqual([
      ['Buyer A', 1],
      ['Buyer B', 2],
    ]);
  });

  it('posts 10 intake leads and watches 3 arrive at the capped first buyer and 7 at the second', async () => {
    leadIds = await postTen(server.baseUrl, seeded.key);
    // At the partner, once per idempotency key: Buyer B's requests carry its header, Buyer A's none.
    const arrived = () => {
      const keys = { A: new Set<string>(), B: new Set<string>() };
      for (const r of partner.received) {
        if (r.path !== '/accept') continue;
        keys[r.headers['x-buyer'] === 'B' ? 'B' : 'A'].add(String(r.headers['idempotency-key']));
      }
      return { A: keys.A.size, B: keys.B.size };
    };
    await until(
      async () => arrived(),
      (n) => n.A + n.B === 10,
    );
    expect(arrived()).toEqual({ A: 3, B: 7 });
    const sold = await until(
      async () => {
        for (const id of leadIds) {
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
    await page.goto('/distribution');
    const meter = page.getByText('Day: 3 of 3 used, 0 left', { exact: false }).first();
    await meter.waitFor();
    // Under each buyer's meters, what it did with what it was sent in the last 24 hours.
    const activity = page.getByTestId('flow-buyer-Buyer B').getByTestId('buyer-activity');
    await activity.getByText('Last 24 h: sent 7 · accepted 7 (100%) · rejected 0 · failed 0').waitFor();
    // On a phone the buyers and their meters stay on screen (they sat off to the right of three columns),
    // and the flow's edit button is still there.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => {
        const box = await meter.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Edit flow Gulf priority' }).waitFor();
    await page.setViewportSize({ width: 1360, height: 820 });
    const route = await routeInDrawer(soldToB(), 'Integrations');
    await route.getByText('Skipped Buyer A: day cap 3/3').waitFor();
    await route.getByText('Accepted by Buyer B').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'distribution-route.png') });
  });

  it('simulates a lead from another country: no flow takes it', async () => {
    await visit(page, '/distribution?tab=simulator');
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

  it('returns a lead in Arabic from the drawer: a blank reason is refused, the return is taken once', async () => {
    const toB = soldToB();
    const route = await routeInDrawer(toB, 'التكاملات');
    await route.getByRole('button', { name: 'إرجاع' }).click();
    const form = page.getByRole('dialog', { name: 'إرجاع عميل' });
    await form.getByRole('button', { name: 'إرجاع' }).click();
    // The contract's rule, in the user's language, under the field; nothing sent.
    await form.getByText('اذكر سببًا من 1 إلى 500 حرف').waitFor();
    expect(
      (
        await call<{ state: string }>(
          server.baseUrl,
          'GET',
          `/leads/${toB}/distribution`,
          undefined,
          seeded.token,
        )
      ).state,
    ).toBe('sold');
    await form.getByRole('textbox', { name: 'السبب' }).fill('الرقم لا يرد');
    await page.screenshot({ path: join(SCREENSHOTS, 'distribution-return-ar.png') });
    await form.getByRole('button', { name: 'إرجاع' }).click();
    await toastShown(page, 'تم إرجاع العميل');
    await form.waitFor({ state: 'hidden' });
    await route.getByText('مُرجع', { exact: true }).waitFor();
    // Each step's date and time read left to right inside the Arabic text (the time came before the date).
    const when = route.locator('li[data-outcome="returned"] bdi').first();
    expect(await when.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await when.innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const after = await call<{
      state: string;
      sends: Array<{ integrationName: string; status: string }>;
      steps: Array<{ outcome: string; price: { amount: number } | null }>;
    }>(server.baseUrl, 'GET', `/leads/${toB}/distribution`, undefined, seeded.token);
    expect(after.state).toBe('returned');
    expect(after.steps.filter((s) => s.outcome === 'returned')).toHaveLength(1);
    // A second return of the same sale is refused: the revenue is reversed once.
    const again = await fetch(`${server.baseUrl}/api/distribution/returns`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seeded.token}` },
      body: JSON.stringify({
        leadId: toB,
        integrationId: (await buyerIds())['Buyer B'],
        reason: 'again',
      }),
    });
    expect(again.status).toBe(409);
  });

  it('re-routes a held lead in Arabic from the held queue into another flow', async () => {
    const ids = await buyerIds();
    // A flow for Qatar whose only buyer (A) has used its day cap: a lead from Qatar is held.
    await call(
      server.baseUrl,
      'POST',
      '/distribution/flows',
      {
        name: 'Qatar A only',
        method: 'priority',
        match: { countries: ['QA'] },
        buyers: [{ integrationId: ids['Buyer A'] }],
        holdMinutes: 120,
      },
      seeded.token,
    );
    const { id: held } = await call<{ id: string }>(
      server.baseUrl,
      'POST',
      '/intake/leads',
      {
        firstName: 'Held',
        lastName: 'Qatar',
        email: 'held.qatar@example.com',
        phoneNumber: '5000007801',
        country: 'QA',
      },
      seeded.key,
    );
    const state = () =>
      call<{ state: string; sends: Array<{ integrationName: string; status: string }> }>(
        server.baseUrl,
        'GET',
        `/leads/${held}/distribution`,
        undefined,
        seeded.token,
      );
    await until(state, (r) => r.state === 'held');
    // The flow says it holds one lead; its chip opens the held queue filtered to that flow.
    await page.goto('/distribution');
    await page
      .locator(ROW)
      .filter({ hasText: 'Qatar A only' })
      .getByRole('link', { name: 'معلّق: 1' })
      .click();
    await page.getByText('المسار: Qatar A only').waitFor();
    const row = page.locator(ROW).filter({ hasText: 'Held Qatar' });
    await row.waitFor();
    await tick(row.getByRole('checkbox'));
    await page.getByRole('button', { name: 'إعادة توجيه', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'إعادة توجيه عميل واحد (1)' });
    // No flow picked yet: the submit is off.
    expect(await form.getByRole('button', { name: 'إعادة توجيه', exact: true }).isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'المسار' }).click();
    await menuOpened(page);
    await page.getByRole('option', { name: 'Gulf priority' }).click();
    await form.getByRole('button', { name: 'إعادة توجيه', exact: true }).click();
    await toastShown(page, 'تم: 1، تم تخطي: 0');
    // Buyer A is still capped for the day; Buyer B, second in the Gulf flow, takes it.
    const sold = await until(state, (r) => r.state === 'sold');
    expect(sold.sends.filter((s) => s.status === 'accepted').map((s) => s.integrationName)).toEqual([
      'Buyer B',
    ]);
    await row.waitFor({ state: 'detached' });
    // Its route in the drawer says which round each step is in (each round numbers its steps from 1).
    await visit(page, `/leads?lead=${held}`);
    const drawer = page.getByRole('dialog', { name: 'Held Qatar' });
    await drawer.getByRole('tab', { name: 'التكاملات' }).click();
    for (const round of ['الجولة 1', 'الجولة 2']) {
      await drawer.getByTestId('lead-route').getByText(round, { exact: true }).waitFor();
    }
  });

  it('deletes a flow in Arabic: gone from the screen, still named in the routes it made', async () => {
    await visit(page, '/distribution');
    const remove = page.getByRole('button', { name: 'حذف المسار Gulf priority' });
    await remove.click();
    await page
      .getByRole('dialog', { name: 'حذف المسار' })
      .getByRole('button', { name: 'حذف المسار' })
      .click();
    await toastShown(page, 'تم حذف المسار');
    await remove.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'حذف المسار Qatar A only' }).waitFor();
    // Archived, not removed: the first lead's route still says which flow took it (it said nothing once the
    // flow's row was gone).
    const route = await routeInDrawer(leadIds[0]!, 'التكاملات');
    await route.getByText('المسار: Gulf priority').waitFor();
  });

  it('imports leads with "Distribute imported leads": the import says where they went', async () => {
    // In English again; three leads from Qatar, whose flow's only buyer (A) has used its day cap: held.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    const file = join(mkdtempSync(join(tmpdir(), 'lh-dist-import-')), 'qatar.csv');
    const rows = [1, 2, 3].map((i) => `Imported${i},Qatar,imported.${i}@example.com,+97455001${i}00,QA`);
    writeFileSync(file, ['first_name,last_name,email,phone,country', ...rows].join('\n') + '\n');
    await page.goto('/leads');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import leads from CSV' });
    await page.getByTestId('csv-file-input').setInputFiles(file);
    await dialog.getByTestId('detected').waitFor();
    await dialog.getByRole('checkbox', { name: 'Distribute imported leads' }).check();
    const start = dialog.getByRole('button', { name: /^Import about 3 rows$/ });
    await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true);
    await start.click();
    // It said only "3 imported"; now where they went, once the hand-over ends.
    await page
      .getByTestId('import-routing')
      .getByText('Distribution: sold 0, held (no buyer takes them now) 3, unsold 0, returned 0.')
      .waitFor();
  });

  it('distributes leads no flow took from the bulk bar, after a confirmation; the dashboard opens the held', async () => {
    // Two leads from Qatar added by hand: adding a lead does not distribute it.
    await addByHand(server.baseUrl, seeded.token, 'QA', 2);
    await visit(page, '/leads?DISTRIBUTION=none');
    await page.getByText('Distribution: Not distributed').waitFor();
    await expect.poll(() => page.locator(ROW).count()).toBe(2);
    await tick(page.getByRole('checkbox', { name: 'Select all rows' }));
    await page.getByRole('button', { name: 'Distribute', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the selected leads to buyers?' });
    await confirm.getByText(/^Selected leads: 2\./).waitFor();
    await confirm.getByRole('button', { name: 'Distribute', exact: true }).click();
    // The Qatar flow's only buyer (A) has used its day cap: held, said as a warning.
    await toastShown(
      page,
      'Sent to buyers: 0. Held, no buyer takes them now: 2. No flow: 0. Already distributed: 0.',
    );
    // The dashboard counts them with the three imported ones, and its held count opens exactly those five.
    await visit(page, '/dashboard');
    const held = page.getByTestId('outcome-held');
    await held.getByRole('link', { name: 'Open the leads behind Held: 5' }).click();
    await page.waitForURL(/DISTRIBUTION=held/);
    await expect.poll(() => page.locator(ROW).count()).toBe(5);
    for (const name of ['Manual1', 'Imported3']) await page.locator(ROW).filter({ hasText: name }).waitFor();
  });

  /** The first of the ten leads Buyer B accepted. */
  function soldToB(): string {
    return leadIds.find((id) =>
      routes.get(id)!.sends.some((s) => s.integrationName === 'Buyer B' && s.status === 'accepted'),
    )!;
  }

  /** Opens a lead's drawer on the tab named `tab` (in the page's language); answers its route's section. */
  async function routeInDrawer(leadId: string, tab: string) {
    await visit(page, `/leads?lead=${leadId}`);
    const drawer = page.getByRole('dialog', { name: `Route${leadIds.indexOf(leadId)} Lead` });
    await drawer.getByRole('tab', { name: tab }).click();
    return drawer.getByTestId('lead-route');
  }

  /** The buyers' integration ids by name. */
  const buyerIds = () => buyerIdsOf(server.baseUrl, seeded.token);
});
