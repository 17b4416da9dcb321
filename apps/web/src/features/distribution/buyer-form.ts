import {
  CAP_WINDOWS,
  type BuyerDistribution,
  type BuyerDistributionInput,
  type CapWindow,
  type DistributionSchedule,
} from '@leadhouse/domain';
import { currencyExponent, toMinorUnits } from '../../lib/money';

/*
 * An integration's buyer settings as the form holds them (text for numbers, so a field can be empty) and
 * to and from the contract's `distribution` (`BuyerDistributionSchema`, integer minor units for money).
 */

export interface BuyerForm {
  /** The integration is a buyer (off: `distribution: null`). */
  enabled: boolean;
  caps: Record<CapWindow, string>;
  timeZone: string;
  schedule: DistributionSchedule;
  countries: string[];
  campaigns: string[];
  affiliates: string[];
  platforms: string[];
  /** Major units as typed ("12.50"); empty: no price. */
  price: string;
  currency: string;
  /** Money cap in major units as typed, in the price's currency; empty: no money cap. */
  moneyCap: string;
  /** The window the money cap counts in (the buyer's zone). */
  moneyCapWindow: CapWindow;
  duplicateDays: string;
}

/** "1250" minor units of USD → "12.50" (digits only, no float). */
export function toMajorText(minor: number, currency: string): string {
  const exp = currencyExponent(currency);
  if (exp === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

/** The form of an integration's stored settings (null: not a buyer yet, everything empty). */
export function buyerFormOf(d: BuyerDistribution | null | undefined): BuyerForm {
  const caps = Object.fromEntries(
    CAP_WINDOWS.map((w) => [w, d?.caps?.[w] === undefined ? '' : String(d.caps[w])]),
  );
  const currency = d?.pricePerLead?.currency ?? 'USD';
  return {
    enabled: Boolean(d),
    caps: caps as Record<CapWindow, string>,
    timeZone: d?.timeZone ?? 'UTC',
    schedule: d?.schedule ?? {},
    countries: d?.countries ?? [],
    campaigns: d?.campaigns ?? [],
    affiliates: d?.affiliates ?? [],
    platforms: d?.platforms ?? [],
    price: d?.pricePerLead ? toMajorText(d.pricePerLead.amount, currency) : '',
    currency,
    moneyCap: d?.moneyCap ? toMajorText(d.moneyCap.amount, currency) : '',
    moneyCapWindow: d?.moneyCap?.window ?? 'day',
    duplicateDays: d?.duplicateDays === undefined ? '' : String(d.duplicateDays),
  };
}

/** A whole number typed, or NaN (the domain schema then refuses it with its message); empty: undefined. */
function count(text: string): number | undefined {
  const v = text.trim();
  if (v === '') return undefined;
  return /^\d+$/.test(v) ? Number(v) : NaN;
}

/**
 * The contract's `distribution` for the form: null when the integration is not a buyer; empty fields left
 * out (no cap, any value); a money cap in the price's currency; no open hour at all means no schedule (always open). A price that is not an
 * amount of the currency is NaN minor units (refused by the schema).
 */
export function buyerInputOf(form: BuyerForm): BuyerDistributionInput | null {
  if (!form.enabled) return null;
  const caps = Object.fromEntries(
    CAP_WINDOWS.map((w) => [w, count(form.caps[w])]).filter(([, v]) => v !== undefined),
  );
  const open = Object.values(form.schedule).some((h) => h && h.length > 0);
  const price = form.price.trim();
  const moneyCap = form.moneyCap.trim();
  const duplicateDays = count(form.duplicateDays);
  return {
    ...(Object.keys(caps).length > 0 && { caps }),
    timeZone: form.timeZone || 'UTC',
    ...(open && { schedule: form.schedule }),
    countries: form.countries,
    campaigns: form.campaigns,
    affiliates: form.affiliates,
    platforms: form.platforms,
    ...(price && {
      pricePerLead: { amount: toMinorUnits(price, form.currency) ?? NaN, currency: form.currency },
    }),
    // Without a price the schema refuses the money cap with its own message (it counts revenue).
    ...(moneyCap && {
      moneyCap: { amount: toMinorUnits(moneyCap, form.currency) ?? NaN, window: form.moneyCapWindow },
    }),
    ...(duplicateDays !== undefined && { duplicateDays }),
  };
}
