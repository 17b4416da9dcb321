import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, i18n, storedLanguage, type LanguageId } from '../../lib/i18n';
import { NAMESPACES, resources } from './resources';

/** Initialises i18next once with every catalogue (idempotent, so tests can call it freely). */
export function initI18n(language: LanguageId = storedLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

export { i18n };
