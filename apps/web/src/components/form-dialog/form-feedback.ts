import { createContext, useContext } from 'react';

/**
 * Where a form dialog reports its outcome: the app's toasts (the feedback feature provides this with its
 * toaster, so errors keep the 8.5 s toaster and confirmations the 3 s snackbar, docs/decisions.md "Toasts").
 * Without a provider (a component rendered alone) a failure is shown inside the dialog instead.
 */
export interface FormFeedback {
  success: (text: string) => void;
  error: (text: string) => void;
}

export const FormFeedbackContext = createContext<FormFeedback | null>(null);

export function useFormFeedback(): FormFeedback | null {
  return useContext(FormFeedbackContext);
}
