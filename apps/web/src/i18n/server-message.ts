import { MESSAGES, VALIDATION } from '@leadhouse/domain';
import i18n from 'i18next';
import { ApiError } from '../lib/api-error';
import { en } from './locales/en';

type MessageKey = keyof typeof MESSAGES;
type ValidationKey = keyof typeof VALIDATION;
type ErrorCodeKey = keyof typeof en.common.errors;

const messageKeys = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);
const validationKeys = new Map<string, ValidationKey>(
  (Object.entries(VALIDATION) as [ValidationKey, string][]).map(([key, text]) => [text, key]),
);

function isErrorCode(code: string): code is ErrorCodeKey {
  return code in en.common.errors;
}

/**
 * Translates a text the server (or a domain schema) produced: a known spec text (MESSAGES, VALIDATION)
 * gets its translation in the current language; any other text is shown as written.
 */
export function translateServerText(text: string): string {
  const message = messageKeys.get(text);
  if (message) return i18n.t(`messages.${message}`);
  const validation = validationKeys.get(text);
  if (validation) return i18n.t(`validation.${validation}`);
  return text;
}

/**
 * The text of a failed call (spec §8): the server's message (translated when known), else a translated
 * error code, else 'ERROR'.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INACTIVE') return i18n.t('errors.INACTIVE');
    if (error.message) return translateServerText(error.message);
    if (isErrorCode(error.code)) return i18n.t(`errors.${error.code}`);
    return i18n.t('messages.genericError');
  }
  if (error instanceof TypeError) return i18n.t('errors.NETWORK');
  return i18n.t('messages.genericError');
}

/** Translates one field message produced by a domain schema (undefined stays undefined). */
export function fieldErrorText(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateServerText(message);
}
