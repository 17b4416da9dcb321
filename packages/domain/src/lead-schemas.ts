import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_CAMPAIGN,
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  LeadFunnelSchema,
  LeadStatusSchema,
  NO_FUNNEL,
} from './leads.js';
import { requiredText } from './common.js';
import { EmailSchema } from './email.js';
import { MSG } from './messages.js';
import { normalizePhone, PHONE_REASONS } from './phones.js';
import { leadOriginShape } from './lead-origin.js';
import { INTEGRATION_STATES } from './lead-filters.js';

/** Most ids one bulk request may name; more is a 400 (split the selection). */
export const MAX_BULK_IDS = 50_000;
/** Body limit of a bulk request in bytes: MAX_BULK_IDS uuids (~39 bytes each in JSON) and 64 KiB besides. */
export const BULK_BODY_LIMIT = MAX_BULK_IDS * 40 + 64 * 1024;

/** Deposit-count filter (spec §9): `1` and `2` exact, `4+` and `8+` at least; `1+` at least one (FTDs). */
export const DEPOSIT_COUNT_RULES: Record<
  (typeof DEPOSIT_COUNT_OPTIONS)[number],
  { min: number; exact: boolean }
> = {
  '1': { min: 1, exact: true },
  '2': { min: 2, exact: true },
  '4+': { min: 4, exact: false },
  '8+': { min: 8, exact: false },
  '1+': { min: 1, exact: false },
};

/**
 * Deposit-amount filter thresholds in minor units (spec §9 options are whole currency units:
 * `1K+` = at least 1,000.00 = 100,000 minor units).
 */
export const DEPOSIT_AMOUNT_MIN_MINOR: Record<(typeof DEPOSIT_AMOUNT_OPTIONS)[number], number> = {
  '1K+': 100_000,
  '2K+': 200_000,
  '5K+': 500_000,
  '10K+': 1_000_000,
  '100K+': 10_000_000,
};

/** The country code for a code or a name from the list (spec §9), case-insensitive; else undefined. */
export function countryCodeOf(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim().toLowerCase();
  return COUNTRIES.find((c) => c.code.toLowerCase() === v || c.name.toLowerCase() === v)?.code;
}

let canonicalZones: ReadonlySet<string> | undefined;
const ETC_OFFSET = /^Etc\/GMT[+-]\d{1,2}$/;

/**
 * The canonical name of time zone `tz` when both this runtime and the database know it, else undefined
 * (docs/decisions.md "Time zones"). A name Intl accepts is resolved to its canonical zone (`US/Pacific-New`
 * → `America/Los_Angeles`, `utc` → `UTC`, `Asia/Kolkata` → the runtime's canonical spelling); the result
 * must be one of `Intl.supportedValuesOf('timeZone')` (every one of which PostgreSQL 15 and PGlite know,
 * measured), `UTC`, or a whole-hour `Etc/GMT±N` zone. Links PostgreSQL dropped thus never reach SQL.
 */
export function canonicalTimeZone(tz: string): string | undefined {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  canonicalZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return resolved === 'UTC' || canonicalZones.has(resolved) || ETC_OFFSET.test(resolved)
    ? resolved
    : undefined;
}

/** True when `tz` is a time zone both this runtime and the database know (see `canonicalTimeZone`). */
export function isTimeZone(tz: string): boolean {
  return canonicalTimeZone(tz) !== undefined;
}

/** Lead source attribution (spec §3 "Lead source"). */
export const LeadSourceSchema = z.object({
  platform: z.string().nullish(),
  type: z.string().nullish(),
  campaignId: z.string().nullish(),
  adgroupId: z.string().nullish(),
  from: z.string().nullish(),
  placement: z.string().nullish(),
  uri: z.string().nullish(),
  keyword: z.string().nullish(),
  clickId: z.string().nullish(),
  id: z.string().nullish(),
  adName: z.string().nullish(),
});
export type LeadSource = z.infer<typeof LeadSourceSchema>;

