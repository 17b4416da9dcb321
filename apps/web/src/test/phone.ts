import { vi } from 'vitest';

/**
 * Makes the screen a phone's (390 px) until `vi.unstubAllGlobals()` (the web setup file calls it after each
 * test): no min-width media query matches, every max-width one does. The setup's own `matchMedia` answers
 * like a desktop browser.
 */
export function stubPhoneScreen(): void {
  const desktop = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}
