import { z } from 'zod';
import { rowsResponseSchema } from './common.js';
import { CAP_WINDOWS } from './distribution-states.js';
import { BuyerActivitySchema, CapMeterSchema, MoneyMeterSchema } from './distribution-meters.js';
import { canonicalTimeZone, countryCodeOf } from './lead-schemas.js';
import { MSG } from './messages.js';
import { MoneyAmountOrZeroSchema, MoneyAmountSchema } from './money.js';

/*
 * Lead distribution (issue 22; docs/decisions.md "Lead distribution (issue 22)"): integrations act as
 * buyers with caps, a schedule, filters, a price and a duplicate look-back; flows take arriving leads and
 * route each to its buyers by priority, weight or round robin. Decisions (each buyer considered and why)
 * live in distribution-decisions.ts; route contracts in routes/distribution.ts.
 */

/** How a flow picks among its eligible buyers. */
export const DISTRIBUTION_METHODS = ['priority', 'weighted', 'round_robin'] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];

/** Weekday keys of a schedule, ISO order (Monday first). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Largest count cap (leads per window). */
export const MAX_CAP = 1_000_000_000;
/** Longest duplicate look-back, days. */
export const MAX_DUPLICATE_DAYS = 3_650;
/** Buyers a flow may list; match values per dimension. */
export const MAX_FLOW_BUYERS = 100;
export const MAX_MATCH_VALUES = 500;
/** Per-attempt answer timeout of a distribution delivery, ms (a buyer that says nothing by then times out). */
export const DISTRIBUTION_TIMEOUT_MS = 10_000;
/** Attempts of one distribution delivery (at once, then 5 s later) before it counts as an error. */
export const DISTRIBUTION_DELIVERY_ATTEMPTS = 2;

const capCount = z
  .number({ error: MSG.validation.distributionCap })
  .int(MSG.validation.distributionCap)
  .min(0, MSG.validation.distributionCap)
  .max(MAX_CAP, MSG.validation.distributionCap);

/** Accepted leads per window; an absent window has no cap; 0 takes nothing in that window. */
export const DistributionCapsSchema = z.object({
  hour: capCount.optional(),
  day: capCount.optional(),
  week: capCount.optional(),
  month: capCount.optional(),
  total: capCount.optional(),
});
export type DistributionCaps = z.infer<typeof DistributionCapsSchema>;

/** IANA time zone, stored canonical (`US/Pacific-New` → `America/Los_Angeles`); one PostgreSQL knows. */
export const TimeZoneSchema = z
  .string({ error: MSG.validation.timeZone })
  .max(64, MSG.validation.timeZone)
  .transform((tz, ctx) => {
    const canonical = canonicalTimeZone(tz);
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG.validation.timeZone });
      return z.NEVER;
    }
    return canonical;
  });

const hours = z
  .array(
    z
      .number({ error: MSG.validation.scheduleHour })
      .int(MSG.validation.scheduleHour)
      .min(0, MSG.validation.scheduleHour)
      .max(23, MSG.validation.scheduleHour),
  )
  .max(24)
  .transform((h) => [...new Set(h)].sort((a, b) => a - b));

/**
 * The weekday × hour grid in the buyer's zone: the hours open on each day (`9` = 09:00-09:59). A day left
 * out is closed; no schedule at all means always open.
 */
export const DistributionScheduleSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, hours.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof hours>
  >,
);
export type DistributionSchedule = z.infer<typeof DistributionScheduleSchema>;

const currency = z
  .string({ error: MSG.validation.currency })
  .regex(/^[A-Za-z]{3}$/, MSG.validation.currency)
  .transform((c) => c.toUpperCase());

/** Price of one accepted lead: integer minor units (money.ts range, 0 allowed) and ISO 4217 currency. */
export const PriceSchema = z.object({ amount: MoneyAmountOrZeroSchema, currency });
export type Price = z.infer<typeof PriceSchema>;

