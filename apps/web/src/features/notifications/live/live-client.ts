import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  LIVE_EVENT_TYPES,
  LIVE_RETRY_MS,
  LiveEventPayloadSchemas,
  notificationRoutes,
  pathOf,
  type LiveEventPayload,
  type LiveEventType,
} from '@leadhouse/domain';
import { apiUrl } from '../../../lib/api-client';

/** Longest wait between two reconnection attempts, ms (the first waits `LIVE_RETRY_MS`, then doubles). */
export const LIVE_MAX_RETRY_MS = 10_000;

/** One parsed event of the stream. */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; payload: LiveEventPayload<T>; id: string | null };
}[LiveEventType];

/** What the stream tells its owner. */
export interface LiveStreamHandlers {
  /** The server accepted the stream (200 `text/event-stream`); `ready` follows as the first event. */
  onOpen: () => void;
  onEvent: (event: LiveEvent) => void;
  /** The stream dropped (server restart, network): it reconnects by itself after `delayMs`. */
  onDrop: (delayMs: number) => void;
  /** The token was refused (401): the stream stops; the owner signs the user out. */
  onUnauthorized: () => void;
}

/** A failure that ends the stream for good (401, or a 4xx that a retry cannot heal). */
class FatalStreamError extends Error {}
/** A failure that calls for a reconnection (5xx, network, the server closing the stream). */
class RetriableStreamError extends Error {}

/** Wait before reconnection attempt `attempt` (0-based): `LIVE_RETRY_MS` doubled each time, capped, ±20 %. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MS * 2 ** Math.min(attempt, 10), LIVE_MAX_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Reads one `text/event-stream` frame: a known event type whose JSON data passes its schema
 * (`LiveEventPayloadSchemas`, packages/domain/src/notifications.ts); anything else (a newer server's event,
 * a broken payload) is null and ignored, never a crash.
 */
export function parseLiveEvent(message: Pick<EventSourceMessage, 'event' | 'data' | 'id'>): LiveEvent | null {
  const type = message.event as LiveEventType;
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = LiveEventPayloadSchemas[type].safeParse(json);
  if (!parsed.success) return null;
  return { type, payload: parsed.data, id: message.id || null } as LiveEvent;
}

/**
 * Opens the user's event stream (`GET /api/events`, issue 21 §2) with the Bearer token (an `EventSource`
 * cannot send headers, hence fetch-event-source) and keeps it open: after a drop it reconnects with backoff
 * (`retryDelay`) and `Last-Event-ID` (the id of the last event read), quietly. It stays open in a hidden tab
 * (the badge must be right when the user comes back). Resolves when `signal` aborts (sign-out, unmount) or
 * after a fatal answer (401: `onUnauthorized`; another 4xx: the route is missing, retrying cannot help).
 */
export async function openLiveStream(
  token: string,
  handlers: LiveStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  let attempt = 0;
  try {
    await fetchEventSource(apiUrl(pathOf(notificationRoutes.events)), {
      signal,
      headers: { Authorization: `Bearer ${token}` },
      openWhenHidden: true,
      // The global fetch at call time (tests replace it), not the one captured when the module loaded.
      fetch: (input, init) => fetch(input, init),
      onopen: async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith('text/event-stream')) {
          attempt = 0;
          handlers.onOpen();
          return;
        }
        if (response.status === 401) {
          handlers.onUnauthorized();
          throw new FatalStreamError('401');
        }
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          throw new FatalStreamError(String(response.status));
        }
        throw new RetriableStreamError(String(response.status));
      },
      onmessage: (message) => {
        const event = parseLiveEvent(message);
        if (event) handlers.onEvent(event);
      },
      onclose: () => {
        // The server ended the stream (restart, deploy): reconnect rather than stay silent.
        throw new RetriableStreamError('closed');
      },
      onerror: (error: unknown) => {
        if (error instanceof FatalStreamError) throw error;
        const delay = retryDelay(attempt++);
        handlers.onDrop(delay);
        return delay;
      },
    });
  } catch (error) {
    if (!(error instanceof FatalStreamError)) throw error;
  }
}
