import { LANGUAGES, type LanguageId } from '../../lib/i18n/languages';
import { authTexts } from '../../features/auth/i18n';
import { shellTexts } from '../../features/shell/i18n';
import { settingsTexts } from '../../features/settings/i18n';
import { pagesTexts } from '../../features/errors/i18n';
import { usersTexts } from '../../features/users/i18n';
import { poolsTexts } from '../../features/pools/i18n';
import { leadsTexts } from '../../features/leads/i18n';
import { leadImportTexts } from '../../features/lead-import/i18n';
import { leadExportTexts } from '../../features/lead-export/i18n';
import { leadUndoTexts } from '../../features/lead-undo/i18n';
import { savedViewsTexts } from '../../features/saved-views/i18n';
import { integrationsTexts } from '../../features/integrations/i18n';
import { accountsTexts } from '../../features/accounts/i18n';
import { domainsTexts } from '../../features/domains/i18n';
import { distributionTexts } from '../../features/distribution/i18n';
import { notificationsTexts } from '../../features/notifications/i18n';
import { apiKeysTexts } from '../../features/api-keys/i18n';
import { depositsTexts } from '../../features/deposits/i18n';
import { dashboardTexts } from '../../features/dashboard/i18n';
import { analyticsTexts } from '../../features/analytics/i18n';
import { reportsTexts } from '../../features/reports/i18n';
import { COMMON, type commonEn } from './common';

/*
 * The catalogues, composed (issue 20 §1): the app layer is the one place that knows every feature. Each
 * feature states its namespace in `features/<feature>/i18n` (six languages); `common` holds the shared
 * components' texts and the domain's labels and messages (packages/domain/src/i18n).
 */

/** Each feature's namespace: a new screen's texts are one line here plus its own i18n folder. */
const FEATURE_TEXTS = {
  auth: authTexts,
  shell: shellTexts,
  settings: settingsTexts,
  pages: pagesTexts,
  users: usersTexts,
  pools: poolsTexts,
  leads: leadsTexts,
  leadImport: leadImportTexts,
  leadExport: leadExportTexts,
  leadUndo: leadUndoTexts,
  savedViews: savedViewsTexts,
  integrations: integrationsTexts,
  accounts: accountsTexts,
  domains: domainsTexts,
  distribution: distributionTexts,
  notifications: notificationsTexts,
  apiKeys: apiKeysTexts,
  deposits: depositsTexts,
  dashboard: dashboardTexts,
  analytics: analyticsTexts,
  reports: reportsTexts,
} as const;

type Namespaces = keyof typeof FEATURE_TEXTS;

/** English, the reference: its type is the typed `t` of every namespace (i18next.d.ts). */
export type EnglishResources = { common: typeof commonEn } & {
  [N in Namespaces]: (typeof FEATURE_TEXTS)[N]['en'];
};

function resourcesOf(language: LanguageId) {
  const features = Object.fromEntries(
    Object.entries(FEATURE_TEXTS).map(([ns, texts]) => [ns, texts[language]]),
  );
  return { common: COMMON[language], ...features } as EnglishResources;
}

/** All catalogues by language; each top-level key is an i18next namespace (one per feature). */
export const resources = Object.fromEntries(LANGUAGES.map((l) => [l.id, resourcesOf(l.id)])) as Record<
  LanguageId,
  EnglishResources
>;
export const NAMESPACES = ['common', ...(Object.keys(FEATURE_TEXTS) as Namespaces[])];
