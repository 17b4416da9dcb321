import { isMessageKey } from '@leadhouse/domain';
import i18n, { type CustomTypeOptions } from 'i18next';
import { ApiError } from '../api-error';
import { withMoneyParams } from '../money';

type ErrorCode = keyof CustomTypeOptions['resources']['common']['errors'];

/** True for the error codes the common namespace names (`errors.<CODE>`). */
function isErrorCode(code: string): code is ErrorCode {
  return /^[A-Z_]+$/.test(code) && i18n.exists(`errors.${code}`);
}

/**
 * Translates a message key of the domain catalogue (`validation.firstName`, `messages.csvError`) in the
 * current language, with its params; any other text (not yet in the catalogue) is shown as written.
 * Keys come from the server's answers (`key`) and from the domain schemas' messages (client validation).
 */
export function translateMessage(keyOrText: string, params?: Record<string, string | number>): string {
  return isMessageKey(keyOrText) ? i18n.t(keyOrText, params ?? {}) : keyOrText;
}

/**
 * The text of a failed call (spec §8): the server's message key translated, else the server's message as
 * sent, else a translated error code, else 'ERROR'. With `currency`, amounts among the params (minor units,
 * lib/money.ts `MONEY_MESSAGE_PARAMS`) read as money of that currency.
 */
export function errorText(error: unknown, currency?: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'INACTIVE') return i18n.t('errors.INACTIVE');
    if (error.key && isMessageKey(error.key)) {
      const params = currency
        ? withMoneyParams(error.key, error.params, i18n.language, currency)
        : error.params;
      return translateMessage(error.key, params);
    }
    if (error.message) return error.message;
    if (isErrorCode(error.code)) return i18n.t(`errors.${error.code}`);
    return i18n.t('messages.genericError');
  }
  if (error instanceof TypeError) return i18n.t('errors.NETWORK');
  return i18n.t('messages.genericError');
}

/** Translates one field message produced by a domain schema (a message key; undefined stays undefined). */
export function fieldErrorText(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateMessage(message);
}
