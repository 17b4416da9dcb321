import type { FastifyInstance } from 'fastify';
import { MSG, messageText } from '@leadhouse/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: `server.ts` calls `drain.begin()` on SIGTERM (plugins/drain.ts). */
    drain: Drain;
  }
}

/** Graceful shutdown of one instance: see `registerDrain`. */
export interface Drain {
  /** From now on every new request is answered 503 at once (requests already started go on). */
  begin: () => void;
  /**
   * Resolves `true` once no request is in flight and none arrived for `quietMs` (connections still in the
   * accept queue or with unread bytes get their 503 instead of a reset), or `false` after `timeoutMs`.
   */
  settled: (timeoutMs: number) => Promise<boolean>;
  /** Requests started and not yet answered (or aborted). */
  inFlight: () => number;
  /** Runs `fn` when `begin()` is called: long-lived answers (event streams) end then, so drain settles. */
  onBegin: (fn: () => void) => void;
}

/**
 * Counts requests in flight and, once `begin()` was called (SIGTERM), answers every new request with
 * 503 UNAVAILABLE, `Retry-After: 1` and `Connection: close`, before authentication or any database work, so
 * a load balancer or client retries elsewhere at once while started requests finish. The listener stays
 * open while draining until requests stop arriving for `quietMs` (300 ms by default): a connection still in
 * the accept queue, or whose request bytes were not read yet, gets a clean 503 instead of a reset.
 * The caller closes the app (listener, job queue) and the database once `settled()` resolves.
 * Registered first in `buildApp`, so its hook runs before every other one. Rule: issue 9 item 6.
 */
export function registerDrain(app: FastifyInstance, opts: { quietMs?: number } = {}): Drain {
  const quietMs = opts.quietMs ?? 300;
  let draining = false;
  let inFlight = 0;
  let lastArrival = 0;
  const beginListeners: Array<() => void> = [];

  app.addHook('onRequest', async (request, reply) => {
    lastArrival = Date.now();
    if (draining) {
      const key = MSG.messages.unavailable;
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .send({ message: messageText(key), code: 'UNAVAILABLE', key });
    }
    inFlight++;
    // 'close' fires once per response: sent, failed or aborted by the client.
    reply.raw.once('close', () => void inFlight--);
  });

  const drain: Drain = {
    begin: () => {
      draining = true;
      for (const fn of beginListeners) fn();
    },
    onBegin: (fn) => void beginListeners.push(fn),
    inFlight: () => inFlight,
    settled: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const deadline = Date.now() + timeoutMs;
        const check = () => {
          const now = Date.now();
          if (inFlight === 0 && now - lastArrival >= quietMs) return resolve(true);
          if (now >= deadline) return resolve(false);
          setTimeout(check, 25);
        };
        check();
      }),
  };
  app.decorate('drain', drain);
  return drain;
}
