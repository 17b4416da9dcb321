import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness';

/**
 * Toasts as a state, not a moment. The app shows one toast at a time (newest wins) for 3 s (snackbar) or
 * 8.5 s (toaster), spec §8. Waiting for its text to be visible raced on two busy cores: Playwright checks
 * visibility by polling over CDP, and a poll that comes late, or a newer toast that replaces the first, made
 * a journey fail after 30 s although the action had worked (CI: "Funds added successfully", "1 lead
 * restored"). Every page of a browser from `launchChromium` records each toast the moment it is put in the
 * DOM (a MutationObserver run before the app's scripts), and `toastShown` waits for that record.
 */

/** Runs in the page before its scripts: pushes the text of every new snackbar element to `__lhToasts`. */
function recordToasts() {
  const w = window as unknown as { __lhToasts?: string[] };
  const shown: string[] = (w.__lhToasts = []);
  const seen = new WeakSet<Element>();
  const record = () => {
    for (const toast of document.querySelectorAll('.MuiSnackbar-root')) {
      const text = toast.textContent ?? '';
      if (seen.has(toast) || text === '') continue;
      seen.add(toast);
      shown.push(text);
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Chromium with the run's flags whose every context (and `newPage`) records toasts for `toastShown`. A context
 * asks for reduced motion unless its options say otherwise (the app then draws no transitions and no ripples,
 * app-theme-provider.tsx): the grid and settings matrices check states, not animations. Journeys
 * (journey.ts `openJourney`) keep the motion a user's browser has.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await context.addInitScript(recordToasts);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage({ reducedMotion: 'reduce', ...options });
    await page.context().addInitScript(recordToasts);
    return page;
  };
  return browser;
}

/**
 * Waits until a toast containing `text` has been shown on `page` since the last navigation and takes it off
 * the record, so the next wait for the same text needs a new toast. Fails after `timeoutMs` with the toasts
 * that were shown, the open dialog's text and the page's alerts (what a screenshot would have told).
 */
export async function toastShown(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await page.evaluate((wanted) => {
      const shown = (window as unknown as { __lhToasts?: string[] }).__lhToasts;
      if (!shown) throw new Error('this page records no toasts: launch the browser with launchChromium()');
      const at = shown.findIndex((t) => t.includes(wanted));
      if (at >= 0) shown.splice(at, 1);
      return at >= 0;
    }, text);
    if (found) return;
    if (Date.now() > deadline)
      throw new Error(`toast "${text}" not shown in ${timeoutMs} ms; ${await state(page)}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Closes the toasts on screen with their close (×) button, as a user does before working on, and waits until
 * none is left. A toast with an action (Undo) has no close button and is left alone: its action is not clicked.
 * Clicked in the page in one step, so a toast that leaves on its own meanwhile is no error.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = '.MuiSnackbar-root .MuiAlert-action .MuiIconButton-root';
  await page.evaluate((selector) => {
    for (const close of document.querySelectorAll<HTMLElement>(selector)) close.click();
  }, closeButtons);
  // In the page, frame by frame (usable in hooks too, where expect.poll is not).
  await page.waitForFunction((selector) => document.querySelector(selector) === null, closeButtons);
}

async function state(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (window as unknown as { __lhToasts?: string[] }).__lhToasts ?? [];
    const dialog = document.querySelector('[role=dialog]')?.textContent ?? '(none)';
    const alerts = [...document.querySelectorAll('[role=alert]')].map((a) => a.textContent).join(' | ');
    return `toasts left on record: [${shown.join(' | ')}]; open dialog: ${dialog}; alerts: ${alerts || '(none)'}; url: ${location.href}`;
  });
}