/** One entry of `integrationsHistory` (spec §3): `{data: {customerId}}` when sent, `{error}` when it failed. */
export const IntegrationHistoryEntrySchema = z.object({
  at: z.string().optional(),
  integrationId: z.string().optional(),
  data: z.object({ customerId: z.string() }).optional(),
  error: z.string().optional(),
});
export type IntegrationHistoryEntry = z.infer<typeof IntegrationHistoryEntrySchema>;

/** Integration send state (spec §4): sent (a customerId is present), error, or none. */
export const IntegrationStateSchema = z.enum(INTEGRATION_STATES);

/** A lead as the list and detail return it (spec §3 Lead). Dates are UTC ISO 8601; money in minor units. */
export const LeadSchema = z.object({
  internalId: z.number().int(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().describe("'prefix-number', e.g. 966-5012345678"),
  phoneNumbers: z.array(z.string()),
  personal: z.string().nullable(),
  country: z.string().describe('ISO 3166 code, e.g. SA'),
  location: z.object({ region: z.string().nullish(), city: z.string().nullish() }).nullable(),
  // The server answers known statuses only (the mapper's displayStatus); a reader meeting one it does not
  // know (a newer server) reads OTHER (spec §4) instead of failing the whole page. Encoding stays strict.
  status: LeadStatusSchema.catch('OTHER'),
  funnel: z.string().nullable().describe(`null shows as '${NO_FUNNEL}'`),
  source: LeadSourceSchema.nullable(),
  platform: z.string().nullable(),
  campaign: z.object({ name: z.string(), info: z.object({ description: z.string().nullable() }) }),
  infoLevel: z.string().nullable(),
  trader: z.string().nullable(),
  createdBy: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToUsername: z.string().nullable(),
  assignedToName: z.string().nullable(),
  poolId: z.string().nullable(),
  poolName: z.string().nullable(),
  affiliateId: z.string().nullable(),
  depositCount: z.number().int(),
  depositAmount: z.number().int().describe('Sum of deposits in minor units'),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastContacted: z.string().nullable(),
  lastCommentAt: z.string().nullable(),
  referrer: z.string().nullable(),
  ip: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()).nullable(),
  uri: z.string().nullable(),
  placement: z.string().nullable(),
  campaignid: z.string().nullable(),
  adgroupid: z.string().nullable(),
  gclid: z.string().nullable(),
  wbraid: z.string().nullable(),
  integrationsHistory: z.array(IntegrationHistoryEntrySchema),
  integrationState: IntegrationStateSchema,
  deletedAt: z.string().nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;

/** Comment (spec §3): `_id`, text, createdAt, createdBy.name. */
export const LeadCommentSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
});
export type LeadComment = z.infer<typeof LeadCommentSchema>;

export const LeadDepositSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe('minor units; a reversal is negative'),
  currency: z.string(),
  createdAt: z.string(),
  reversesId: z.string().nullable().optional().describe('A reversal: the deposit it undoes'),
  reversedById: z.string().nullable().optional().describe('The reversal that undid this deposit'),
  reason: z.string().nullable().optional().describe('Why a reversal was made'),
});
export type LeadDeposit = z.infer<typeof LeadDepositSchema>;