/** A money cap: revenue (accepted leads × price) per window, in the price's currency. */
export const MoneyCapSchema = z.object({ amount: MoneyAmountSchema, window: z.enum(CAP_WINDOWS) });

const countryList = z
  .array(
    z
      .string()
      .max(60)
      .transform((v, ctx) => {
        const code = countryCodeOf(v);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: MSG.validation.country });
          return z.NEVER;
        }
        return code;
      }),
  )
  .max(MAX_MATCH_VALUES);
const nameList = z.array(z.string().trim().min(1).max(200)).max(MAX_MATCH_VALUES);
const affiliateList = z.array(z.uuid(MSG.validation.uuid).toLowerCase()).max(MAX_MATCH_VALUES);
const platformList = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .transform((p) => p.toLowerCase()),
  )
  .max(MAX_MATCH_VALUES);

/**
 * An integration's buyer settings (`PUT /api/integrations/:id` `distribution`), each part optional.
 * Filters: an empty or absent list takes any value; countries are stored as ISO codes, platforms
 * lower-cased. `duplicateDays`: never send this buyer a lead whose phone or email it was sent within that
 * many days. `moneyCap` needs `pricePerLead` (its currency).
 */
export const BuyerDistributionSchema = z
  .object({
    caps: DistributionCapsSchema.optional(),
    moneyCap: MoneyCapSchema.optional(),
    timeZone: TimeZoneSchema.optional().describe('IANA zone of the caps and schedule (default UTC)'),
    schedule: DistributionScheduleSchema.optional(),
    countries: countryList.optional(),
    campaigns: nameList.optional(),
    affiliates: affiliateList.optional(),
    platforms: platformList.optional(),
    pricePerLead: PriceSchema.optional(),
    duplicateDays: z
      .number({ error: MSG.validation.duplicateDays })
      .int(MSG.validation.duplicateDays)
      .min(1, MSG.validation.duplicateDays)
      .max(MAX_DUPLICATE_DAYS, MSG.validation.duplicateDays)
      .optional(),
  })
  .refine((d) => !d.moneyCap || d.pricePerLead, {
    message: MSG.validation.moneyCapNeedsPrice,
    path: ['moneyCap'],
  });
export type BuyerDistributionInput = z.input<typeof BuyerDistributionSchema>;

/** Buyer settings as answered (stored form: canonical zone, country codes, lower-cased platforms). */
export const BuyerDistributionAnswerSchema = z.object({
  caps: z.partialRecord(z.enum(CAP_WINDOWS), z.number().int()).optional(),
  moneyCap: z.object({ amount: z.number().int(), window: z.enum(CAP_WINDOWS) }).optional(),
  timeZone: z.string().optional(),
  schedule: z.partialRecord(z.enum(WEEKDAYS), z.array(z.number().int())).optional(),
  countries: z.array(z.string()).optional(),
  campaigns: z.array(z.string()).optional(),
  affiliates: z.array(z.string()).optional(),
  platforms: z.array(z.string()).optional(),
  pricePerLead: z.object({ amount: z.number().int(), currency: z.string() }).optional(),
  duplicateDays: z.number().int().optional(),
});
export type BuyerDistribution = z.infer<typeof BuyerDistributionAnswerSchema>;

/** A buyer as the distribution screens show it (`GET /api/distribution/buyers`). */
export const BuyerSchema = z.object({
  integrationId: z.string(),
  name: z.string(),
  active: z.boolean(),
  paused: z.boolean(),
  distribution: BuyerDistributionAnswerSchema.nullable(),
  /** The schedule is open now in the buyer's zone. */
  open: z.boolean(),
  meters: z.array(CapMeterSchema),
  moneyMeter: MoneyMeterSchema.nullable(),
  activity: BuyerActivitySchema,
});
export type Buyer = z.infer<typeof BuyerSchema>;
export const BuyerListResponseSchema = rowsResponseSchema(BuyerSchema);
export type BuyerListResponse = z.infer<typeof BuyerListResponseSchema>;

