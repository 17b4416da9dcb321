import i18n from 'i18next';
import { errorText } from '../../lib/i18n';
import { ApiError } from '../../lib/api-error';

/** Text of a failed sign-in: the server's message, else the spec's texts for 401 / 429. */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.message) {
    if (error.status === 401) return i18n.t('messages.loginFailed');
    if (error.status === 429) return i18n.t('messages.tooManyAttempts');
  }
  return errorText(error);
}
