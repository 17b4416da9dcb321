import type { TFunction } from 'i18next';

/** A whole number in the current language's digits and grouping. */
export function formatCount(value: number, locale?: string): string {
  return Math.round(value).toLocaleString(locale);
}

/** Rows per second: whole above 10, one decimal below (`1,196`, `7.5`). */
export function formatRate(rate: number, locale?: string): string {
  const digits = rate >= 10 || rate === 0 ? 0 : 1;
  return rate.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** A share as a percentage (`42 %` or `42%` as the language writes it), never above 100. */
export function formatPercent(fraction: number, locale?: string): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return clamped.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 0 });
}

/** Seconds split into hours, minutes and seconds (rounded up to the second). */
export function splitDuration(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.ceil(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** Time left as `1 h 5 min`, `3 min 20 s` or `12 s`; null (unknown) gives the "estimating" text. */
export function formatEta(seconds: number | null, t: TFunction<'leadImport'>, locale?: string): string {
  if (seconds === null || !Number.isFinite(seconds)) return t('progress.etaUnknown');
  const { h, m, s } = splitDuration(seconds);
  const n = (v: number) => v.toLocaleString(locale);
  if (h > 0) return t('duration.hours', { h: n(h), m: n(m) });
  if (m > 0) return t('duration.minutes', { m: n(m), s: n(s) });
  return t('duration.seconds', { s: n(s) });
}

/** Completed share of an import (0 when the total is not known yet). */
export function progressFraction(rowsRead: number, total: number): number {
  return total > 0 ? Math.min(1, rowsRead / total) : 0;
}
