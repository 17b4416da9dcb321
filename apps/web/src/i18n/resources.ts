import { ar } from './locales/ar';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { zh } from './locales/zh';

/** All catalogues by language; each top-level key is an i18next namespace (one per feature). */
export const resources = { en, zh, ar, it, es, fr };
export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'settings',
  'pages',
  'users',
  'pools',
  'leads',
  'leadImport',
  'leadExport',
  'leadUndo',
  'savedViews',
  'integrations',
  'accounts',
  'domains',
  'apiKeys',
  'deposits',
  'dashboard',
  'analytics',
  'reports',
  'notifications',
] as const;
