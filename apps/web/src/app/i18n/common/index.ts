import { DOMAIN_TEXTS, type LanguageId } from '@leadhouse/domain';
import type { Localized } from '../../../lib/plurals';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/**
 * A language's common namespace: its own texts (shared components, errors; its JSON file) with the
 * domain's labels and message texts (packages/domain/src/i18n), stated once for the web and the server.
 * The API states the money amounts of two messages in minor units for integrators; a person reads them as
 * money, formatted in the account's currency (`errorText(error, currency)`, lib/money.ts
 * MONEY_MESSAGE_PARAMS): those two are the web's own.
 */
function withDomain<T extends { messages: object }>(own: T, language: LanguageId) {
  const { roles, validation, problems, messages } = DOMAIN_TEXTS[language];
  return { ...own, roles, validation, problems, messages: { ...messages, ...own.messages } };
}

/** The common namespace, English: the reference. */
export const commonEn = withDomain(en, 'en');

/** The shape every language of the common namespace fills. */
export type CommonTranslation = Localized<typeof commonEn>;

/** The common namespace in the six languages; the type check holds each to English's keys. */
export const COMMON: { en: typeof commonEn } & Record<Exclude<LanguageId, 'en'>, CommonTranslation> = {
  en: commonEn,
  ar: withDomain(ar, 'ar'),
  es: withDomain(es, 'es'),
  fr: withDomain(fr, 'fr'),
  it: withDomain(it, 'it'),
  zh: withDomain(zh, 'zh'),
};
