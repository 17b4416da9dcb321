import type { ErrorResponse } from '@leadhouse/domain';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

export type ServerFieldError = NonNullable<ErrorResponse['errors']>[number];

/** The form path of a server field (`body.mapping.2.target` → `mapping.2.target`), or undefined. */
export function formPathOf<TValues extends FieldValues>(
  values: TValues,
  serverField: string,
): Path<TValues> | undefined {
  const path = serverField.replace(/^body\./, '');
  return path !== '' && get(values, path) !== undefined ? (path as Path<TValues>) : undefined;
}

/**
 * Puts each field message of a failed call (HTTP 400/409 `errors[]`) on the form field it names, as its
 * message key when the server sent one (translated where shown) else its text. `messageOf` may replace a
 * message (a duplicate's own wording). Fields the form does not have are left to the form-level error.
 * Returns how many fields were marked.
 */
export function applyServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  messageOf?: (field: Path<TValues>, fieldError: ServerFieldError, error: ApiError) => string | undefined,
): number {
  if (!(error instanceof ApiError) || !error.errors) return 0;
  const values = form.getValues();
  let marked = 0;
  for (const fieldError of error.errors) {
    const field = formPathOf(values, fieldError.field);
    if (!field) continue;
    const message = messageOf?.(field, fieldError, error) ?? fieldError.key ?? fieldError.message;
    form.setError(field, { type: 'server', message });
    marked++;
  }
  return marked;
}
