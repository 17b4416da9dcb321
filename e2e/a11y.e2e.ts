import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROW } from './harness';
import { checkEveryScreenIn, DARK_SCREENS, SCREENS, screenViolations } from './a11y-helpers';
import { describeInChromium } from './journey';

/*
 * Issue 18 (partners, item 3): axe-core on every screen of the app in English, light and dark, and the skip
 * link; Arabic is `a11y-ar.e2e.ts` (side by side on CI). See `a11y-helpers.ts`.
 */

describeInChromium('accessibility (axe-core) of every screen in Chromium, in English', () => {
  const s = checkEveryScreenIn('en');

  describe('signed in, dark theme', () => {
    beforeAll(async () => {
      await s.page.goto('/leads?theme-type=dark');
      await s.page.locator(ROW).first().waitFor();
      // The app keeps its appearance settings (debounced) under 'sideNav'.
      await vi.waitFor(
        async () => expect(await s.page.evaluate(() => localStorage.getItem('sideNav'))).toContain('"dark"'),
        { timeout: 10_000, interval: 100 },
      );
    });

    afterAll(async () => {
      await s.page.goto('/leads?theme-type=light');
      await vi.waitFor(
        async () => expect(await s.page.evaluate(() => localStorage.getItem('sideNav'))).toContain('"light"'),
        { timeout: 10_000, interval: 100 },
      );
    });

    it.each(DARK_SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s has no serious or critical violation',
      async (_, screen) => {
        expect((await screenViolations(s.page, screen, 'en')).join('\n')).toBe('');
      },
    );
  });

  it('the first Tab stop is a "Skip to content" link that moves focus into the main content', async () => {
    const page = s.page;
    await page.goto('/leads');
    await page.locator(ROW).first().waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('every screen of the menu is among the screens checked, and the tab is titled by its screen', async () => {
    const page = s.page;
    if (new URL(page.url()).pathname !== '/leads') await page.goto('/leads');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link').first().waitFor();
    const menu = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The demo admin's menu is every screen of the app (apps/web/src/components/screens `SCREENS`).
    expect(menu.length).toBeGreaterThan(10);
    const checked = new Set(SCREENS.map((screen) => screen.path));
    expect(menu.filter((path) => !checked.has(path ?? ''))).toEqual([]);
    await expect.poll(() => page.title()).toBe('Leads · Leadhouse');
  });
});
