import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error.js';

interface ValidationEntry {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Turns request-schema issues into `{field, message}` entries carrying the domain's messages (spec §5). */
function fieldErrors(validation: ValidationEntry[], context: string | undefined): FieldError[] {
  return validation.map((v) => {
    const fromPath = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field: fromPath || context || 'body', message: v.message ?? 'Invalid value' };
  });
}

/**
 * One error handler (STYLE.md §5): AppError → its status; schema failures → 400 with field messages;
 * fastify's own 4xx (bad JSON, 413, 415) keep their status with a readable message; anything else is a
 * logged 500 whose details stay on the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({ message: err.message, code: err.code, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation as ValidationEntry[], err.validationContext);
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Try again later.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'VALIDATION';
      return reply.status(status).send({ message: readable(err), code });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}

function readable(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    default:
      return err.message;
  }
}