/** Which arriving leads a flow takes: each non-empty list must hold the lead's value (empty: any). */
export const FlowMatchSchema = z.object({
  campaigns: nameList.default([]),
  affiliates: affiliateList.default([]),
  countries: countryList.default([]),
});

/** A whole number from `min` to `max`, every refusal (not a number, a fraction, out of range) saying `message`. */
const wholeIn = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** A buyer in a flow: `priority` 1 is tried first (priority method); `weight` share (weighted method). */
export const FlowBuyerInputSchema = z.object({
  integrationId: z.uuid('integrationId must be a UUID').toLowerCase(),
  priority: wholeIn(1, 1_000, MSG.validation.flowPriority).default(1),
  weight: wholeIn(1, 1_000, MSG.validation.flowWeight).default(1),
});

/**
 * A flow (create and replace). `exclusive`: sold to one buyer; else shared, sold to up to `maxBuyers`.
 * `holdMinutes`: how long a lead no buyer can take waits (held) before it expires unsold (0: unsold at
 * once). `maxAttempts`: buyers sent the lead at most (rejects, errors and timeouts pass it on).
 * `returnWindowHours`: how long after acceptance a buyer may return it.
 */
export const FlowInputSchema = z
  .object({
    name: z.string().trim().min(1, MSG.validation.name).max(200),
    method: z.enum(DISTRIBUTION_METHODS),
    match: FlowMatchSchema.default({ campaigns: [], affiliates: [], countries: [] }),
    buyers: z
      .array(FlowBuyerInputSchema)
      .min(1, MSG.validation.flowBuyers)
      .max(MAX_FLOW_BUYERS, MSG.validation.flowBuyers),
    exclusive: z.boolean().default(true),
    maxBuyers: wholeIn(1, 20, MSG.validation.flowMaxBuyers).default(1),
    holdMinutes: wholeIn(0, 43_200, MSG.validation.holdMinutes).default(60),
    returnWindowHours: wholeIn(0, 8_760, MSG.validation.returnWindowHours).default(72),
    maxAttempts: wholeIn(1, 50, MSG.validation.maxAttempts).default(5),
    active: z.boolean().default(true),
  })
  .refine((f) => new Set(f.buyers.map((b) => b.integrationId)).size === f.buyers.length, {
    message: MSG.validation.flowBuyerTwice,
    path: ['buyers'],
  });
export type FlowInput = z.input<typeof FlowInputSchema>;

/** A flow as answered: buyers with names and live cap meters. */
export const FlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  method: z.enum(DISTRIBUTION_METHODS),
  match: z.object({
    campaigns: z.array(z.string()),
    affiliates: z.array(z.string()),
    countries: z.array(z.string()),
  }),
  buyers: z.array(
    z.object({
      integrationId: z.string(),
      name: z.string(),
      priority: z.number().int(),
      weight: z.number().int(),
      meters: z.array(CapMeterSchema),
      /** The buyer's money cap window (revenue booked and reserved), null without a money cap. */
      moneyMeter: MoneyMeterSchema.nullable(),
      /** The buyer's sends of the last 24 hours, across every flow (`BuyerActivitySchema`). */
      activity: BuyerActivitySchema,
    }),
  ),
  exclusive: z.boolean(),
  maxBuyers: z.number().int(),
  holdMinutes: z.number().int(),
  returnWindowHours: z.number().int(),
  maxAttempts: z.number().int(),
  active: z.boolean(),
  /** Its leads held now (not deleted): what `GET /api/distribution/held?flowId=` lists (issue 22 §4). */
  held: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flow = z.infer<typeof FlowSchema>;
export const FlowListResponseSchema = rowsResponseSchema(FlowSchema);
export type FlowListResponse = z.infer<typeof FlowListResponseSchema>;
