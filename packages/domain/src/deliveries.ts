import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common.js';
import {
  AttemptOutcomeSchema,
  DELIVERY_STATES,
  DeliveryRequestSchema,
  FINAL_DELIVERY_STATES,
} from './integrations.js';
import { MAX_BULK_IDS } from './lead-schemas.js';
import { MSG } from './messages.js';
import { MoneyAmountQuerySchema, MoneyAmountSchema } from './money.js';

/*
 * Posting leads, the delivery log, replays and the partner postback (spec §7 `leads/postToIntegration`;
 * docs/decisions.md "Lead pipeline: integrations and deliveries"). Integrations themselves: integrations.ts.
 */

/** `POST /api/leads/postToIntegration` (spec §7). */
export const PostToIntegrationSchema = z.object({
  leadsIds: z
    .array(z.uuid(MSG.validation.uuid), { error: MSG.validation.selectLeads })
    .min(1, MSG.validation.selectLeads)
    .max(MAX_BULK_IDS, MSG.validation.tooManyLeads),
  integrationId: z.uuid('integrationId must be a UUID'),
});
/**
 * `count`: deliveries queued now (spec §8 "Leads had been POSTED Successfully, Count: " + count);
 * `skipped`: leads already delivered (or on their way) to this integration, not sent again.
 */
export const PostToIntegrationResponseSchema = z.object({
  count: z.number().int(),
  skipped: z.number().int(),
});

/** One attempt in a delivery's log. */
export const DeliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  outcome: AttemptOutcomeSchema,
  status: z.number().int().nullable(),
  request: DeliveryRequestSchema,
  answer: z.string(),
  reason: z.string().nullable(),
});

/** A delivery of one lead to one integration. */
export const DeliverySchema = z.object({
  id: z.string(),
  integrationId: z.string(),
  integrationName: z.string(),
  leadId: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** When the next attempt is due (UTC), null when none is scheduled. */
  nextAttemptAt: z.string().nullable(),
  customerId: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Times a user replayed it; the idempotency key is `<id>` then `<id>.r<replays>`. */
  replays: z.number().int(),
  /**
   * When the buyer returned the lead it had accepted (lead distribution, issue 22 §6; UTC), else null. The
   * state stays `accepted` (what the partner answered); a returned delivery is never retried or replayed.
   */
  returnedAt: z.string().nullable(),
  /** Sent by lead distribution (issue 22): its route decides what comes next, never a retry by hand. */
  byDistribution: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/**
 * Whether a manager may send `d` again by hand: retry now (`error`, `held`) or replay (final states); never a
 * delivery whose lead the buyer returned, nor one lead distribution sent (the server refuses both).
 */
export const canResendDelivery = (d: Pick<Delivery, 'state' | 'returnedAt' | 'byDistribution'>): boolean =>
  !d.returnedAt &&
  !d.byDistribution &&
  (FINAL_DELIVERY_STATES.includes(d.state) || d.state === 'error' || d.state === 'held');
export const DeliveryDetailSchema = DeliverySchema.extend({ attemptLog: z.array(DeliveryAttemptSchema) });

export const DeliveryListQuerySchema = listQuerySchema(50).extend({
  integrationId: z.uuid('integrationId must be a UUID').optional(),
  leadId: z.uuid('leadId must be a UUID').optional(),
  state: z.enum(DELIVERY_STATES).optional(),
});
export const DeliveryListResponseSchema = listResponseSchema(DeliverySchema);

/** `POST /api/integrations/:id/replay`: send again every delivery of the integration in `states`. */
export const ReplayIntegrationSchema = z.object({
  states: z
    .array(z.enum(['rejected', 'error', 'exhausted', 'accepted', 'held']))
    .min(1)
    .default(['error', 'exhausted']),
});
export const CountResponseSchema = z.object({ count: z.number().int() });

/**
 * Inbound postback (`GET|POST /api/postbacks/:id?token=…`): a partner reports a deposit on the lead it
 * knows as `customerId`. `amount` in minor units within the one money range (`money.ts`, at most
 * MAX_MONEY_MINOR); `transactionId` required (no shared empty key).
 */
export const PostbackQuerySchema = z.object({
  token: z.string().min(1).max(200),
  customerId: z.string().trim().min(1).max(200).optional(),
  transactionId: z.string().trim().min(1).max(200).optional(),
  amount: z
    .union([MoneyAmountSchema, MoneyAmountQuerySchema], { error: MSG.validation.moneyAmount })
    .optional()
    .describe('Minor units, 1..MAX_MONEY_MINOR (10^12), digits only'),
  // `null` reads as absent (a partner's JSON writer sends it for an empty field; refusing the report would
  // lose the deposit).
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, MSG.validation.currency)
    .nullish(),
  at: z.string().max(40).nullish(),
});
// Nullish: a POST with every field in the query may come with no body at all (read as null).
export const PostbackBodySchema = PostbackQuerySchema.omit({ token: true }).partial().nullish();
export const PostbackResponseSchema = z.object({
  ok: z.boolean(),
  /** The deposit was new (false: the same transaction id was reported before). */
  created: z.boolean(),
});
