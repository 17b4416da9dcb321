import { isMessageKey, messageText, type MessageKey, MSG } from '@leadhouse/domain';

/** Error codes and the HTTP status each maps to (STYLE.md §5: one error type, one table). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  /** English text, or a message key of the domain catalogue (answered as key + text). */
  message: string;
  /** Values of the key's `{{name}}` placeholders. */
  params?: Record<string, string | number>;
}

/**
 * The one application error. Services throw it; the error handler turns it into
 * `{message, code, key?, params?, errors?}`. `message` may be a message key of the domain catalogue
 * (`MSG.messages.loginFailed`): the answer then carries the key for the client and the English text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: MessageKey | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    errors?: FieldError[],
    headers?: Record<string, string>,
    params?: Record<string, string | number>,
  ) {
    super(messageText(message, params));
    this.name = 'AppError';
    this.code = code;
    this.key = isMessageKey(message) ? message : undefined;
    this.params = params;
    this.errors = errors;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string = MSG.problems.notFound) => new AppError('NOT_FOUND', what);
export const forbidden = (what: string = MSG.problems.notAllowed) => new AppError('FORBIDDEN', what);
export const unauthorized = (what: string = MSG.problems.signInAgain) => new AppError('UNAUTHORIZED', what);
export const conflict = (message: string, errors?: FieldError[]) => new AppError('CONFLICT', message, errors);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('VALIDATION', message, errors);
