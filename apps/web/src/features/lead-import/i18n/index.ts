import { DOMAIN_TEXTS, type LanguageId } from '@leadhouse/domain';
import type { FeatureTexts } from '../../../lib/i18n/texts';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/** A language's own texts (its JSON file) with the lead labels the domain states once: columns, statuses. */
function withDomain<T extends { fields: object }>(own: T, language: LanguageId) {
  const { columns, statuses } = DOMAIN_TEXTS[language];
  const { firstName, lastName, country, status } = columns;
  return { ...own, fields: { ...own.fields, firstName, lastName, country, status }, statuses };
}

/** The leadImport namespace, English: the reference (`rule-text.ts` reads its keys). */
export const leadImportEn = withDomain(en, 'en');

/**
 * The leadImport namespace in the six languages: each language's own texts in its JSON file (data a
 * translator edits), the domain's labels added here once. The type check holds every other language to
 * English's keys. The app registers it (app/i18n/resources.ts).
 */
export const leadImportTexts: FeatureTexts<typeof leadImportEn> = {
  en: leadImportEn,
  ar: withDomain(ar, 'ar'),
  es: withDomain(es, 'es'),
  fr: withDomain(fr, 'fr'),
  it: withDomain(it, 'it'),
  zh: withDomain(zh, 'zh'),
};
