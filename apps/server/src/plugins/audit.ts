import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggedPath } from './log-serializers.js';

/** Statuses that are audit events on `/api` routes: refused sign-in or token, missing right, rate limit. */
const AUDITED = new Set([401, 403, 429]);

/** The error code of an answer (`{code}` of the JSON body), kept from `onSend` to `onResponse`. */
const codes = new WeakMap<FastifyRequest, string>();

/**
 * Who an unknown login was, without personal data: the normalised login itself when it is a plain username,
 * else (it looks like an e-mail address) `sha256:` and the first 16 hex digits of its SHA-256, enough to
 * correlate attempts on one address across log lines (SECURITY.md "Logs": no e-mail in logs).
 */
export function auditLogin(login: string): string {
  const normalised = login.trim().toLowerCase();
  if (!normalised.includes('@')) return normalised;
  return `sha256:${createHash('sha256').update(normalised).digest('hex').slice(0, 16)}`;
}

/**
 * Audit events (SECURITY.md "Logs"): every 401, 403 and 429 answer of an `/api` route is logged at `warn` as
 * `{event: 'http.denied', outcome: 'failure', method, route, status, code, userId?}`: `route` is the route
 * pattern (or the path without its query and tokens, `loggedPath`, when no route matched), `code` the `code` of the error body,
 * `userId` the signed-in actor when there is one. Never a body, header, query, e-mail, IP or token. Failed
 * sign-ins add their own `auth.signIn` event (auth module). Register on the root instance, before routes.
 */
export function registerAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!AUDITED.has(reply.statusCode) || !request.url.startsWith('/api')) return payload;
    if (typeof payload === 'string') {
      try {
        const code = (JSON.parse(payload) as { code?: unknown }).code;
        if (typeof code === 'string') codes.set(request, code);
      } catch {
        // Not JSON: no code.
      }
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!AUDITED.has(reply.statusCode) || !request.url.startsWith('/api')) return;
    const actor = (request as { actor?: { id: string } | null }).actor;
    request.log.warn(
      {
        event: 'http.denied',
        outcome: 'failure',
        method: request.method,
        route: request.routeOptions.url ?? loggedPath(request),
        status: reply.statusCode,
        code: codes.get(request) ?? null,
        ...(actor ? { userId: actor.id } : {}),
      },
      'request denied',
    );
  });
}
