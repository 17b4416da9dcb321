import type { ErrorResponse } from '@leadhouse/domain';

/** A non-2xx answer of the API, carrying the server's `{message, code, errors}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ErrorResponse['errors'];

  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? '';
    this.errors = body.errors;
  }
}
