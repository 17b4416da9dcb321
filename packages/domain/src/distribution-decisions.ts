import { z } from 'zod';
import { countsShape, listQuerySchema, listResponseSchema } from './common.js';
import { CAP_WINDOWS, DISTRIBUTION_STATES } from './distribution-states.js';
import { countryCodeOf, MAX_BULK_IDS } from './lead-schemas.js';
import { MSG } from './messages.js';
import { normalizePhone } from './phones.js';

/*
 * Lead distribution: a lead's state, the decisions kept for it, held leads, simulation, bulk distribution
 * and returns (issue 22 §4-§6; docs/decisions.md "Lead distribution (issue 22)").
 */

/** What happened at one step of a lead's route. */
export const DISTRIBUTION_OUTCOMES = [
  'skipped', // buyer considered, not eligible (reason)
  'sent', // a delivery was queued to the buyer (a cap slot reserved)
  'accepted',
  'rejected',
  'error', // failed after its retries
  'timeout',
  'held', // no eligible buyer (reason: no_eligible_buyer)
  'unsold', // hold time over, or attempts used up
  'released', // a person sent a held lead on
  'rerouted', // a person sent it through another flow
  'returned', // a buyer returned it (reason: returned)
] as const;
export type DistributionOutcome = (typeof DISTRIBUTION_OUTCOMES)[number];

/** What triggered a distribution. */
export const DISTRIBUTION_TRIGGERS = [
  'intake',
  'hosted',
  'import',
  'bulk',
  'release',
  'reroute',
  'return',
] as const;

const window = z.enum(CAP_WINDOWS);
/**
 * Why a buyer was skipped, or how its attempt ended: a machine code with its params (the web words it;
 * non-managers get cap figures and answers left out).
 */
export const DistributionReasonSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('cap'),
    window,
    used: z.number().int().optional(),
    cap: z.number().int().optional(),
  }),
  z.object({
    code: z.literal('money_cap'),
    window,
    used: z.number().int().optional(),
    cap: z.number().int().optional(),
  }),
  z.object({ code: z.literal('schedule_closed'), opensAt: z.string().nullable().optional() }),
  z.object({ code: z.literal('duplicate'), sentAt: z.string(), field: z.enum(['phone', 'email']) }),
  z.object({ code: z.literal('filter'), field: z.enum(['country', 'campaign', 'affiliate', 'platform']) }),
  // `not_buyer`: its buyer settings were switched off (`distribution: null`) while a flow still names it.
  z.object({
    code: z.literal('inactive'),
    state: z.enum(['inactive', 'paused', 'archived', 'account', 'not_buyer']),
  }),
  z.object({ code: z.literal('already_sent') }),
  z.object({ code: z.literal('rejected'), answer: z.string().optional() }),
  z.object({ code: z.literal('error'), reason: z.string().optional() }),
  z.object({ code: z.literal('timeout') }),
  z.object({
    code: z.literal('no_eligible_buyer'),
    skipped: z.record(z.string(), z.number().int()),
  }),
  z.object({ code: z.literal('max_attempts'), attempts: z.number().int() }),
  z.object({ code: z.literal('hold_expired') }),
  z.object({ code: z.literal('returned'), reason: z.string() }),
]);
export type DistributionReason = z.infer<typeof DistributionReasonSchema>;
export type DistributionReasonCode = DistributionReason['code'];

/** One step of a lead's route. `price` is null for callers who may not see prices. */
export const DistributionStepSchema = z.object({
  at: z.string(),
  /** Each (re)start of the route is a new round (release, re-route, return). `reason` is absent when none. */
  round: z.number().int(),
  outcome: z.enum(DISTRIBUTION_OUTCOMES),
  integrationId: z.string().nullable(),
  integrationName: z.string().nullable(),
  reason: DistributionReasonSchema.optional(),
  deliveryId: z.string().nullable(),
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});
export type DistributionStep = z.infer<typeof DistributionStepSchema>;

/** One send of the lead to a buyer (a delivery) and how it ended; `accepted` = sold to that buyer. */
export const DistributionSendSchema = z.object({
  integrationId: z.string(),
  integrationName: z.string(),
  status: z.enum(['sending', 'accepted', 'rejected', 'error', 'timeout', 'returned']),
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  sentAt: z.string(),
  finishedAt: z.string().nullable(),
});

/**
 * `GET /api/leads/:id/distribution`: the lead's state and every decision, oldest first. `state` null: never
 * distributed. `flow` and prices are null for callers who may not manage distribution.
 */
export const LeadDistributionSchema = z.object({
  leadId: z.string(),
  state: z.enum(DISTRIBUTION_STATES).nullable(),
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  heldReason: DistributionReasonSchema.optional(),
  holdUntil: z.string().nullable(),
  attempts: z.number().int(),
  sends: z.array(DistributionSendSchema),
  steps: z.array(DistributionStepSchema),
  updatedAt: z.string().nullable(),
});
export type LeadDistribution = z.infer<typeof LeadDistributionSchema>;

