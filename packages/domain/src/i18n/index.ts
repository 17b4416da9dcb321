import { isMessageKey, messageText, type MessageKey } from '../messages.js';
import { domainAr } from './ar.js';
import { domainEn } from './en.js';
import { domainEs } from './es.js';
import { domainFr } from './fr.js';
import { domainIt } from './it.js';
import type { DomainTexts } from './types.js';
import { domainZh } from './zh.js';
import type { LanguageId } from './languages.js';

export * from './languages.js';
export type { DomainTexts } from './types.js';

/** The domain's texts in each language (issue 20 §1): the one place a status, a field or a message is named. */
export const DOMAIN_TEXTS: Readonly<Record<LanguageId, DomainTexts>> = {
  en: domainEn,
  ar: domainAr,
  es: domainEs,
  fr: domainFr,
  it: domainIt,
  zh: domainZh,
};

/** Fills `{{name}}` placeholders from `params`; an unknown name stays as written. */
export function fillParams(text: string, params?: Record<string, string | number>): string {
  return params ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m)) : text;
}

/**
 * The text of a message key in `language`, with its params filled (the English text when the language has
 * none, which the type check prevents); any other string (a text not yet in the catalogue) as it is.
 */
export function localMessageText(
  language: LanguageId,
  keyOrText: string,
  params?: Record<string, string | number>,
): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  if (language === 'en') return messageText(keyOrText, params);
  const dot = keyOrText.indexOf('.');
  const group = keyOrText.slice(0, dot) as MessageKey extends `${infer G}.${string}` ? G : never;
  const text = (DOMAIN_TEXTS[language][group] as Record<string, string>)[keyOrText.slice(dot + 1)];
  return text === undefined ? messageText(keyOrText, params) : fillParams(text, params);
}
