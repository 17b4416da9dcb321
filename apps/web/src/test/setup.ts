import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../app/i18n';
import { preloadPages } from '../app/routes';
import { installEmotionStyles, resetPageStyles } from './emotion-styles';

initI18n('en');
installEmotionStyles();

// Every page's module is in the worker's module graph before the first test (see preloadPages).
await preloadPages();

// jsdom has no matchMedia: answer like a desktop browser (min-width queries match).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Testing Library auto-cleanup needs vitest globals, which are off here.
afterEach(async () => {
  cleanup();
  resetPageStyles();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  await i18n.changeLanguage('en');
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

// Lazy routes load real modules: on a busy 2-core CI machine the first one can take well over the 1 s default.
configure({ asyncUtilTimeout: 5000 });
