import { z } from 'zod';
import { listQuerySchema, listResponseSchema, rowsResponseSchema } from './common.js';
import { MSG, type MessageKey } from './messages.js';

/*
 * Domains and hosting (issue 12 §5, spec §2 "Domain and hosting forms", §3 Domain, §7 `POST domain`,
 * `POST hosting/new`; docs/decisions.md "Domains and hosting"). A domain is stored in its ASCII (IDNA /
 * punycode) form, lower case, without the trailing dot; its owner proves control with a TXT record
 * `_leadhouse.<domain>` holding the domain's token, checked by a background job.
 */

/** Life of a domain: proof pending, proven, serving its hosting, or given up (with a reason). */
export const DOMAIN_STATES = ['pending_verification', 'verified', 'active', 'failed'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/**
 * What one TXT look-up found: the token (`found`), no such name or no TXT record (`missing`: NXDOMAIN or
 * NODATA), TXT records without the token (`wrong_value`), or no answer at all (`lookup_failed`: SERVFAIL,
 * timeout, refused). Only a definite answer (`missing`, `wrong_value`) may count against a domain.
 */
export const CHECK_OUTCOMES = ['found', 'missing', 'wrong_value', 'lookup_failed'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** What started a check: the job's schedule, or a user's "check now". */
export const CHECK_TRIGGERS = ['schedule', 'manual'] as const;

/** The TXT record's name is this label followed by the domain. */
export const TXT_RECORD_LABEL = '_leadhouse';
/** The TXT record's value is this prefix followed by the domain's token. */
export const TXT_VALUE_PREFIX = 'leadhouse-verification=';

/**
 * Delays after a domain is added at which a pending domain is checked (ms): at once, 1 min, 5 min,
 * 15 min, 1 h, 3 h, 6 h, 12 h, 24 h, then every `RECHECK_INTERVAL_MS` until `PENDING_DEADLINE_MS`.
 */
export const PENDING_CHECK_SCHEDULE_MS = [
  0, 60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000,
] as const;
/** A pending domain whose record is still not right this long after it was added (or re-armed) fails. */
export const PENDING_DEADLINE_MS = 72 * 3_600_000;
/** Verified and active domains are checked again this often (ms), and pending ones after the schedule. */
export const RECHECK_INTERVAL_MS = 24 * 3_600_000;
/** A verified or active domain fails after this many definite wrong answers in a row (never on look-up failures). */
export const DEMOTE_AFTER_MISSES = 3;

/** RFC 1035 limits: a label, a whole name (without the final dot). */
export const MAX_LABEL_LENGTH = 63;
export const MAX_DOMAIN_LENGTH = 253;
/** Longest domain whose `_leadhouse.` record name still fits in 253 characters. */
export const MAX_VERIFIABLE_DOMAIN_LENGTH = MAX_DOMAIN_LENGTH - TXT_RECORD_LABEL.length - 1;

/** Languages a hosted landing page can be shown in (the web app's six). */
export const HOSTING_LOCALES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type HostingLocale = (typeof HOSTING_LOCALES)[number];

/** Characters that show a URL, an address or a path was typed instead of a bare domain. */
const NOT_A_NAME = /[\s/\\?#@:%*,;=[\]<>"'`|^{}~!$&()+]/u;

/** The result of `normaliseDomain`: the ASCII name, or the message key saying what is wrong. */
export type NormalisedDomain = { ok: true; name: string } | { ok: false; error: MessageKey };

/**
 * Normalises and validates a domain name typed by a user (issue 12 §5): trims, lower-cases, strips ONE
 * trailing dot, converts Unicode labels to IDNA ASCII (punycode) with the platform's WHATWG URL host
 * parser (UTS #46 mapping, the same algorithm as node's `url.domainToASCII`, in Node and in browsers),
 * then applies RFC 1035 as hosts use it (RFC 1123): at least two labels, each 1-63 of letters, digits and
 * hyphens, not starting or ending with a hyphen, no underscores, at most 253 characters in all (242 so
 * the `_leadhouse.` record name fits too), and a top-level label that is not all digits (no IP addresses).
 * Returns the ASCII name or the key of the first rule broken (messages.ts `validation.domain*`).
 */
export function normaliseDomain(input: string): NormalisedDomain {
  let s = input.trim().toLowerCase();
  if (s.endsWith('.')) s = s.slice(0, -1);
  if (!s) return { ok: false, error: MSG.validation.domainRequired };
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(s) || NOT_A_NAME.test(s)) {
    return { ok: false, error: MSG.validation.domainOnlyName };
  }
  if (s.includes('_')) return { ok: false, error: MSG.validation.domainUnderscore };
  if (s.includes('..') || s.startsWith('.')) return { ok: false, error: MSG.validation.domainEmptyLabel };
  // WHATWG URL reads a name ending in a number as an IPv4 address (and refuses `example.123`).
  if (/(^|\.)(0x[0-9a-f]*|[0-9]+)$/.test(s)) return { ok: false, error: MSG.validation.domainIp };
  let ascii: string;
  try {
    ascii = new URL(`http://${s}/`).hostname;
  } catch {
    return { ok: false, error: MSG.validation.domainInvalid };
  }
  if (ascii.startsWith('[') || ascii !== ascii.toLowerCase()) {
    return { ok: false, error: MSG.validation.domainInvalid };
  }
  if (ascii.length > MAX_DOMAIN_LENGTH) {
    return { ok: false, error: MSG.validation.domainTooLong };
  }
  const labels = ascii.split('.');
  if (labels.length < 2) return { ok: false, error: MSG.validation.domainTwoLabels };
  for (const label of labels) {
    if (label.length === 0) return { ok: false, error: MSG.validation.domainEmptyLabel };
    if (label.length > MAX_LABEL_LENGTH) {
      return { ok: false, error: MSG.validation.domainLabelTooLong };
    }
    if (!/^[a-z0-9-]+$/.test(label)) return { ok: false, error: MSG.validation.domainInvalid };
    if (label.startsWith('-') || label.endsWith('-')) {
      return { ok: false, error: MSG.validation.domainHyphen };
    }
  }
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return { ok: false, error: MSG.validation.domainIp };
  if (ascii.length > MAX_VERIFIABLE_DOMAIN_LENGTH) {
    return { ok: false, error: MSG.validation.domainTooLongForRecord };
  }
  return { ok: true, name: ascii };
}

/** The TXT record name that proves `domain` (ASCII form). */
export const txtRecordName = (domain: string) => `${TXT_RECORD_LABEL}.${domain}`;
/** The TXT record value for a domain's token. */
export const txtRecordValue = (token: string) => `${TXT_VALUE_PREFIX}${token}`;

/** A domain as typed: normalised to its ASCII form, or a 400 with the rule it breaks. */
export const DomainNameSchema = z
  .string({ error: MSG.validation.domainRequired })
  .max(1000, MSG.validation.domainTooLong)
  .transform((value, ctx) => {
    const r = normaliseDomain(value);
    if (r.ok) return r.name;
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  })
  .meta({ examples: ['example.com', 'bücher.example', 'Shop.Example.COM.'] });

/** `origin`: where the domain comes from (registrar or owner, free text), kept for reference. */
const OriginSchema = z.string().trim().max(200, MSG.validation.domainOrigin);

/** `POST /api/domain` (spec §7 `{domain, origin}`): add a domain; it goes active once verified. */
export const DomainCreateSchema = z
  .object({
    domain: DomainNameSchema,
    origin: OriginSchema.nullish(),
  })
  .strict();
export type DomainCreateInput = z.input<typeof DomainCreateSchema>;

/**
 * `POST /api/domains` (spec §3 "Add payload: name, active"; path not shown): add a domain; `active`
 * (default true) says whether it starts serving as soon as it is verified, or waits for an activation.
 */
export const DomainAddSchema = z
  .object({
    name: DomainNameSchema,
    active: z.boolean().default(true),
    origin: OriginSchema.nullish(),
  })
  .strict();
export type DomainAddInput = z.input<typeof DomainAddSchema>;

/** `POST /api/domains/:id/active`: a verified domain serves (`true`) or stops serving (`false`). */
export const DomainActiveSchema = z.object({ active: z.boolean() }).strict();

/** The hosting shown with its domain. */
export const DomainHostingSummarySchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  title: z.string(),
});

