import type { ErrorResponse } from '@leadhouse/domain';

/**
 * A non-2xx answer of the API, carrying the server's `{message, code, key?, params?, errors?}` body: `key`
 * is the message key the web translates; `message` the server's English text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: string | undefined;
  readonly params: ErrorResponse['params'];
  readonly errors: ErrorResponse['errors'];

  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? '';
    this.key = body.key;
    this.params = body.params;
    this.errors = body.errors;
  }
}
