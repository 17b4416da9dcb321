import { COUNTRIES } from './leads.js';

/* Cell-level rules of CSV files: formula escaping (OWASP CSV injection) and phone cells. */

/**
 * Undoes our own export escaping: a cell `'=x` (an apostrophe before `= + - @`, tab, CR, LF or NUL) reads
 * back as `=x`, so an export re-imports to the same values.
 */
export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value[1]!) ? value.slice(1) : value;
}

/**
 * The message of a row rejected because one of its cells holds U+0000: PostgreSQL text cannot store it, so
 * such a row is refused (reported with the NUL shown as U+FFFD, see `storableCell`) and the rest import.
 */
export const NUL_CELL_MESSAGE = 'A cell contains a NUL character';

/** True when some cell of `record` holds U+0000. */
export const hasNulCell = (record: readonly string[]): boolean => record.some((c) => c.includes('\u0000'));

/** A cell as it can be stored in PostgreSQL text (reports): each U+0000 becomes U+FFFD. */
export const storableCell = (value: string): string => value.replaceAll('\u0000', '\ufffd');

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * A cell safe to open in a spreadsheet: one starting with `= + - @`, tab, CR, LF or NUL gets a leading
 * apostrophe (OWASP). Phone numbers are exported as `966-5012345678` (they start with a digit) and so are
 * never escaped.
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? "'" + value : value;
}

/**
 * Phone cell → the 10 national digits the form wants, and the country its international prefix names.
 * - An extension (`x371`, `ext. 12`, `#5`) is dropped; spaces, dashes, dots and brackets are ignored.
 * - `+CC…` or `00CC…` with the dial code of a listed country (spec §9) and 10 digits after it gives those
 *   10 digits and that country; any other international number is returned unchanged (it fails the rule).
 * - Without `+`: exactly 10 digits are national; the stored form `966-5012345678` (dial code of `country`,
 *   or of any listed country when `country` is unknown, then 10 digits) is read back too.
 * Anything else is returned as its digits and fails 'Phone Number must be 10 digits': e.g. the US number
 * `1-955-371-0847 x371` has 11 digits (the spec's countries are the Gulf ones, docs/decisions.md).
 */
export function parsePhone(raw: string, country: string | undefined): { digits: string; country?: string } {
  const text = raw.trim().replace(/\s*(?:x|ext\.?|extension|#)\s*\d+\s*$/i, '');
  const international = /^\s*(?:\+|00)/.test(text);
  let digits = text.replace(/\D/g, '');
  if (international && digits.startsWith('00')) digits = digits.slice(2);
  const candidates = country ? COUNTRIES.filter((c) => c.code === country) : COUNTRIES;
  if (!international && digits.length === 10) return { digits };
  for (const c of candidates) {
    if (digits.startsWith(c.dialCode) && digits.length === c.dialCode.length + 10) {
      return { digits: digits.slice(c.dialCode.length), country: c.code };
    }
  }
  return { digits: international ? '+' + digits : digits };
}
