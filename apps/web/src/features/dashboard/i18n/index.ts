import { DOMAIN_TEXTS, type LanguageId } from '@leadhouse/domain';
import type { FeatureTexts } from '../../../lib/i18n/texts';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/** A language's own texts (its JSON file) with a lead's distribution states, which the domain states once. */
function withDomain<T extends object>(own: T, language: LanguageId) {
  return { ...own, distributionStates: DOMAIN_TEXTS[language].distributionStates };
}

const dashboardEn = withDomain(en, 'en');

/**
 * The dashboard namespace in the six languages: each language's own texts in its JSON file (data a
 * translator edits), the distribution outcome tiles' captions from the domain (`distributionStates.<state>`,
 * the words the lead list's filter and a lead's route use). English is the reference: the type check holds
 * every other language to its keys, `app/i18n/locales.test.ts` to its plural forms and interpolations. The
 * app registers it (app/i18n/resources.ts).
 */
export const dashboardTexts: FeatureTexts<typeof dashboardEn> = {
  en: dashboardEn,
  ar: withDomain(ar, 'ar'),
  es: withDomain(es, 'es'),
  fr: withDomain(fr, 'fr'),
  it: withDomain(it, 'it'),
  zh: withDomain(zh, 'zh'),
};
