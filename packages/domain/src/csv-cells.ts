/* Cell-level rules of CSV files: formula escaping (OWASP CSV injection). Phones: `phones.ts`. */

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
