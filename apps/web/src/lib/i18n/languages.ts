/** The six languages (spec §1) are a domain fact (packages/domain/src/i18n/languages.ts); the web adds where it keeps the choice. */
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageDirection,
  toLanguageId,
  type Direction,
  type LanguageId,
} from '@leadhouse/domain';

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';
