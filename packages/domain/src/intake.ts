import { z } from 'zod';
import { listResponseSchema } from './common.js';
import { MSG } from './messages.js';
import { LeadFormFieldsSchema, withLeadPhoneRule } from './lead-schemas.js';
import {
  ORIGIN_FIELDS,
  originShape,
  UTM_FIELDS,
  utmShape,
  type OriginField,
  type UtmField,
} from './lead-origin.js';

/*
 * Lead intake API and visits (issue 10 §4-§5, spec §3 "Origin and integration", §7 `visitor`;
 * docs/decisions.md "Lead pipeline"). Click ids and UTM values are kept raw: case matters (a gclid is
 * case-sensitive) and nothing is trimmed or lower-cased.
 */

export {
  LEAD_ORIGIN_FIELDS,
  ORIGIN_FIELDS,
  UTM_FIELDS,
  type LeadOriginField,
  type OriginField,
  type UtmField,
} from './lead-origin.js';

/** `extra`: a small JSON object of the affiliate's own fields (at most 50 keys, 8 KB as JSON). */
export const ExtraSchema = z
  .record(z.string().max(100), z.unknown())
  .refine(
    (v) => Object.keys(v).length <= 50 && JSON.stringify(v).length <= 8192,
    MSG.validation.extraTooLarge,
  );

/** An IPv4 or IPv6 address (the intake's `ip`). */
const IP_ADDRESS = z.union([z.ipv4(), z.ipv6()]);

/**
 * `POST /api/intake/leads` body: the add-lead form of spec §5 (same rules and messages) plus the origin of
 * spec §3 and a `visitorId` from `GET /api/visitor`, with the form's phone rule (a number not valid for its
 * country is a 400 with its reason, never re-prefixed). Unknown fields are a 400 (put them in `extra`).
 */
export const IntakeLeadSchema = withLeadPhoneRule(
  LeadFormFieldsSchema.pick({
    firstName: true,
    lastName: true,
    phoneNumber: true,
    email: true,
    country: true,
    campaign: true,
    personal: true,
  })
    .extend({
      ...originShape,
      ...utmShape,
      // Optional fields read `null` as absent (as the origin fields do): partners' JSON writers send it.
      // One string type, not a union of formats: OpenAPI 3.0 cannot mark a union nullable.
      ip: z
        .string()
        .refine((v) => IP_ADDRESS.safeParse(v).success, { error: MSG.validation.ipAddress })
        .describe('IPv4 or IPv6 address')
        .nullish(),
      extra: ExtraSchema.nullish(),
      visitorId: z.uuid(MSG.validation.visitorId).nullish(),
    })
    .strict(),
).meta({
  examples: [
    {
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: '5012345678',
      email: 'layla.haddad@example.com',
      country: 'SA',
      campaign: 'Spring-Promo',
      uri: 'https://landing.example.com/offer?gclid=Cj0KCQiA',
      gclid: 'Cj0KCQiA',
      campaignid: '1234567890',
      adgroupid: '9876543210',
      platform: 'google',
      ip: '203.0.113.7',
      visitorId: '0b9e6a4c-3f5e-4a1b-9c2d-7e8f9a0b1c2d',
    },
  ],
});
export type IntakeLeadInput = z.input<typeof IntakeLeadSchema>;
export type IntakeLead = z.output<typeof IntakeLeadSchema>;

/**
 * How an intake post ended: `created` (201), `duplicate` (200: the same affiliate posted a lead with this
 * phone or email within the duplicate window; its id is answered and nothing changes), `replayed` (200: the
 * same `Idempotency-Key` and body again; the first answer is repeated).
 */
export const IntakeResultSchema = z.object({
  id: z.string().describe('The lead id'),
  result: z.enum(['created', 'duplicate', 'replayed']),
});
export type IntakeResult = z.infer<typeof IntakeResultSchema>;

/**
 * `GET /api/visitor` query (spec §7, payload "not shown"): the landing page's URL, referrer, click ids and
 * UTM values, kept raw. `visitorId`, when the page already has one, links this visit to the same visitor
 * (its first visit stays the first touch). Other parameters are ignored: the one open request schema
 * (`z.looseObject`, docs/decisions.md "Strict requests"), since a landing page forwards its own URL's
 * query, whatever trackers put in it, and a refused beacon would lose the visit unseen.
 */
export const VisitQuerySchema = z.looseObject({
  ...originShape,
  ...utmShape,
  visitorId: z.uuid(MSG.validation.visitorId).optional(),
});
export type VisitQuery = z.output<typeof VisitQuerySchema>;

export const VisitResponseSchema = z.object({
  visitorId: z.string().describe('Send it with the lead (intake `visitorId`) to carry this first touch'),
});
export type VisitResponse = z.infer<typeof VisitResponseSchema>;

/** First-touch attribution of a lead (raw values of its visitor's first visit, or of the intake post). */
export const LeadAttributionSchema = z.object({
  leadId: z.string(),
  visitorId: z.string().nullable(),
  origin: z.enum(['visit', 'intake']),
  touchedAt: z.string().describe('Time of the first touch (UTC ISO 8601)'),
  ...(Object.fromEntries([...ORIGIN_FIELDS, ...UTM_FIELDS].map((f) => [f, z.string().nullable()])) as Record<
    OriginField | UtmField,
    z.ZodNullable<z.ZodString>
  >),
});
export type LeadAttribution = z.infer<typeof LeadAttributionSchema>;

/**
 * An intake rule (docs/decisions.md "Lead pipeline"): leads posted by `affiliateId`, for `campaign`, or both,
 * go round-robin to the active members of `poolId`. The most specific rule wins (affiliate + campaign, then
 * campaign, then affiliate); no rule leaves the lead unassigned.
 */
export const IntakeRuleSchema = z.object({
  id: z.string(),
  affiliateId: z.string().nullable(),
  affiliateName: z.string().nullable(),
  campaign: z.string().nullable(),
  poolId: z.string(),
  poolName: z.string(),
  createdAt: z.string(),
});
export type IntakeRule = z.infer<typeof IntakeRuleSchema>;

/** `PUT /api/intake/rules`: sets the pool for an affiliate, a campaign, or both (replacing that rule). */
export const IntakeRuleSaveSchema = z
  .object({
    affiliateId: z.uuid(MSG.validation.uuid).nullish(),
    campaign: LeadFormFieldsSchema.shape.campaign.unwrap().nullish(),
    poolId: z.uuid(MSG.validation.uuid),
  })
  .strict()
  .refine((v) => !!v.affiliateId || !!v.campaign, {
    message: MSG.validation.intakeRuleTarget,
    path: ['affiliateId'],
  });
export type IntakeRuleSave = z.output<typeof IntakeRuleSaveSchema>;

export const IntakeRuleListResponseSchema = listResponseSchema(IntakeRuleSchema);
export type IntakeRuleListResponse = z.infer<typeof IntakeRuleListResponseSchema>;
