import type { LanguageId } from '@leadhouse/domain';
import type { Localized } from '../plurals';

/**
 * A feature's namespace in the six languages: English `T` is the reference, each other language fills
 * `Localized<T>` (the same keys; plural keys in the forms of its own rules). The feature exports one from
 * `i18n/index.ts`; `app/i18n/resources.ts` registers it under the feature's namespace.
 */
export type FeatureTexts<T> = { en: T } & Record<Exclude<LanguageId, 'en'>, Localized<T>>;
