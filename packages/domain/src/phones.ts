import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { COUNTRIES } from './leads.js';
import { MSG } from './messages.js';

/*
 * Phone numbers read with libphonenumber-js (Google's libphonenumber metadata) against the region they are
 * written for (issue 19 item 3): a number that is not valid there is refused with a reason, never
 * re-prefixed with another country's dial code. docs/decisions.md "Sales floor".
 */

/**
 * Why a phone was refused, as message keys (`messageText` gives the English, which the import's reports
 * group rows by; the web translates the key). One rule for the import, the lead form and the intake.
 */
export const PHONE_REASONS = {
  /** No international prefix and no region to read the number in. */
  noRegion: MSG.validation.phoneNoRegion,
  /** Not a valid number of the region it was read in (`(415) 293-3313` read as Saudi). */
  invalidForRegion: MSG.validation.phoneInvalidForRegion,
  /** `+1 …` in a row whose country is Saudi Arabia. */
  otherCountry: MSG.validation.phoneOtherCountry,
  /** Nothing that reads as a phone number. */
  unreadable: MSG.validation.phoneUnreadable,
  /** A bare digit string that is not the spec's 10 national digits (spec §5). */
  tenDigits: MSG.validation.phoneNumber,
} as const;
export type PhoneReason = (typeof PHONE_REASONS)[keyof typeof PHONE_REASONS];

/** A number read and validated: what is stored, and what it is in E.164. */
export interface NormalizedPhone {
  ok: true;
  /** E.164, e.g. `+966501234567` (an extension is dropped). */
  e164: string;
  /** ISO 3166 region the number belongs to, e.g. `SA`. */
  region: string;
  /** Country calling code without `+`, e.g. `966`. */
  dialCode: string;
  /** The national number as dialled inside the region (trunk prefix kept), e.g. `0501234567`. */
  national: string;
  /** The stored 'prefix-number' form (spec §3): `dialCode-national`, e.g. `966-0501234567`. */
  stored: string;
}

/** Every region libphonenumber knows (ISO 3166 alpha-2): the choices of the import's phone region. */
export const PHONE_REGIONS: readonly string[] = getCountries();

/** True when `region` is a region libphonenumber can read numbers for. */
export const isPhoneRegion = (region: string): boolean => isSupportedCountry(region);

/** The country calling code of a phone region (`US` → `1`), for labels. */
export const phoneRegionDialCode = (region: string): string =>
  isSupportedCountry(region) ? getCountryCallingCode(region) : '';

/** The stored form `966-0501234567`: a dial code, a dash, the national digits. */
const STORED = /^([1-9]\d{0,2})-(\d{4,14})$/;

/**
 * Reads `raw` as a phone number of `region` (the row's country, else a region the user picked; undefined:
 * only numbers written with `+`/`00` and their country code can be read).
 * - An extension (`x371`, `ext. 12`) is dropped; letters left are refused (with digits among them: the
 *   spec's 10-digit message).
 * - Bare digits are the spec's national form: 10 digits for a listed country (spec §5, `specDigits`).
 * - `+CC…`/`00CC…` names its own country, which must be `region` unless `regionIsDefault` (then `region`
 *   only reads numbers written without a country code).
 * - Our stored form `966-0501234567` reads back as itself.
 * - The number must be valid for its region (libphonenumber metadata: length and number ranges).
 * @returns the number in E.164 and its stored form, or `{ ok: false, reason }` (`PHONE_REASONS`).
 */
