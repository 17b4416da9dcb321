import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  errorResponses,
  MSG,
  type RouteContract,
  type ServerRequestOf,
  type ResponseOf,
} from '@leadhouse/domain';
import { AppError } from '../lib/app-error.js';
import { isBadText } from '../lib/storable-text.js';
import { actorOf, requireFeature, type Actor } from './auth.js';
import { refuseUndeclaredParts } from './unknown-fields.js';

/** What a handler receives: the validated request parts and, behind a token, the actor. */
export interface RouteContext<C extends RouteContract> extends ServerRequestOf<C> {
  /** The signed-in user (throws 401 on a public route when read). */
  readonly actor: Actor;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * A handler returns the success answer (sent with the route's first success status) or the reply it sent
 * itself (another status, a stream, a file).
 */
export type RouteHandler<C extends RouteContract> = (
  ctx: RouteContext<C>,
) => Promise<ResponseOf<C> | FastifyReply> | ResponseOf<C> | FastifyReply;

/**
 * The dotted path (`data.1.firstName`) of the first string in `value` that holds U+0000 or a lone
 * surrogate, keys included (a bad key names its object's path, `root` for the top), or undefined.
 * Walks iteratively (no recursion limit on deep JSON); arrays by index.
 */
export function findBadText(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (isBadText(v)) return at;
    } else if (v !== null && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        if (isBadText(k)) return at;
        stack.push([x, at ? `${at}.${k}` : k]);
      }
    }
  }
  return undefined;
}

/**
 * The contract layer's one input rule (hardening: no 5xx from client input): params, query and the JSON
 * body must hold no U+0000 and no lone surrogate in any string or key, else a 400 VALIDATION
 * (`MSG.validation.textInvalid`) naming the field. Runs before schema validation, so no handler, service
 * or database ever sees such text (PostgreSQL `text` refuses NUL). Multipart bodies are read by their
 * handler (the CSV upload checks its own file).
 */
async function refuseBadText(request: FastifyRequest): Promise<void> {
  const parts: Array<[unknown, string]> = [
    [request.params, 'params'],
    [request.query, 'query'],
    [request.body, 'body'],
  ];
  for (const [value, part] of parts) {
    const at = findBadText(value, '');
    if (at !== undefined) {
      const field = at || part;
      throw new AppError('VALIDATION', MSG.validation.textInvalid, [
        { field, message: MSG.validation.textInvalid },
      ]);
    }
  }
}

/**
 * Registers one route from its contract (DESIGN.md §4b): method, path, request and response schemas,
 * OpenAPI metadata (operationId, security, CSV answers, multipart: plugins/openapi.ts), the feature check
 * (403) and the body limit all come from `contract`; the token check is the auth plugin's `onRequest` hook
 * (routes marked public skip it). Success answers are sent with the contract's first success status (201
 * for create-only routes). `extra.serializerCompiler` replaces the zod serializer for one route (hot routes:
 * `compiledSerializer`).
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  extra: Pick<RouteOptions, 'config' | 'serializerCompiler'> = {},
): void {
  // An `apiKey` route skips the session check; its handler authenticates the key (intake module).
  const isPublic = contract.access === 'public' || contract.access === 'apiKey';
  const successStatus = ([200, 201, 202, 204] as const).find((s) => contract.responses[s] !== undefined);
  const response: Record<number, unknown> = { ...errorResponses(contract) };
  // CSV files and event streams are written by their handler, not serialized from a schema.
  if (contract.media !== 'csv' && contract.media !== 'event-stream')
    Object.assign(response, contract.responses);
  app.route({
    method: contract.method,
    url: contract.path,
    bodyLimit: contract.bodyLimit,
    config: { ...(extra.config as object), public: isPublic },
    ...(extra.serializerCompiler ? { serializerCompiler: extra.serializerCompiler } : {}),
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body && !contract.multipart ? { body: contract.body } : {}),
      response,
    },
    preValidation: [refuseBadText, refuseUndeclaredParts(contract)],
    preHandler: typeof contract.access === 'object' ? requireFeature(contract.access.feature) : undefined,
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        get actor() {
          return actorOf(request);
        },
      } as RouteContext<C>;
      const result = await handler(ctx);
      if ((result as unknown) === reply) return reply;
      if (successStatus && successStatus !== 200) void reply.status(successStatus);
      return result;
    },
  });
}