/**
 * A sample lead for `POST /api/distribution/simulate` (nothing is stored, reserved or sent). Its country must
 * be a listed one (name or code) and its phone must read as a lead's phone does in that country
 * (`normalizePhone`): the simulator then compares the stored form a real lead has, so a look-back finds
 * `+966 5012345605` as it finds `966-5012345605`.
 */
export const SimulateLeadSchema = z
  .object({
    country: z.string().trim().max(60).optional(),
    campaign: z.string().trim().max(200).optional(),
    affiliateId: z.uuid(MSG.validation.uuid).toLowerCase().optional(),
    platform: z.string().trim().max(40).optional(),
    phoneNumber: z.string().trim().max(40).optional(),
    email: z.string().trim().max(320).optional(),
  })
  .superRefine((lead, ctx) => {
    const country = countryCodeOf(lead.country);
    if (lead.country && !country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: MSG.validation.unknownCountry });
    }
    if (!lead.phoneNumber) return;
    const read = normalizePhone(lead.phoneNumber, country);
    if (!read.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: read.reason });
  });
export const SimulateBodySchema = z.object({
  lead: SimulateLeadSchema,
  /** Route through this flow instead of the most specific matching one. */
  flowId: z.uuid('flowId must be a UUID').toLowerCase().optional(),
});
/**
 * The simulated decision: the flow, each buyer considered (skipped with its reason, or a candidate), and
 * `order`: the eligible buyers in the order they would be tried (weighted: by weight, highest first).
 */
export const SimulateResponseSchema = z.object({
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  result: z.enum(['would_send', 'would_hold', 'no_flow']),
  steps: z.array(DistributionStepSchema),
  order: z.array(z.object({ integrationId: z.string(), name: z.string(), share: z.number() })),
});

// Ids in lower case (`toLowerCase`): PostgreSQL reads a uuid in either case, the engine's maps key them as
// PostgreSQL writes them (an upper-case id was skipped as "already distributed", session 48).
const leadsIds = z
  .array(z.uuid(MSG.validation.uuid).toLowerCase(), { error: MSG.validation.selectLeads })
  .min(1, MSG.validation.selectLeads)
  .max(MAX_BULK_IDS, MSG.validation.tooManyLeads);

/** `POST /api/leads/distribute`: route the leads through their matching flows. */
export const DistributeLeadsSchema = z.object({ leadsIds });
/**
 * `count`: leads routed now; `held`: of those, held at once (no buyer takes them now: all capped, closed,
 * filtered out); `noFlow`: no active flow matches them; `skipped`: already distributed (use release or
 * re-route for those).
 */
export const DistributeLeadsResponseSchema = z.object({
  count: z.number().int(),
  held: z.number().int(),
  noFlow: z.number().int(),
  skipped: z.number().int(),
});

/** A held lead in `GET /api/distribution/held`. */
export const HeldLeadSchema = z.object({
  leadId: z.string(),
  name: z.string(),
  country: z.string(),
  campaign: z.string(),
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  heldReason: DistributionReasonSchema.optional(),
  heldAt: z.string(),
  holdUntil: z.string().nullable(),
  // `attempts`: sends in the current round (a release or re-route starts a round at 0); `round`: 1, plus one
  // per release or re-route; `sends`: the lead's sends over every round (what "rejected × N" counts from).
  ...countsShape(['attempts', 'round', 'sends']),
});
export const HeldListQuerySchema = listQuerySchema(50).extend({
  flowId: z.uuid('flowId must be a UUID').toLowerCase().optional(),
});
export const HeldListResponseSchema = listResponseSchema(HeldLeadSchema);

/** `POST /api/distribution/held/release`: try the held leads again now, in their flow. */
export const ReleaseHeldSchema = z.object({ leadsIds });
/** `POST /api/distribution/held/reroute`: start the held (or unsold) leads afresh in `flowId`. */
export const RerouteHeldSchema = z.object({
  leadsIds,
  flowId: z.uuid('flowId must be a UUID').toLowerCase(),
});
export const HeldActionResponseSchema = z.object({
  /** Leads moved into a new round. */
  count: z.number().int(),
  /** Leads that were not held (or, for a re-route, not held or unsold): left as they were. */
  skipped: z.number().int(),
  /** Of those moved, leads no buyer takes now: held again, with their first hold's deadline. */
  held: z.number().int(),
});

/**
 * `POST /api/distribution/returns`: the buyer `integrationId` returns the lead within the flow's return
 * window; its revenue is reversed once. `reroute`: send the lead on to the next eligible buyer.
 */
export const ReturnLeadSchema = z.object({
  leadId: z.uuid(MSG.validation.leadId).toLowerCase(),
  integrationId: z.uuid('integrationId must be a UUID').toLowerCase(),
  reason: z.string().trim().min(1, MSG.validation.returnReason).max(500, MSG.validation.returnReason),
  reroute: z.boolean().default(false),
});
export const ReturnLeadResponseSchema = LeadDistributionSchema;
