import { DOMAIN_TEXTS, type LanguageId } from '@leadhouse/domain';
import type { FeatureTexts } from '../../../lib/i18n/texts';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/** A language's own texts (its JSON file) with the distribution states the domain states once. */
function withDomain<T extends object>(own: T, language: LanguageId) {
  return { ...own, states: DOMAIN_TEXTS[language].distributionStates };
}

const distributionEn = withDomain(en, 'en');

/**
 * The distribution namespace in the six languages: each language's own texts in its JSON file (data a
 * translator edits), a lead's distribution states (`states.<state>`, `states.none`) added from the domain.
 * English is the reference: the type check holds every other language to its keys,
 * `app/i18n/locales.test.ts` to its plural forms and interpolations. The app registers it
 * (app/i18n/resources.ts).
 */
export const distributionTexts: FeatureTexts<typeof distributionEn> = {
  en: distributionEn,
  ar: withDomain(ar, 'ar'),
  es: withDomain(es, 'es'),
  fr: withDomain(fr, 'fr'),
  it: withDomain(it, 'it'),
  zh: withDomain(zh, 'zh'),
};
