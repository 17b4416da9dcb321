import { currencyExponent, formatMoney } from '../../lib/money';

/*
 * Number formats of the analytics screens in the interface language. Money is integer minor units
 * (the lead's deposit amount, USD like the leads grid) formatted without floating-point division.
 */

/** 1234 → "1,234" (by language). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A ratio 0..1 as a percent with one decimal ("12.5%"); "—" for null (no denominator). */
export function formatRate(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** A plain ratio (leads per visit) with two decimals; "—" for null. */
export function formatRatio(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
    value,
  );
}

/** Minor units as money; "—" for null (e.g. cost per lead while no spend is recorded). */
export function formatAmount(minor: number | null, language: string): string {
  return minor === null ? '—' : formatMoney(Math.round(minor), language);
}

/** A signed change ratio as a percent ("+25%", "−10%"); "—" for null (previous value was 0). */
export function formatChange(ratio: number | null, language: string): string {
  if (ratio === null) return '—';
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
}

/**
 * Minor units as a short money label for chart axes ("$40K"). Display only: the division to major units
 * is rounded by the compact notation anyway; exact amounts use `formatAmount`.
 */
export function formatAmountCompact(minor: number, language: string, currency = 'USD'): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(minor / 10 ** currencyExponent(currency));
}
