import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/*
 * The drift guard of the OpenAPI document (issue 18 partners item 1; docs/decisions.md "OpenAPI
 * document"): every JSON answer an API test receives is validated (ajv) against the answer its operation
 * documents for that status in `/api/docs/json`. A status the operation does not document, or a body its
 * schema refuses, is a mismatch; the mismatches of a test app fail its `close()` (the test file's
 * `afterAll`), listed with the request that got them. Installed by `createTestApp`; `OPENAPI_CHECK=off`
 * turns it off for a run.
 */

/** The parts of an OpenAPI 3.0 document the checks read. */
export interface OpenApiDocument {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

interface Schema {
  [key: string]: unknown;
  properties?: Record<string, Schema>;
}

export interface Operation {
  operationId?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; description?: string; schema: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
}

/** One answer as a client received it: the route's pattern (`/api/leads/:id`), status and parsed body. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

const validators = new WeakMap<OpenApiDocument, { ajv: Ajv; compiled: Map<string, ValidateFunction> }>();

/** `~` and `/` escaped (RFC 6901), then URI-encoded for a `$ref` fragment. */
const pointer = (...parts: string[]) =>
  parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/**
 * Why `answer` is not what the document promises for its operation and status, or undefined when it is
 * (or when the route is not a contract's: not in the document, like `/api/docs/*`, or a test's own route
 * without an operationId). JSON bodies only.
 */
export function answerMismatch(doc: OpenApiDocument, answer: Answer): string | undefined {
  const path = answer.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const method = answer.method.toLowerCase();
  const operation = doc.paths[path]?.[method];
  // Only contract routes carry an operationId; a test's own route (registered by `configure`) is not API.
  if (!operation?.operationId) return undefined;
  const documented = operation.responses[String(answer.status)];
  if (!documented) return `status ${answer.status} is not documented`;
  if (!documented.content?.['application/json']?.schema) return undefined;

  let state = validators.get(doc);
  if (!state) {
    const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
    addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
    ajv.addSchema(doc as object, 'openapi');
    state = { ajv, compiled: new Map() };
    validators.set(doc, state);
  }
  const ref = `openapi#/${pointer('paths', path, method, 'responses', String(answer.status), 'content', 'application/json', 'schema')}`;
  let validate = state.compiled.get(ref);
  if (!validate) {
    validate = state.ajv.compile({ $ref: ref });
    state.compiled.set(ref, validate);
  }
  if (validate(answer.body)) return undefined;
  return state.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' }).slice(0, 600);
}

/**
 * Installs the answer check on a test app (before `ready()`): an `onSend` hook validates each JSON answer
 * of a documented route with `answerMismatch`, and an `onClose` hook throws the list of mismatches, so the
 * test file fails in its `afterAll` (`close()`). Compressed or streamed answers are not read.
 */
export function checkAnswers(app: FastifyInstance): void {
  if (process.env.OPENAPI_CHECK === 'off') return;
  /** Each distinct mismatch with how many answers had it. */
  const mismatches = new Map<string, number>();
  const note = (m: string) => mismatches.set(m, (mismatches.get(m) ?? 0) + 1);
  let doc: OpenApiDocument | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!url?.startsWith('/api/') || typeof payload !== 'string' || !type.startsWith('application/json')) {
      return payload;
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      note(`${request.method} ${url} ${reply.statusCode}: the body is not JSON`);
      return payload;
    }
    doc ??= app.swagger() as unknown as OpenApiDocument;
    const why = answerMismatch(doc, { method: request.method, url, status: reply.statusCode, body });
    if (why) note(`${request.method} ${url} ${reply.statusCode}: ${why}`);
    return payload;
  });
  app.addHook('onClose', async () => {
    if (mismatches.size === 0) return;
    const total = [...mismatches.values()].reduce((a, b) => a + b, 0);
    const shown = [...mismatches].slice(0, 40).map(([m, n]) => (n > 1 ? `${m} (×${n})` : m));
    throw new Error(
      `${total} answer(s) differ from the OpenAPI document (apps/server/src/test/openapi-check.ts):\n  ${shown.join('\n  ')}`,
    );
  });
}