export function normalizePhone(
  raw: string,
  region: string | undefined,
  options: { regionIsDefault?: boolean } = {},
): NormalizedPhone | { ok: false; reason: PhoneReason } {
  const text = raw.trim().replace(/\s*(?:x|ext\.?|extension|#)\s*\d+\s*$/i, '');
  // Letters left after an extension: not a number (digits among them: the spec's 10-digit message, §5).
  if (/\p{L}/u.test(text)) {
    return { ok: false, reason: /\d/.test(text) ? PHONE_REASONS.tenDigits : PHONE_REASONS.unreadable };
  }
  const known = region && isSupportedCountry(region) ? (region as CountryCode) : undefined;
  // The country a number's own prefix must match: the row's (the lead's) country, never a mere default.
  const expected = options.regionIsDefault ? undefined : known;
  if (/^\d+$/.test(text) && !text.startsWith('00')) return specDigits(text, known);
  const stored = STORED.exec(text);
  const owner = stored ? regionOfDialCode(stored[1]!, known) : undefined;
  if (stored && owner && (!expected || owner === expected)) {
    const readBack = /^\d{10}$/.test(stored[2]!)
      ? specDigits(stored[2]!, owner)
      : validated(stored[2]!, owner, owner);
    // `415-2933313` is no stored form: read it like any other number.
    if (readBack.ok) return readBack;
  }
  if (/^(?:\+|00)/.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^00/, '');
    // `+966 0501234567`: the spec's 10 national digits after a listed country's code (spec §5).
    const listed = COUNTRIES.find(
      (c) => digits.startsWith(c.dialCode) && digits.length === c.dialCode.length + 10,
    );
    if (listed && (!expected || listed.code === expected)) {
      return specDigits(digits.slice(listed.dialCode.length), listed.code as CountryCode);
    }
    return validated(`+${digits}`, undefined, expected);
  }
  if (!known) return { ok: false, reason: PHONE_REASONS.noRegion };
  return validated(text, known, known);
}

/**
 * A bare digit string is the spec's own national form (§5: exactly 10 digits, stored `dialCode-digits`),
 * kept as written for a listed country (the spec's numbers need not be real ones); a number written with
 * separators, brackets or a `+` is checked against its region's numbering plan instead.
 */
function specDigits(
  digits: string,
  region: CountryCode | undefined,
): NormalizedPhone | { ok: false; reason: PhoneReason } {
  if (digits.length !== 10) return { ok: false, reason: PHONE_REASONS.tenDigits };
  if (!region) return { ok: false, reason: PHONE_REASONS.noRegion };
  const listed = COUNTRIES.find((c) => c.code === region);
  if (!listed) return validated(digits, region, region);
  return {
    ok: true,
    e164: `+${listed.dialCode}${digits.replace(/^0/, '')}`,
    region,
    dialCode: listed.dialCode,
    national: digits,
    stored: `${listed.dialCode}-${digits}`,
  };
}

/** The region of a dial code: `preferred` when the code is its own, else the code's main region. */
function regionOfDialCode(dialCode: string, preferred: CountryCode | undefined): CountryCode | undefined {
  if (preferred && getCountryCallingCode(preferred) === dialCode) return preferred;
  return getCountries().find((c) => getCountryCallingCode(c) === dialCode);
}

function validated(
  text: string,
  readIn: CountryCode | undefined,
  expected: CountryCode | undefined,
): NormalizedPhone | { ok: false; reason: PhoneReason } {
  const number = parsePhoneNumberFromString(text, readIn ? { defaultCountry: readIn } : undefined);
  if (!number) return { ok: false, reason: PHONE_REASONS.unreadable };
  if (expected && number.countryCallingCode !== getCountryCallingCode(expected)) {
    return { ok: false, reason: PHONE_REASONS.otherCountry };
  }
  if (!number.isValid()) return { ok: false, reason: PHONE_REASONS.invalidForRegion };
  const region = number.country ?? expected ?? readIn ?? '';
  const national = number.formatNational().replace(/\D/g, '');
  const dialCode = number.countryCallingCode;
  return { ok: true, e164: number.number, region, dialCode, national, stored: `${dialCode}-${national}` };
}

/**
 * The stored `dialCode-national` form of a lead's phone (add/edit form, intake) in its country, read by
 * `normalizePhone` with the country as the lead's own (a `+CC` of another country is refused).
 * Call it on a body the lead schemas accepted (their phone rule is this same reading).
 * @param countryCode ISO code of a listed country (spec §9), e.g. `SA`.
 * @throws Error when the number is not valid there (a caller skipped the schema).
 */
export function storedLeadPhone(phone: string, countryCode: string): string {
  const read = normalizePhone(phone, countryCode);
  if (!read.ok) throw new Error(`storedLeadPhone: ${read.reason}`);
  return read.stored;
}
