import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { listQuerySchema, listResponseSchema } from './common.js';

/*
 * Notifications and live events (issue 21; docs/decisions.md "Live updates"). A notification is persisted
 * per user, in the same transaction as the change it reports; the event stream (`GET /api/events`,
 * Server-Sent Events) only hints that something changed: its payloads carry ids, the browser fetches what
 * it needs through the ordinary, authorized routes. The persisted list is the truth, the stream a hint.
 */

/** What a notification reports. Each kind's texts live in the web catalogues, keyed by kind. */
export const NOTIFICATION_KINDS = [
  'lead.assigned',
  'import.finished',
  'export.finished',
  'delivery.failed',
  'integration.paused',
  'account.unpaid',
  'account.lowFunds',
  'domain.verified',
  'domain.failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification opens when clicked (the web maps each to its screen). */
export const NOTIFICATION_SUBJECTS = [
  'lead',
  'import',
  'export',
  'integration',
  'account',
  'domain',
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** Days a notification is kept before the pruning job removes it (read or not). */
export const NOTIFICATION_RETENTION_DAYS = 30;
/** Most notifications kept per user; older ones beyond it are pruned first. */
export const NOTIFICATION_MAX_PER_USER = 1_000;
/** Funds below this share of an account's plan price (or 0 without a plan) raise `account.lowFunds`. */
export const LOW_FUNDS_THRESHOLD_MINOR = 1_000;

/**
 * Facts a notification's text is built from: counts, names, amounts in minor units. No free prose, no nulls
 * (a fact that is not known is left out).
 */
export const NotificationDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type NotificationData = z.infer<typeof NotificationDataSchema>;

/** One notification as the bell lists it. Instants are UTC ISO 8601. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.enum(NOTIFICATION_SUBJECTS),
  subjectId: z.string().describe('Id of what the notification opens (lead, import job, integration, …)'),
  data: NotificationDataSchema.describe(
    'Facts for the text, e.g. {count: 3} for leads assigned, {created, failed} for an import',
  ),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: newest first (no search, no other sort); `unread=true` lists only unread ones. */
export const NotificationListQuerySchema = listQuerySchema(PAGE_SIZE.default)
  .pick({ page: true, limit: true })
  .extend({
    unread: z.enum(['true', 'false']).optional(),
  });
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = listResponseSchema(NotificationSchema).extend({
  unread: z.number().int().min(0).describe('Unread notifications of the caller, whatever the page'),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** `GET /api/notifications/unread-count`: the bell's badge. */
export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `POST /api/notifications/read-all`: how many were marked read, and the unread count after (0). */
export const ReadAllResponseSchema = z.object({
  updated: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type ReadAllResponse = z.infer<typeof ReadAllResponseSchema>;

/**
 * Events of the stream (`event:` field of each Server-Sent Event; `data:` is the JSON payload, `id:` the
 * resume point for `Last-Event-ID`). Payloads carry ids and counts only.
 * - `notification`: a notification of the user was created; `{id, kind, unread}`.
 * - `notifications.read`: the unread count changed in another tab; `{unread}`.
 * - `leads.created`: leads arrived that the user may see; `{count}` (the list asks how many match its view).
 * - `lead.changed`: a lead the user may see changed; `{leadId, by}` (`by`: the user id who changed it).
 * - `ready`: sent first on every connection; `{lastEventId}`.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'notification',
  'notifications.read',
  'leads.created',
  'lead.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const LiveEventPayloadSchemas = {
  ready: z.object({ lastEventId: z.string().nullable() }),
  notification: z.object({ id: z.string(), kind: z.enum(NOTIFICATION_KINDS), unread: z.number().int() }),
  'notifications.read': z.object({ unread: z.number().int() }),
  'leads.created': z.object({ count: z.number().int().min(1) }),
  'lead.changed': z.object({ leadId: z.string(), by: z.string().nullable() }),
} as const satisfies Record<LiveEventType, z.ZodType>;
export type LiveEventPayload<T extends LiveEventType> = z.infer<(typeof LiveEventPayloadSchemas)[T]>;

/** The stream's answer as OpenAPI sees it: `text/event-stream` frames (`id:`, `event:`, `data:` JSON). */
export const EventStreamSchema = z.string().describe('text/event-stream');

/** Seconds between keep-alive comments on an idle stream (proxies close silent connections). */
export const LIVE_HEARTBEAT_SECONDS = 20;
/** How long a browser waits before reconnecting after a dropped stream (SSE `retry:`), ms. */
export const LIVE_RETRY_MS = 1_000;
