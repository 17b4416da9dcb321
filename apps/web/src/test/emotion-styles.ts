import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { emotionCacheFor } from '../features/settings/emotion-cache';

/**
 * The emotion caches a test can write styles into: the app's two (one per direction, `AppThemeProvider`) and
 * emotion's default one, which components rendered outside the app's providers use.
 */
function emotionCaches(): EmotionCache[] {
  let fallback: EmotionCache | null = null;
  const Probe = () => {
    fallback = __unsafe_useEmotionCache();
    return null;
  };
  render(createElement(Probe)).unmount();
  const caches = [emotionCacheFor('ltr'), emotionCacheFor('rtl')];
  return fallback ? [...caches, fallback] : caches;
}

let caches: EmotionCache[] = [];

/**
 * Sets the caches up as in a production page: each rule goes in by `insertRule` into one style sheet, not as
 * a `<style>` element of its own per rule (emotion's development mode), which jsdom parses one by one.
 * Call once per worker, before the first test.
 */
export function installEmotionStyles(): void {
  caches = emotionCaches();
  for (const cache of caches) cache.sheet.isSpeedy = true;
}

/**
 * Removes every rule the last test inserted and forgets that it was inserted, so the next test's page holds
 * only its own styles, as a freshly loaded page would. Without it the rules of every earlier file stayed in
 * the worker's one jsdom document (`isolate: false`), and each `getComputedStyle` of a role query walked
 * them all: the web project took 169 s instead of 101 s (docs/benchmarks.md "Session 33").
 * Also drops the sheets jsdom keeps for `<style>` elements that left the document inside their parent (the
 * data grid renders its CSS variables as one): a change of their text makes jsdom look again, and a style
 * element out of the document has no sheet.
 * Call after `cleanup()`, when no component is mounted.
 */
export function resetPageStyles(): void {
  for (const cache of caches) {
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner && !owner.isConnected) owner.textContent = owner.textContent ?? '';
  }
}
