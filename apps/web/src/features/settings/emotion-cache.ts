import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../lib/i18n';

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** One emotion cache per direction; the RTL one flips styles with stylis-plugin-rtl. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin as unknown as StylisPlugin] })
      : createCache({ key: 'mui' });
  caches[direction] = cache;
  return cache;
}
