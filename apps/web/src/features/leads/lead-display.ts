import { LEAD_FUNNELS, NO_FUNNEL, displayStatus, type LeadFunnel, type LeadStatus } from '@leadhouse/domain';

import type { FunnelLabels } from './i18n/funnels';

/** Text and days are shaped in one place for the whole app (spec §9). */
export { countryName, cutText, formatDay } from '../../lib/format';

/** Chip colour of each status (spec §4 statuses; an unknown value shows as OTHER). */
export const STATUS_COLORS: Record<
  LeadStatus,
  'info' | 'warning' | 'default' | 'secondary' | 'error' | 'success'
> = {
  NEW: 'info',
  FOLLOW_UP: 'warning',
  UNDER_AGE: 'secondary',
  AFFILIATE: 'secondary',
  NOT_INTERESTED: 'error',
  ACTIVE: 'success',
  OTHER: 'default',
};

/** The status a value displays as: a known status, else OTHER (spec §4). */
export function statusOf(value: string | null | undefined): LeadStatus {
  return displayStatus(value);
}

/** The funnel a value displays as: a known funnel stage, else 'No Funnel' (spec §4). */
export function funnelOf(value: string | null | undefined): LeadFunnel | typeof NO_FUNNEL {
  return (LEAD_FUNNELS as readonly string[]).includes(value ?? '') ? (value as LeadFunnel) : NO_FUNNEL;
}

/** Translation key of a funnel stage or 'No Funnel' (keys cannot hold spaces). */
export function funnelKey(value: string): string {
  return value.replace(/[^A-Za-z]/g, '');
}

/** The `leads` text of a funnel stage or 'No Funnel': `funnels.` and the stage's `funnelKey`. */
export function funnelTextKey(value: string): `funnels.${keyof FunnelLabels}` {
  return `funnels.${funnelKey(value)}` as `funnels.${keyof FunnelLabels}`;
}

/** A stored `prefix-number` phone as `+prefix number`. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const [prefix, number] = phone.split('-', 2);
  return number ? `+${prefix} ${number}` : phone;
}

/**
 * A stored phone number as a `tel:` link (RFC 3966): `966-500000002` (country prefix, dash, number) calls
 * `+966500000002`; anything else keeps its `+` and digits only.
 */
export function telHref(phone: string): string {
  const [prefix, number] = phone.split('-', 2);
  const digits = (text: string) => text.replace(/\D/g, '');
  return number
    ? `tel:+${digits(prefix!)}${digits(number)}`
    : `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits(phone)}`;
}
