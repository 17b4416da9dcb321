/*
 * What a request looks like in the log (SECURITY.md "Logs": no token, e-mail, phone or IP; issue 18 item 5).
 * The query string is never logged (it carries search terms, and `?token=` style credentials); a path
 * segment holding a credential (the export download link's token) is replaced by `[redacted]`.
 */

/** Route parameter names whose values are credentials. */
const SECRET_PARAM = /token|secret|key|password|signature/i;
/** A segment that looks like a random credential: 20+ URL-safe characters with a digit and a letter. */
const TOKEN_LIKE = /^(?=.*\d)(?=.*[a-z])[\w-]{20,}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REDACTED = '[redacted]';

/** The parts of a Fastify request the serializer reads (a raw request has none of the optional ones). */
export interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string | undefined };
}

/**
 * The path of `req` as logged: no query string; for a matched route, each segment whose pattern is a
 * parameter named like a secret (`:token`) is `[redacted]`; for an unmatched path (a 404 that might still
 * carry a link's token), each segment that looks like a random token (and is not a UUID) is.
 */
export function loggedPath(req: LoggedRequest): string {
  const path = req.url.split('?')[0] ?? '';
  const segments = path.split('/');
  const pattern = req.routeOptions?.url?.split('/');
  if (pattern && pattern.length === segments.length) {
    return segments.map((s, i) => (isSecretParam(pattern[i]!) ? REDACTED : s)).join('/');
  }
  return segments.map((s) => (TOKEN_LIKE.test(s) && !UUID.test(s) ? REDACTED : s)).join('/');
}

const isSecretParam = (segment: string) => segment.startsWith(':') && SECRET_PARAM.test(segment);

/** pino serializers of the app's logger: `req` is the method and `loggedPath` only. */
export const logSerializers = {
  req: (req: LoggedRequest) => ({ method: req.method, path: loggedPath(req) }),
};
