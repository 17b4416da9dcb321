import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium } from './harness';
import {
  SCREENS,
  SIGNED_OUT_PATHS,
  screenViolations,
  signedOutViolations,
  startA11ySession,
  useLanguage,
  type A11ySession,
} from './a11y-helpers';

/*
 * Issue 18 (partners, item 3): axe-core on every screen of the app in Arabic, right to left; English, the
 * dark theme and the skip link are `a11y.e2e.ts` (side by side on CI). See `a11y-helpers.ts`.
 */

if (!hasChromium) console.warn(`e2e skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`);

describe.skipIf(!hasChromium)('accessibility (axe-core) of every screen in Chromium, in Arabic', () => {
  let s: A11ySession;

  beforeAll(async () => {
    s = await startA11ySession();
    await useLanguage(s.page, 'ar');
    await s.page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
  }, 240_000);

  afterAll(async () => {
    await s?.browser.close();
    await s?.server.stop();
  });

  it.each(SIGNED_OUT_PATHS)('signed out: %s has no serious or critical violation', async (path) => {
    expect((await signedOutViolations(s, path, 'ar')).join('\n')).toBe('');
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    'signed in: %s has no serious or critical violation',
    async (_, screen) => {
      expect((await screenViolations(s.page, screen, 'ar')).join('\n')).toBe('');
    },
  );
});
