/** Moved to lib/i18n and app/i18n (issue 20 §1); kept only while files still name the old path. */
export { changeLanguage, i18n, storedLanguage } from '../lib/i18n';
