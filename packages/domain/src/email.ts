import { z } from 'zod';
import { MSG } from './messages.js';

/*
 * The one email rule of leads (partners item 4): the add-lead form, `POST /api/leads`, intake and the CSV
 * import all use `EmailSchema`, and the demo seed only writes addresses it accepts, so everything the app
 * exports can be imported again (docs/decisions.md "Jobs, webhooks and interoperability").
 */

/** RFC 5322 `atext`: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~ (no quoted local parts). */
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
/** A DNS label: letters, digits and inner hyphens, 1-63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * `local@domain`: the local part a dot-atom (RFC 5322 §3.4.1: atoms of `atext` joined by single dots), the
 * domain two or more DNS labels ending in a letters-only top-level domain (2-63) or a punycode one.
 */
export const EMAIL_PATTERN = new RegExp(
  `^[${ATEXT}]+(?:\\.[${ATEXT}]+)*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);
/** Longest address (RFC 5321 §4.5.3.1.3: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (RFC 5321 §4.5.3.1.1). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Whether `value` (already trimmed) is an address the rule accepts. */
export function isEmail(value: string): boolean {
  return (
    value.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(value) &&
    value.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH
  );
}

/** A lead's email: trimmed, then the rule; any failure answers `MSG.validation.email` (400). */
export const EmailSchema = z
  .string({ error: MSG.validation.email })
  .trim()
  .refine(isEmail, MSG.validation.email);
