/** Moved to lib/i18n (issue 20 §1); kept only while files still name the old path. */
export { errorText, fieldErrorText, translateMessage } from '../lib/i18n';
