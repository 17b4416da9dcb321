import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  isMessageKey,
  languageFromAcceptLanguage,
  localMessageText,
  MSG,
  type LanguageId,
  type MessageKey,
} from '@leadhouse/domain';
import { isConnectionError } from '../db/client.js';
import { AppError, type FieldError } from '../lib/app-error.js';
import { unknownFieldsError } from './unknown-fields.js';

/**
 * The language of an error answer (issue 20 §1): the request's `Accept-Language` (the web sends the
 * language the user chose; the server keeps no language per user), else English. Only the text changes:
 * `code`, `key` and `params` are the same in every language.
 */
export function answerLanguage(request: FastifyRequest): LanguageId {
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** A field error as answered: its text in `language` and, when it is a catalogue message, its key and params. */
function answerField(e: FieldError, language: LanguageId): FieldError & { key?: string } {
  return isMessageKey(e.message)
    ? {
        field: e.field,
        message: localMessageText(language, e.message, e.params),
        key: e.message,
        params: e.params,
      }
    : e;
}

/** `{message, code, key}` of a catalogue message in `language`. */
function keyed(language: LanguageId, code: string, key: MessageKey) {
  return { message: localMessageText(language, key), code, key };
}

interface ValidationEntry {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Turns request-schema issues into `{field, message}` entries carrying the domain's messages (spec §5). */
function fieldErrors(validation: ValidationEntry[], context: string | undefined): FieldError[] {
  return validation.map((v) => {
    const fromPath = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field: fromPath || context || 'body', message: v.message ?? MSG.problems.invalidValue };
  });
}

/** Answers an AppError: its status, headers and `{message, code, key, params, errors}` in `language`. */
function sendAppError(reply: FastifyReply, err: AppError, language: LanguageId): FastifyReply {
  if (err.headers) void reply.headers(err.headers);
  return reply.status(err.status).send({
    message: err.key ? localMessageText(language, err.key, err.params) : err.message,
    code: err.code,
    key: err.key,
    params: err.params,
    errors: err.errors?.map((e) => answerField(e, language)),
  });
}

/**
 * One error handler (STYLE.md §5): AppError → its status; schema failures → 400 with field messages;
 * a lost database connection (`isConnectionError`) → 503 UNAVAILABLE; fastify's own 4xx (bad JSON, 413,
 * 415) keep their status with a readable message; anything else is a logged 500 whose details stay on the
 * server. Texts are in the caller's language (`answerLanguage`), English by default (the spec's texts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = answerLanguage(request);
    if (err instanceof AppError) return sendAppError(reply, err, language);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const unknown = unknownFieldsError(request, err.validation, err.validationContext);
      if (unknown) return sendAppError(reply, unknown, language);
      const errors = fieldErrors(err.validation as ValidationEntry[], err.validationContext).map((e) =>
        answerField(e, language),
      );
      if (!errors[0])
        return reply.status(400).send(keyed(language, 'VALIDATION', MSG.problems.invalidRequest));
      return reply.status(400).send({
        message: errors[0].message,
        code: 'VALIDATION',
        key: errors[0].key,
        errors,
      });
    }
    if (isConnectionError(err)) {
      // PostgreSQL dropped or refused the connection: transient, the pool reconnects on the next query.
      request.log.warn({ event: 'database-unavailable' }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(keyed(language, 'UNAVAILABLE', MSG.messages.unavailable));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(keyed(language, 'RATE_LIMITED', MSG.problems.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'VALIDATION';
      const key = readableKey(err);
      return reply.status(status).send(key ? keyed(language, code, key) : { message: err.message, code });
    }
    // Never `{ err }`: drizzle's message carries the query's parameters (emails, phones, password hashes)
    // and PostgreSQL's `detail` the offending values (SECURITY.md "Logs").
    request.log.error(
      {
        event: 'unhandled-error',
        route: request.routeOptions.url,
        method: request.method,
        error: safeError(err),
      },
      'unhandled error',
    );
    return reply.status(500).send(keyed(language, 'INTERNAL', MSG.problems.internalError));
  });
}

/** The catalogue message of fastify's own 4xx errors; undefined: fastify's (English) message is answered. */
function readableKey(err: FastifyError): MessageKey | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MSG.problems.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MSG.problems.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MSG.problems.unsupportedMedia;
    default:
      return undefined;
  }
}

/** What may be logged of an error: no parameter, value or free text that could carry personal data. */
export interface SafeError {
  /** The error's class, e.g. `DrizzleQueryError`, `TypeError`. */
  type: string;
  /** SQLSTATE (`23505`) or Node's code (`ECONNRESET`), from the error or its cause. */
  code?: string;
  /** The first words of the SQL text (a query name), never its parameters. */
  query?: string;
  /** Constraint, table and column PostgreSQL names, when it names them (identifiers, not values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** A non-database error's message with emails, digit runs and password hashes masked. */
  message?: string;
  /** Stack frames only (the first line, the message, is left out). */
  stack?: string;
}

const MASKS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$\S*/gi, '[hash]'],
  [/[^\s"'<>(),;:]+@[^\s"'<>(),;:]+/g, '[email]'],
  [/\+?\d[\d\s().-]{5,}\d/g, '[digits]'],
];

/** Masks password hashes, e-mail addresses and phone-like digit runs in `text`. */
export function maskPersonal(text: string): string {
  return MASKS.reduce((t, [re, by]) => t.replace(re, by), text);
}

/**
 * Reduces any thrown value to `SafeError` for the log. A database error (SQLSTATE code, or drizzle's
 * `DrizzleQueryError` with `query`/`params`) keeps its code, identifiers and the first four words of the SQL
 * (parameters are `$1` placeholders there; values are cut off with the rest); other errors keep a masked
 * message. The cause chain is followed up to five levels.
 */
export function safeError(err: unknown): SafeError {
  const top = (err ?? {}) as { name?: unknown; constructor?: { name?: string } };
  const out: SafeError = {
    type: typeof top.name === 'string' ? top.name : (top.constructor?.name ?? typeof err),
  };
  let database = false;
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const x = e as Record<string, unknown>;
    if (typeof x.query === 'string') {
      database = true;
      out.query ??= x.query.trim().split(/\s+/).slice(0, 4).join(' ').slice(0, 80);
    }
    if (typeof x.code === 'string' && !out.code) out.code = x.code;
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) && 'severity' in x) database = true;
    for (const key of ['constraint', 'table', 'column'] as const) {
      if (typeof x[key] === 'string' && !out[key]) out[key] = x[key];
    }
    e = x.cause;
  }
  if (!database && err instanceof Error) out.message = maskPersonal(err.message).slice(0, 300);
  if (err instanceof Error && err.stack) {
    out.stack = err.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n');
  }
  return out;
}
