/*
 * Plural messages (i18next v4 JSON: `key_one`, `key_other`, and Arabic's `key_zero`, `key_two`, `key_few`,
 * `key_many`). English, the reference catalogue, holds `_one` and `_other`; each language holds the forms
 * of its CLDR plural rules (`Intl.PluralRules(language).resolvedOptions().pluralCategories`): Chinese only
 * `_other`, French, Italian and Spanish also `_many`, Arabic all six. `i18n/locales.test.ts` checks it.
 */

/** The CLDR plural categories i18next suffixes a key with. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** `listCount.exact_other` → `listCount.exact`; a key without a plural suffix is returned as is. */
export function pluralBase(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/** The plural categories `language` needs (Intl, the rules i18next itself uses). */
export function pluralCategories(language: string): PluralCategory[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];
}

type Base<K> = K extends `${infer B}_${PluralCategory}` ? B : never;

/**
 * The shape another language fills, given the English catalogue `T`: every string key as in English,
 * except plural keys, which may be any of the six forms (the test holds each language to its own forms).
 */
export type Localized<T> = {
  [K in keyof T as K extends `${string}_${PluralCategory}` ? never : K]: T[K] extends string
    ? string
    : Localized<T[K]>;
} & { [K in keyof T as `${Base<K> & string}_${PluralCategory}`]?: string };
