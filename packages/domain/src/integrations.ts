import { z } from 'zod';
import { listQuerySchema, listResponseSchema, rowsResponseSchema } from './common.js';
import { BuyerDistributionAnswerSchema, BuyerDistributionSchema } from './distribution.js';
import { MSG } from './messages.js';

/*
 * Integrations and deliveries (spec §1 "post leads to an external integration", §3 integrationsHistory,
 * §4 send state, §7 `users/addIntegration`, `leads/postToIntegration`; DESIGN.md §4; docs/decisions.md
 * "Lead pipeline: integrations and deliveries"). An integration is an outbound HTTP connector owned by an
 * integration user; posting leads creates one delivery per lead × integration, sent by workers.
 */

/** HTTP methods a partner endpoint may take. */
export const INTEGRATION_METHODS = ['POST', 'PUT'] as const;
/** How the mapped lead is encoded: JSON object or `application/x-www-form-urlencoded`. */
export const INTEGRATION_BODY_FORMATS = ['json', 'form'] as const;

/**
 * Delivery states: queued → sending → accepted (customerId) | rejected (final, not retried) | error (retried
 * on `RETRY_SCHEDULE_MS`) → … → exhausted (final after the last scheduled attempt failed). `held`: queued
 * but its integration is paused by the circuit breaker (sent again when a manager resumes it).
 */
export const DELIVERY_STATES = [
  'queued',
  'sending',
  'accepted',
  'rejected',
  'error',
  'exhausted',
  'held',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
/** States after which nothing more is sent unless a user asks (retry now / replay). */
export const FINAL_DELIVERY_STATES: readonly DeliveryState[] = ['accepted', 'rejected', 'exhausted'];

/**
 * When each attempt is made, in ms after the previous attempt failed (Svix's schedule, ANCHORS.md): the
 * first immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h; after the 7th failed attempt the delivery is
 * exhausted. Each delay is spread by ±`RETRY_JITTER` (so a partner's outage does not bring every retry back
 * at the same instant); 10 h is the cap.
 */
export const RETRY_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;
/** Relative jitter on each retry delay: delay × (1 ± 0.2). */
export const RETRY_JITTER = 0.2;

/** Consecutive failed attempts (error answers, timeouts, refused connections) that pause an integration. */
export const BREAKER_CONSECUTIVE_FAILURES = 20;
/** Outbound timeouts and answer cap (ms, bytes): connect, whole request, kept answer size. */
export const DELIVERY_CONNECT_TIMEOUT_MS = 5_000;
export const DELIVERY_TOTAL_TIMEOUT_MS = 30_000;
export const DELIVERY_MAX_ANSWER_BYTES = 256 * 1024;
/** Characters of an answer kept per attempt in the delivery log. */
export const DELIVERY_EXCERPT_CHARS = 2_000;

/**
 * Lead fields a mapping may read (spec §3 Lead). `fullName` is `firstName lastName`; `campaign` is the
 * campaign name; dates are UTC ISO 8601.
 */
export const MAPPABLE_LEAD_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phoneNumber',
  'country',
  'status',
  'funnel',
  'campaign',
  'platform',
  'referrer',
  'ip',
  'uri',
  'placement',
  'campaignid',
  'adgroupid',
  'gclid',
  'wbraid',
  'createdAt',
] as const;
export type MappableLeadField = (typeof MAPPABLE_LEAD_FIELDS)[number];

const headerName = z
  .string()
  .trim()
  .min(1, MSG.validation.required)
  .max(100)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'A header name has letters, digits and - only');
/** Hop-by-hop or computed headers a partner definition may not set (the sender owns them). */
export const RESERVED_HEADERS = [
  'host',
  'content-length',
  'content-type',
  'connection',
  'transfer-encoding',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'idempotency-key',
];

/**
 * A header as sent by the form. A `secret` header is stored encrypted and answered masked; on update a
 * secret header sent without `value` keeps the stored one.
 */
export const IntegrationHeaderInputSchema = z.object({
  name: headerName.refine(
    (n) => !RESERVED_HEADERS.includes(n.toLowerCase()),
    'This header is set by the sender',
  ),
  value: z.string().max(4_000).optional(),
  secret: z.boolean().default(false),
});
/** A header as answered: secret values never leave the server (`value` is `null`, `secret` true). */
export const IntegrationHeaderSchema = z.object({
  name: z.string(),
  value: z.string().nullable(),
  secret: z.boolean(),
});

/**
 * One entry of the field mapping: the partner's field name `target` (a dotted path nests JSON objects:
 * `lead.email`) gets a lead field `source`, or the constant `value` when no source is given.
 */
export const MappingEntrySchema = z
  .object({
    target: z
      .string()
      .trim()
      .min(1, MSG.validation.required)
      .max(200)
      .refine(
        (t) =>
          t.split('.').every((p) => p.length > 0 && !['__proto__', 'constructor', 'prototype'].includes(p)),
        'Use names separated by dots, like lead.email',
      ),
    source: z.enum(MAPPABLE_LEAD_FIELDS).optional(),
    value: z.string().max(2_000).optional(),
  })
  .refine((m) => (m.source === undefined) !== (m.value === undefined), {
    message: 'Choose a lead field or type a constant value',
    path: ['source'],
  });
