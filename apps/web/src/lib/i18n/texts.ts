import { LANGUAGES, type LanguageId } from '@leadhouse/domain';
import type { Localized } from '../plurals';

/**
 * A feature's namespace in the six languages: English `T` is the reference, each other language fills
 * `Localized<T>` (the same keys; plural keys in the forms of its own rules). The feature exports one from
 * `i18n/index.ts`; `app/i18n/resources.ts` registers it under the feature's namespace.
 */
export type FeatureTexts<T> = { en: T } & Record<Exclude<LanguageId, 'en'>, Localized<T>>;

/**
 * A feature's own texts (`own`, checked against English as `FeatureTexts`) with, in each language, the keys
 * `add` answers for it (labels the domain states once, e.g. `DOMAIN_TEXTS[language].distributionStates`).
 */
export function withAdded<T extends object, X extends object>(
  own: FeatureTexts<T>,
  add: (language: LanguageId) => X,
): FeatureTexts<T & X> {
  return Object.fromEntries(
    LANGUAGES.map(({ id }) => [id, { ...own[id], ...add(id) }]),
  ) as unknown as FeatureTexts<T & X>;
}
