/** The six interface languages (spec §1); names are endonyms, shown as-is in every language. */
export const LANGUAGES = [
  { id: 'en', name: 'English', dir: 'ltr' },
  { id: 'zh', name: '中文', dir: 'ltr' },
  { id: 'ar', name: 'العربية', dir: 'rtl' },
  { id: 'it', name: 'Italiano', dir: 'ltr' },
  { id: 'es', name: 'Español', dir: 'ltr' },
  { id: 'fr', name: 'Français', dir: 'ltr' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];
export type Direction = 'ltr' | 'rtl';

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: LanguageId = 'en';

/** Narrows any string to a supported language id, falling back to English. */
export function toLanguageId(value: string | null | undefined): LanguageId {
  return LANGUAGES.find((l) => l.id === value)?.id ?? DEFAULT_LANGUAGE;
}

/** Text direction of a language: Arabic is right to left. */
export function languageDirection(id: LanguageId): Direction {
  return LANGUAGES.find((l) => l.id === id)?.dir ?? 'ltr';
}
