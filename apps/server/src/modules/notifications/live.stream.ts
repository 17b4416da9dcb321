import { createSession } from 'better-sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_HEARTBEAT_SECONDS, LIVE_RETRY_MS, type LiveEventType, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import type { LiveBus, LiveClient } from './live.bus.js';
import { countUnread, lastSeq, notificationsAfter } from './notifications.repository.js';

/** Most missed notifications replayed to a reconnecting stream (the list holds the rest). */
export const REPLAY_MAX = 200;

/**
 * The resume point a client asks for: the `Last-Event-ID` header (a notification `seq`, digits), or
 * undefined. Checked before the stream opens, so bad input is a 400 like on every route.
 * @throws AppError VALIDATION when the request does not accept `text/event-stream` or the id is not digits.
 */
export function streamRequest(request: FastifyRequest): { lastEventId: number | undefined } {
  const accept = String(request.headers.accept ?? '');
  if (!accept.includes('text/event-stream')) {
    throw badRequest(MSG.problems.eventStreamOnly, [
      { field: 'accept', message: MSG.problems.sendEventStream },
    ]);
  }
  const raw = request.headers['last-event-id'];
  if (raw === undefined || raw === '') return { lastEventId: undefined };
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
    throw badRequest(MSG.problems.lastEventId, [
      { field: 'last-event-id', message: MSG.problems.lastEventIdDigits },
    ]);
  }
  return { lastEventId: Number(raw) };
}

/**
 * `GET /api/events` (issue 21 §2): the caller's Server-Sent Events stream, framed by better-sse (retry
 * LIVE_RETRY_MS, a keep-alive comment every LIVE_HEARTBEAT_SECONDS, no-cache/no-transform headers, never
 * compressed: the reply is hijacked, so no onSend hook sees it). First `ready` with the resume point as
 * its id, then the notifications after `Last-Event-ID` (oldest first, at most REPLAY_MAX), then live events
 * from the bus. Events that arrive during the replay wait and are sent after it, once. Ends when the token
 * is revoked (the bus), when the token expires, at shutdown, or when the client leaves.
 */
export async function openEventStream(
  db: Db,
  bus: LiveBus,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { lastEventId } = streamRequest(request);
  const resumeFrom = lastEventId ?? (await lastSeq(db, actor.id));
  void reply.hijack();
  const session = await createSession(request.raw, reply.raw, {
    retry: LIVE_RETRY_MS,
    keepAlive: LIVE_HEARTBEAT_SECONDS * 1000,
    trustClientEventId: false,
  });
  let sentSeq = resumeFrom;
  let queue: Array<[LiveEventType, unknown, string | undefined]> | undefined = [];
  const push = (type: LiveEventType, data: unknown, id?: string) => {
    if (id !== undefined) {
      if (Number(id) <= sentSeq) return;
      sentSeq = Number(id);
    }
    if (session.isConnected) session.push(data, type, id ?? '');
  };
  const client: LiveClient = {
    actor,
    send: (type, data, id) => (queue ? queue.push([type, data, id]) : push(type, data, id)),
    close: () => reply.raw.end(),
  };
  const remove = bus.add(client);
  const expiry = tokenExpiryTimer(request, () => client.close());
  reply.raw.once('close', () => {
    remove();
    clearTimeout(expiry);
  });
  session.push(
    { lastEventId: lastEventId === undefined ? null : String(lastEventId) },
    'ready',
    String(resumeFrom),
  );
  try {
    const missed = await notificationsAfter(db, actor.id, resumeFrom, REPLAY_MAX);
    const unread = missed.length ? await countUnread(db, actor.id) : 0;
    for (const n of missed) push('notification', { id: n.id, kind: n.kind, unread }, String(n.seq));
  } finally {
    const waiting = queue ?? [];
    queue = undefined;
    for (const [type, data, id] of waiting) push(type, data, id);
  }
  return reply;
}

/** Ends the stream when the bearer token expires (its `exp`, seconds); the browser signs in again. */
function tokenExpiryTimer(request: FastifyRequest, end: () => void): NodeJS.Timeout | undefined {
  const exp = (request.user as { exp?: number } | undefined)?.exp;
  if (!exp) return undefined;
  const timer = setTimeout(end, Math.max(0, Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1)));
  timer.unref();
  return timer;
}
