/*
 * Money typed by a person (major units, "10.50") ↔ integer minor units of the currency (1050), by the
 * currency's ISO 4217 exponent as Intl knows it (USD 2, JPY 0, KWD 3). Done on the digits, never with
 * floating-point arithmetic.
 */

/** Digits after the decimal point of `currency` (2 when Intl does not know the code). */
export function currencyExponent(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Accepts "10", "10.5", "10,50" (one decimal separator, no grouping). */
export const MAJOR_AMOUNT = /^\d{1,13}([.,]\d+)?$/;

/**
 * "10.50" USD → 1050. Returns null when the text is not an amount or has more decimals than the currency.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (!MAJOR_AMOUNT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  const exponent = currencyExponent(currency);
  if (fraction.length > exponent) return null;
  const minor = Number(`${whole}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Left-to-right isolate (U+2066) … pop directional isolate (U+2069): the text inside is one LTR unit. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
/** Unicode direction marks (LRM, RLM, ALM) Intl puts around an amount for a standalone string. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** Whether a language (or locale tag, "ar-EG") is written right to left. */
function isRightToLeft(language: string): boolean {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string } };
    const direction = locale.getTextInfo?.().direction;
    if (direction) return direction === 'rtl';
  } catch {
    // not a locale tag: the prefix check below
  }
  return /^(ar|fa|he|ur)\b/i.test(language);
}

/**
 * Integer minor units of `currency` (1050, USD) as a localised amount ("$10.50"), every decimal of the
 * currency shown: the digits are placed around the decimal point as text, no floating-point division.
 *
 * In a right-to-left language the amount is wrapped in a left-to-right isolate (U+2066 … U+2069) so it is
 * one unit wherever it lands (a grid cell, a toast, a sentence next to a Latin name): without it the Unicode
 * bidi algorithm shows Arabic "‏630,194.75 US$" as "$US 630,194.75" or splits the number from the currency
 * around neighbouring Latin text (issue 19 item 6). Checked in a Chromium screenshot in Arabic.
 */
export function formatMoney(minor: number, language: string, currency = 'USD'): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const decimal = `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
  let text: string;
  try {
    // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3).
    text = new Intl.NumberFormat(language, { style: 'currency', currency }).format(
      decimal as unknown as number,
    );
  } catch {
    text = `${decimal} ${currency}`;
  }
  return isRightToLeft(language) ? `${LTR_ISOLATE}${text.replace(DIRECTION_MARKS, '')}${POP_ISOLATE}` : text;
}

/**
 * Params of server messages that are amounts in minor units (the ledger's refusals, spec §7 accounts): a
 * person reads them formatted in the account's currency, never as "5000 (minor units)".
 */
export const MONEY_MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'messages.insufficientFunds': ['limit'],
  'messages.moneyBooksFull': ['max'],
};

/** `params` of message `key` with its money params formatted by `formatMoney` (others untouched). */
export function withMoneyParams(
  key: string,
  params: Record<string, string | number> | undefined,
  language: string,
  currency: string,
): Record<string, string | number> | undefined {
  const money = MONEY_MESSAGE_PARAMS[key];
  if (!params || !money) return params;
  const out = { ...params };
  for (const name of money) {
    const value = out[name];
    if (typeof value === 'number' && Number.isSafeInteger(value))
      out[name] = formatMoney(value, language, currency);
  }
  return out;
}
