import { existsSync } from 'node:fs';

/*
 * The headless Chromium every browser check and browser script of the repository runs (e2e journeys,
 * `first-load-bytes`): one path and one list of flags.
 */

/** The browser: Debian's `chromium` package, or `LH_CHROMIUM`. */
export const CHROMIUM_PATH = process.env.LH_CHROMIUM ?? '/usr/bin/chromium';
/** Whether the browser is installed (a browser check is skipped, with a warning, when it is not). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Chromium features the journeys run without. Chromium reads only the last `--disable-features`, so this one
 * repeats the list Playwright passes (playwright-core 1.65 `chromiumSwitches`) and adds the two that preload
 * the omnibox popup as a WebUI page in a renderer of its own (`chrome://omnibox-popup.top-chrome`): headless,
 * nobody sees it, yet it worked on every navigation. Without it `sales-floor.e2e.ts` alone took 99 s instead
 * of 114-116 s (docs/decisions.md "Test suite speed").
 */
const DISABLED_FEATURES = [
  ...['AimEnabled', 'AvoidCorsURLLoaderRestartOnRedirect', 'AvoidUnnecessaryBeforeUnloadCheckSync'],
  ...['DestroyProfileOnBrowserClose', 'HttpsFirstBalancedModeAutoEnable', 'HttpsUpgrades', 'LensOverlay'],
  ...['MediaRouter', 'NetworkTimeServiceQuerying', 'OptimizationHints', 'PaintHolding', 'PreconnectToSearch'],
  ...['TcpPortRandomizationWin', 'ThirdPartyStoragePartitioning'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
];

/** The launch flags: headless, no sandbox (root in CI), no GPU, nothing that phones out. */
export const CHROMIUM_ARGS = [
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No optimising compiler (TurboFan): V8 stops at Maglev. A test page lives seconds, not hours, and the
  // renderer's background threads spent about a third of their CPU compiling code that was then thrown away
  // (docs/benchmarks.md, session 41). What the app does is the same.
  '--js-flags=--max-opt=2',
];
