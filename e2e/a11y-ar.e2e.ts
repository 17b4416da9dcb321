import { beforeAll } from 'vitest';
import { checkEveryScreenIn } from './a11y-helpers';
import { describeInChromium } from './journey';

/*
 * Issue 18 (partners, item 3): axe-core on every screen of the app in Arabic, right to left; English, the
 * dark theme and the skip link are `a11y.e2e.ts` (side by side on CI). See `a11y-helpers.ts`.
 */

describeInChromium('accessibility (axe-core) of every screen in Chromium, in Arabic', () => {
  const s = checkEveryScreenIn('ar');

  // Before any check: the Arabic screens are drawn right to left.
  beforeAll(() => s.page.locator('html[dir="rtl"]').waitFor({ state: 'attached' }));
});
