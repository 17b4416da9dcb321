import { DOMAIN_TEXTS, type LanguageId } from '@leadhouse/domain';
import type { FeatureTexts } from '../../../lib/i18n/texts';
import type { Localized } from '../../../lib/plurals';
import { funnelLabels } from './funnels';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/**
 * A language's own texts (its JSON file) with the labels the domain states once: statuses, funnels,
 * columns, filters, quick filters and actions, and the lead form's fields.
 */
function withDomain<T extends { columns: object; filters: object; form: object }>(
  own: T,
  language: LanguageId,
) {
  const d = DOMAIN_TEXTS[language];
  const { firstName, lastName, email, country, campaign, platform, status, funnel } = d.columns;
  return {
    ...own,
    columns: { ...own.columns, ...d.columns },
    statuses: d.statuses,
    funnels: funnelLabels(d.funnels),
    integration: d.integrationStates,
    distributionStates: d.distributionStates,
    quickFilters: d.quickFilters,
    quickActions: d.quickActions,
    filters: { ...own.filters, labels: d.filters },
    form: { ...own.form, firstName, lastName, email, country, campaign, platform, status, funnel },
  };
}

const leadsEn = withDomain(en, 'en');

/** The shape every language of the leads namespace fills. */
export type LeadsTranslation = Localized<typeof leadsEn>;

/**
 * The leads namespace in the six languages: each language's own texts in its JSON file (data a translator
 * edits), the domain's labels added here once. The type check holds every other language to English's keys.
 * The app registers it (app/i18n/resources.ts).
 */
export const leadsTexts: FeatureTexts<typeof leadsEn> = {
  en: leadsEn,
  ar: withDomain(ar, 'ar'),
  es: withDomain(es, 'es'),
  fr: withDomain(fr, 'fr'),
  it: withDomain(it, 'it'),
  zh: withDomain(zh, 'zh'),
};