export type MappingEntry = z.infer<typeof MappingEntrySchema>;

/** Dotted path into the partner's JSON answer (`data.customerId`). */
const answerPath = z
  .string()
  .trim()
  .min(1, MSG.validation.required)
  .max(200)
  .regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, 'Use names separated by dots, like data.customerId');

/** The editable part of an integration (create, update, `users/addIntegration`). */
export const IntegrationInputSchema = z.object({
  name: z.string().trim().min(1, MSG.validation.name).max(200),
  url: z
    .string()
    .trim()
    .max(2_000)
    .url('Enter an http(s) address')
    .refine((u) => /^https?:\/\//i.test(u), 'Enter an http(s) address'),
  method: z.enum(INTEGRATION_METHODS).default('POST'),
  bodyFormat: z.enum(INTEGRATION_BODY_FORMATS).default('json'),
  headers: z.array(IntegrationHeaderInputSchema).max(30).default([]),
  mapping: z.array(MappingEntrySchema).min(1, 'Map at least one field').max(100),
  /** Where the partner's answer carries its id for the lead; a 2xx answer without it is rejected. */
  customerIdPath: answerPath.default('customerId'),
  /** HTTP statuses meaning "rejected, do not retry" (others outside 2xx are errors and retried). */
  rejectStatuses: z.array(z.number().int().min(300).max(599)).max(50).default([400, 409, 422]),
  /**
   * Text which, found in a 2xx answer, means rejected (e.g. `"duplicate"`); plain text, not a pattern. Absent
   * or `null` (as answered when none is set, so an integration read can be written back): none.
   */
  rejectText: z.string().trim().max(200).nullish(),
  /** Requests per second at most to this partner (approximate, shared by every worker). */
  rateLimitPerSecond: z.number().int().min(1).max(1_000).default(10),
  active: z.boolean().default(true),
  /**
   * Buyer settings for lead distribution (issue 22, distribution.ts). Absent: kept as stored (a form that
   * does not know them never wipes them); `null`: the integration is no longer a buyer.
   */
  distribution: BuyerDistributionSchema.nullable().optional(),
});
export type IntegrationInput = z.input<typeof IntegrationInputSchema>;

/** `PUT /api/users/addIntegration`: an integration for the integration-role user `userId` (spec §7). */
export const AddIntegrationSchema = IntegrationInputSchema.extend({
  userId: z.uuid('userId must be a UUID'),
});
/** `POST /api/integrations`: like addIntegration. */
export const IntegrationCreateSchema = AddIntegrationSchema;

/** An integration as answered (secrets masked). Dates are UTC ISO 8601. */
export const IntegrationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  name: z.string(),
  url: z.string(),
  method: z.enum(INTEGRATION_METHODS),
  bodyFormat: z.enum(INTEGRATION_BODY_FORMATS),
  headers: z.array(IntegrationHeaderSchema),
  mapping: z.array(MappingEntrySchema),
  customerIdPath: z.string(),
  rejectStatuses: z.array(z.number().int()),
  rejectText: z.string().nullable(),
  rateLimitPerSecond: z.number().int(),
  active: z.boolean(),
  /** Set when the circuit breaker paused the integration (or a manager did); null when running. */
  pausedAt: z.string().nullable(),
  pausedReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** Buyer settings (lead distribution); null (or absent) when the integration is not a buyer. */
  distribution: BuyerDistributionAnswerSchema.nullable().optional(),
  /** Deliveries per state, for the health view. */
  counts: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

/**
 * Answer of create and of rotating the secret: the integration, its Standard Webhooks signing secret
 * (`whsec_…`) and its postback URL with token. Both are shown this once; the server keeps the secret
 * encrypted and the token hashed.
 */
export const IntegrationSecretsSchema = z.object({
  integration: IntegrationSchema,
  signingSecret: z.string(),
  postbackUrl: z.string(),
});

export const IntegrationListQuerySchema = listQuerySchema(50);
export const IntegrationListResponseSchema = listResponseSchema(IntegrationSchema);

/** What the post menu needs: integrations the caller may post to. */
export const IntegrationOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  paused: z.boolean(),
});
export const IntegrationOptionsResponseSchema = rowsResponseSchema(IntegrationOptionSchema);

/** `POST /api/integrations/:id/test`: a dry run with the lead `leadId` or a sample lead. */
export const IntegrationTestSchema = z.object({ leadId: z.uuid('leadId must be a UUID').optional() });

/** What was sent in one attempt (secret header values masked). */
export const DeliveryRequestSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
/** The result of one attempt or dry run. */
export const AttemptOutcomeSchema = z.enum(['accepted', 'rejected', 'error']);
export const IntegrationTestResultSchema = z.object({
  request: DeliveryRequestSchema,
  outcome: AttemptOutcomeSchema,
  status: z.number().int().nullable(),
  answer: z.string(),
  customerId: z.string().nullable(),
  reason: z.string().nullable(),
  durationMs: z.number().int(),
});
export type IntegrationTestResult = z.infer<typeof IntegrationTestResultSchema>;