/** A domain as the API answers it (UTC ISO instants). */
export const DomainSchema = z.object({
  id: z.string(),
  name: z.string().describe('ASCII (IDNA) form, lower case, no trailing dot'),
  unicodeName: z.string().describe('The same name with Unicode labels, for display'),
  origin: z.string().nullable(),
  state: z.enum(DOMAIN_STATES),
  failureReason: z.enum(CHECK_OUTCOMES).nullable().describe('Why it failed (state failed)'),
  activateWhenVerified: z.boolean(),
  txtName: z.string().describe('The TXT record to create: _leadhouse.<domain>'),
  txtValue: z.string().describe('Its value'),
  lastOutcome: z.enum(CHECK_OUTCOMES).nullable(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable().describe('When the job checks next; null when no check is planned'),
  misses: z.number().int().describe('Definite wrong answers in a row since the last success'),
  verifiedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
  hosting: DomainHostingSummarySchema.nullable(),
});
export type Domain = z.infer<typeof DomainSchema>;

/** One TXT check of a domain (kept: the history). */
export const DomainCheckSchema = z.object({
  id: z.string(),
  checkedAt: z.string(),
  trigger: z.enum(CHECK_TRIGGERS),
  outcome: z.enum(CHECK_OUTCOMES),
  detail: z.string().nullable().describe('Values found (wrong_value) or the resolver error code'),
  stateBefore: z.enum(DOMAIN_STATES),
  stateAfter: z.enum(DOMAIN_STATES),
});
export type DomainCheck = z.infer<typeof DomainCheckSchema>;

/** `GET /api/domains/:id`: the domain and its latest checks (newest first, at most 50). */
export const DomainDetailSchema = DomainSchema.extend({ checks: z.array(DomainCheckSchema) });
export type DomainDetail = z.infer<typeof DomainDetailSchema>;

/** `GET /api/domains`: page, limit 50, keywords (name), state. */
export const DomainListQuerySchema = listQuerySchema(50).extend({ state: z.enum(DOMAIN_STATES).optional() });
export const DomainListResponseSchema = listResponseSchema(DomainSchema);
export type DomainListResponse = z.infer<typeof DomainListResponseSchema>;

const pageText = (max: number) => z.string().trim().max(max, MSG.validation.hostingText);

/**
 * `POST /api/hosting/new` (spec §7, payload not shown): the landing page of a campaign on a verified
 * domain. One hosting per domain (a new one replaces the current one, which is kept as history).
 */
export const HostingCreateSchema = z
  .object({
    domainId: z.uuid(MSG.validation.uuid),
    campaignId: z.uuid(MSG.validation.uuid),
    title: z.string().trim().min(1, MSG.validation.hostingTitle).max(120, MSG.validation.hostingTitle),
    headline: pageText(200).nullish(),
    description: pageText(2000).nullish(),
    locale: z.enum(HOSTING_LOCALES).default('en'),
  })
  .strict();
export type HostingCreateInput = z.input<typeof HostingCreateSchema>;

export const HostingSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  domainName: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  title: z.string(),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  locale: z.enum(HOSTING_LOCALES),
  url: z.string().describe('http://<domain>/'),
  createdAt: z.string(),
});
export type Hosting = z.infer<typeof HostingSchema>;

/** `GET /api/hosting/campaigns`: campaigns a landing page can be made for. */
export const HostingCampaignsResponseSchema = rowsResponseSchema(
  z.object({ id: z.string(), name: z.string() }),
);
export type HostingCampaignsResponse = z.infer<typeof HostingCampaignsResponseSchema>;
