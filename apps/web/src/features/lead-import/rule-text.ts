import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';
import { leadImportEn } from './i18n';

type FieldKey = keyof typeof leadImportEn.fields;
type MessageKey = keyof typeof leadImportEn.messages;

const isField = (field: string): field is FieldKey => field in leadImportEn.fields;
const isMessage = (message: string): message is MessageKey => message in leadImportEn.messages;

/** A field name of a row error (`phoneNumber`, `row`) in the current language. */
export function fieldLabel(field: string, t: TFunction<'leadImport'>): string {
  return isField(field) ? t(`fields.${field}`) : field;
}

/** A row error message of the server (spec §5 texts and the import's own) in the current language. */
export function messageText(message: string, t: TFunction<'leadImport'>): string {
  return isMessage(message) ? t(`messages.${message}`) : translateMessage(message);
}

/** A rejection rule key `field: message` (the server's `rejectedByRule`) as `Field: message`. */
export function ruleText(rule: string, t: TFunction<'leadImport'>): string {
  const at = rule.indexOf(': ');
  if (at < 0) return messageText(rule, t);
  return `${fieldLabel(rule.slice(0, at), t)}: ${messageText(rule.slice(at + 2), t)}`;
}
