import i18n from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, toLanguageId, type LanguageId } from './languages';

/*
 * What features need of i18n besides react-i18next's hooks (issue 20 §1): the languages, the stored choice,
 * switching language and the server's messages. It imports no feature; the app composes the catalogues
 * (app/i18n) and each feature states its own namespace (features/<feature>/i18n).
 */
export * from './languages';
export { errorText, fieldErrorText, translateMessage } from './server-message';
export type { FeatureTexts } from './texts';

/** Language chosen earlier in this browser, or English. */
export function storedLanguage(): LanguageId {
  try {
    return toLanguageId(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Switches the language and remembers it. */
export async function changeLanguage(language: LanguageId): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
