/*
 * The one place dates and free text are shaped for display (spec §9): "Date display format:
 * DD.MM.YYYY HH:mm", days (a ledger's `occurredOn`, a report row) as DD.MM.YYYY, and "Text fields display at
 * most 40 characters". Every grid column and list renders through these (or `DisplayText`, which uses them).
 */
import { COUNTRIES, DATE_DISPLAY_FORMAT, DISPLAY_TEXT_MAX } from '@leadhouse/domain';
import dayjs from 'dayjs';

/** The day part of the spec's date format ("DD.MM.YYYY HH:mm" → "DD.MM.YYYY"), derived, not restated. */
export const DAY_DISPLAY_FORMAT = DATE_DISPLAY_FORMAT.split(' ')[0] ?? DATE_DISPLAY_FORMAT;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats an ISO instant as DD.MM.YYYY HH:mm in the browser's time zone (spec §9); empty for null or junk. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
}

/**
 * Formats a day as DD.MM.YYYY (spec §9). A calendar day `YYYY-MM-DD` is rearranged as text (no time zone can
 * move it to the day before); an ISO instant shows its day in the browser's time zone; empty for null or junk.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = ISO_DAY.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = dayjs(value);
  return date.isValid() ? date.format(DAY_DISPLAY_FORMAT) : '';
}

/**
 * Text cut at `max` characters (spec §9: 40) with an ellipsis; counts code points, so an emoji or a CJK
 * character is never split in half. `cut` tells whether the full text needs a tooltip.
 */
export function cutText(
  value: string | null | undefined,
  max: number = DISPLAY_TEXT_MAX,
): { text: string; cut: boolean } {
  const full = value ?? '';
  const chars = [...full];
  if (chars.length <= max) return { text: full, cut: false };
  return { text: `${chars.slice(0, max).join('')}…`, cut: true };
}

/** One `Intl.DisplayNames` per language: building one per cell cost ~35 ms of each leads page change. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country code's name in the interface language (`Intl.DisplayNames`), else the spec's English name
 * (§9's list), else the code itself: `SA` → "Saudi Arabia", "المملكة العربية السعودية".
 */
export function countryName(code: string, language: string): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    const name = regionNames.get(language)?.of(code);
    if (name) return name;
  } catch {
    // A code Intl does not take (not two letters): the spec's list, else the code.
  }
  return COUNTRIES.find((c) => c.code === code)?.name ?? code;
}