export const LEAD_HISTORY_FIELDS = ['status', 'funnel', 'assignee'] as const;
export const LeadHistoryEntrySchema = z.object({
  field: z.enum(LEAD_HISTORY_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  at: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof LeadHistoryEntrySchema>;

/** `GET /api/leads/:id`: the lead with comments, deposits and history (newest first). */
export const LeadDetailSchema = LeadSchema.extend({
  comments: z.array(LeadCommentSchema),
  deposits: z.array(LeadDepositSchema),
  history: z.array(LeadHistoryEntrySchema),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

/** Campaign name rule (spec §5): 3 to 121 characters, no whitespace. Also the Social ID rule. */
export const CampaignNameSchema = z
  .string({ error: MSG.validation.campaignName })
  .min(3, MSG.validation.campaignName)
  .max(121, MSG.validation.campaignName)
  .regex(/^\S+$/, MSG.validation.campaignName);

/**
 * The phone rule of the add/edit form and the intake (issue 19 D): the number is read by `normalizePhone`
 * (libphonenumber-js) in the lead's country, the same reading as the import: the spec's 10 national digits
 * (§5), or a number written with separators or its `+CC`, valid for that country. Any other number is a
 * 400 on `phoneNumber` with its reason (`PHONE_REASONS`), never re-prefixed with the country's code.
 * Runs when `phoneNumber` has no issue of its own; with an unknown country only a reason true in any
 * country (not 10 digits, not a number) is given.
 */
function phoneRule(value: { phoneNumber: string; country: string }, ctx: z.RefinementCtx): void {
  const region = typeof value.country === 'string' ? countryCodeOf(value.country) : undefined;
  const read = normalizePhone(value.phoneNumber, region);
  // Without a valid country only what is wrong in any country is said (the country has its own error).
  const regardless =
    read.ok || read.reason === PHONE_REASONS.tenDigits || read.reason === PHONE_REASONS.unreadable;
  if (!read.ok && (region || regardless)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: read.reason });
  }
}
const phoneRuleWhen = {
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof (payload.value as { phoneNumber?: unknown } | null)?.phoneNumber === 'string' &&
    !payload.issues.some((i) => i.path?.[0] === 'phoneNumber'),
};

/**
 * The add/edit lead form's fields (spec §5) without the phone rule, for schemas built from it (`.pick`
 * refuses a refined object). `phoneNumber` is the 10 national digits or a number with separators or its
 * `+CC` (at most 40 characters); `country` is a code or a name from the list. `id` follows the save rule
 * (spec §4): a string longer than 2 characters updates that lead, anything else adds one. The origin fields
 * of spec §3 (uri, placement, campaignid, adgroupid, gclid, wbraid; the intake's schemas, raw) are stored
 * on the lead as the intake stores them. Unknown keys are a 400 on the API (docs/decisions.md "Strict
 * requests").
 */
export const LeadFormFieldsSchema = z.object({
  id: z.string().max(64).nullish(),
  firstName: requiredText(MSG.validation.firstName, 2, 120),
  lastName: requiredText(MSG.validation.lastName, 2, 120),
  phoneNumber: z
    .string({ error: MSG.validation.phoneNumber })
    .trim()
    .min(1, MSG.validation.phoneNumber)
    .max(40, MSG.validation.phoneUnreadable),
  email: EmailSchema,
  country: requiredText(MSG.validation.country, 2, 20).refine(
    (v) => countryCodeOf(v) !== undefined,
    MSG.validation.country,
  ),
  campaign: CampaignNameSchema.default(DEFAULT_CAMPAIGN),
  platform: z.string().trim().max(40).nullish(),
  status: LeadStatusSchema.optional(),
  funnel: LeadFunnelSchema.nullish(),
  personal: z.string().max(2000).nullish(),
  ...leadOriginShape,
});

/**
 * The add/edit lead form (spec §5), used by the web form (react-hook-form) and by `POST`/`PUT /api/leads`:
 * `LeadFormFieldsSchema` with the phone rule (`phoneRule`); the server stores the phone as
 * `storedLeadPhone` reads it (`dialCode-national`).
 */
export const LeadFormSchema = LeadFormFieldsSchema.superRefine(phoneRule, phoneRuleWhen);
export type LeadFormInput = z.input<typeof LeadFormSchema>;
export type LeadForm = z.output<typeof LeadFormSchema>;

/** `PUT /api/leads`: the same form with the id of the lead to update (and the same phone rule). */
export const LeadUpdateSchema = LeadFormFieldsSchema.extend({ id: z.uuid('id must be a UUID') }).superRefine(
  phoneRule,
  phoneRuleWhen,
);

/** Adds the lead phone rule to a schema built from `LeadFormFieldsSchema` (the intake's). */
export const withLeadPhoneRule = <T extends z.ZodType<{ phoneNumber: string; country: string }>>(schema: T) =>
  schema.superRefine(phoneRule, phoneRuleWhen);
export type LeadUpdate = z.output<typeof LeadUpdateSchema>;
