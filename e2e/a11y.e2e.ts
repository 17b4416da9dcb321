import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_PATH, hasChromium, ROW } from './harness';
import {
  DARK_SCREENS,
  SCREENS,
  SIGNED_OUT_PATHS,
  screenViolations,
  signedOutViolations,
  startA11ySession,
  useLanguage,
  type A11ySession,
} from './a11y-helpers';

/*
 * Issue 18 (partners, item 3): axe-core on every screen of the app in English, light and dark, and the skip
 * link; Arabic is `a11y-ar.e2e.ts` (side by side on CI). See `a11y-helpers.ts`.
 */

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

describe.skipIf(!hasChromium)('accessibility (axe-core) of every screen in Chromium, in English', () => {
  let s: A11ySession;

  beforeAll(async () => {
    s = await startA11ySession();
    await useLanguage(s.page, 'en');
  }, 240_000);

  afterAll(async () => {
    await s?.browser.close();
    await s?.server.stop();
  });

  it.each(SIGNED_OUT_PATHS)('signed out: %s has no serious or critical violation', async (path) => {
    expect((await signedOutViolations(s, path, 'en')).join('\n')).toBe('');
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    'signed in: %s has no serious or critical violation',
    async (_, screen) => {
      expect((await screenViolations(s.page, screen, 'en')).join('\n')).toBe('');
    },
  );

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
});
