import { errorText } from './i18n';

/** Where an outcome is reported: the app's toasts (`useToast()` of the feedback feature). */
interface Toasts {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * The `onSuccess` / `onError` of a mutation's `mutate(variables, …)` that report its outcome in `toasts`: on
 * success the text `done(result)`, on failure the error's text (`errorText`: the server's message key
 * translated, else its message).
 */
export function toastOutcome<R>(toasts: Toasts, done: (result: R) => string) {
  return {
    onSuccess: (result: R) => toasts.success(done(result)),
    onError: (error: Error) => toasts.error(errorText(error)),
  };
}
