import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { gridRowIds } from './grid-rows';
import { beforeAll, expect, it } from 'vitest';
import { chooseOption, menuOpened, ROW, SCREENSHOTS, settled } from './harness';
import { describeInChromium, useDemoFloor } from './journey';
import { api, NARROW, signedIn, tokenOf, WIDE } from './spec-rules-helpers';

/*
 * Issue 19 "What a sales floor expects" item 2, "Work a lead in a few actions", on the demo sales floor
 * (600 leads), at 1440 px and at 390 px: a sales manager opens a lead, changes its status, funnel and
 * assignee and adds a comment without closing the drawer, presses j and the drawer shows the next row's
 * lead, then changes a status from a grid row. Every change is checked through the API.
 */

const MANAGER = 'sales-manager.1@demo.leadhouse.local';

interface LeadDetail {
  id: string;
  firstName: string;
  lastName: string;
  status: string;
  funnel: string | null;
  assignedTo: string | null;
  comments: Array<{ text: string }>;
}

/** A status other than `current`, as the enum value and its English label (lowercase, spec §4). */
const otherStatus = (current: string) =>
  current === 'FOLLOW_UP' ? { value: 'ACTIVE', label: 'active' } : { value: 'FOLLOW_UP', label: 'follow up' };
const otherFunnel = (current: string | null) => (current === 'Whale' ? 'Conversion' : 'Whale');

/**
 * The ids of the grid's rows, in order, once a full page (40) is drawn. (Not `networkidle`: the live event
 * stream keeps a request open.)
 */
async function rowIds(page: Page): Promise<string[]> {
  const ids = () => gridRowIds(page);
  await expect.poll(async () => (await ids()).length, { timeout: 30_000 }).toBe(40);
  return ids();
}

/**
 * The status menu button of lead `id`'s grid row. On a phone the status column starts off screen and the
 * grid draws only the columns in view, so the grid is scrolled sideways until the cell is drawn.
 */
async function statusCell(page: Page, id: string) {
  const button = page.locator(`${ROW}[data-id="${id}"] button[data-lead-id="${id}"]`).first();
  const scroller = page.locator('.MuiDataGrid-virtualScroller');
  for (let step = 0; step < 20 && (await button.count()) === 0; step++) {
    await scroller.evaluate((el) => el.scrollBy({ left: 150 }));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
  await button.scrollIntoViewIfNeeded();
  return button;
}

describeInChromium('work a lead (issue 19 sales floor item 2) in Chromium', () => {
  const floor = useDemoFloor();
  let token: string;

  beforeAll(async () => {
    token = await tokenOf(floor.server.baseUrl, MANAGER);
  });

  const detail = (id: string) => api<LeadDetail>(floor.server.baseUrl, `/leads/${id}`, undefined, token);

  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', NARROW],
  ] as const) {
    it(`at ${size} px: status, funnel, assignee and a comment in the open drawer, j to the next lead, a status from the grid`, async () => {
      const { context, page } = await signedIn(floor.browser, floor.server.baseUrl, MANAGER, viewport);
      try {
        const ids = await rowIds(page);
        const [firstId, nextId, gridId] = ids as [string, string, string];
        const before = await detail(firstId);
        const next = await detail(nextId);
        const { rows: assignable } = await api<{ rows: Array<{ id: string; name: string }> }>(
          floor.server.baseUrl,
          '/users/getUsersForAssign',
          undefined,
          token,
        );
        const assignee = assignable.find((u) => u.id !== before.assignedTo)!;

        // The name opens the lead in both layouts (on a phone it heads the lead's one cell).
        await page
          .locator(`${ROW}[data-id="${firstId}"]`)
          .getByRole('button', { name: /^Open / })
          .click();
        const name = `${before.firstName} ${before.lastName}`;
        const drawer = page.getByRole('dialog', { name });
        await drawer.waitFor();

        const status = otherStatus(before.status);
        await chooseOption(page, drawer.getByRole('combobox', { name: 'Status' }), status.label);
        const funnel = otherFunnel(before.funnel);
        await chooseOption(page, drawer.getByRole('combobox', { name: 'Funnel' }), funnel);
        const assignedTo = drawer.getByRole('combobox', { name: 'Assigned to' });
        await chooseOption(page, assignedTo, new RegExp(`^${assignee.name}`));
        const text = `Called at ${size} px, call back Sunday`;
        await drawer.getByLabel('Add a comment').fill(text);
        await drawer.getByRole('button', { name: 'Add comment' }).click();
        await drawer.locator('li').filter({ hasText: text }).waitFor();
        await settled(page);
        await page.screenshot({ path: join(SCREENSHOTS, `work-a-lead-drawer-${size}.png`) });

        await expect
          .poll(async () => {
            const now = await detail(firstId);
            return [now.status, now.funnel, now.assignedTo, now.comments.some((c) => c.text === text)];
          })
          .toEqual([status.value, funnel, assignee.id, true]);
        // The drawer never closed; the worked row kept its place, marked as changed.
        expect(await drawer.isVisible()).toBe(true);
        expect(await drawer.getByRole('combobox', { name: 'Status' }).textContent()).toContain(status.label);
        await expect
          .poll(() => page.locator(`${ROW}[data-id="${firstId}"]`).getAttribute('class'))
          .toContain('lead-row-changed');
        expect((await rowIds(page)).slice(0, 3)).toEqual([firstId, nextId, gridId]);

        // j: the next row's lead, in the same drawer.
        await drawer.getByRole('heading', { name }).click();
        await page.keyboard.press('j');
        await page.getByRole('dialog', { name: `${next.firstName} ${next.lastName}` }).waitFor();
        expect(new URL(page.url()).searchParams.get('lead')).toBe(nextId);
        await page.keyboard.press('Escape');
        await expect.poll(() => new URL(page.url()).searchParams.get('lead')).toBeNull();

        // A status from the grid row: one click opens the statuses.
        const inGrid = await detail(gridId);
        const gridStatus = otherStatus(inGrid.status);
        await (await statusCell(page, gridId)).click();
        await menuOpened(page);
        await page.getByRole('menuitem', { name: gridStatus.label, exact: true }).click();
        await expect.poll(async () => (await detail(gridId)).status).toBe(gridStatus.value);
        await page
          .locator(`${ROW}[data-id="${gridId}"]`)
          .getByText(gridStatus.label, { exact: true })
          .waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
