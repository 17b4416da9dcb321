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

/**
 * Integer minor units of `currency` (1050, USD) as a localised amount ("$10.50"), every decimal of the
 * currency shown: the digits are placed around the decimal point as text, no floating-point division.
 */
export function formatMoney(minor: number, language: string, currency = 'USD'): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const decimal = `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
  try {
    // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3).
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
      decimal as unknown as number,
    );
  } catch {
    return `${decimal} ${currency}`;
  }
}
