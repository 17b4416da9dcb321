import type { AlertColor } from '@mui/material/Alert';
import { createRequiredContext } from '../../components/required-context';

/** Toaster (8.5 s) for sign-in and errors; snackbar (3 s) for quick confirmations (spec §4, §9). */
export type ToastKind = 'toaster' | 'snackbar';

/** A button in the toast (e.g. Undo, issue 19): pressing it closes the toast and runs `run`. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  kind: ToastKind;
  action?: ToastAction;
}

/** Functions that show a toast. */
export interface ToastApi {
  show: (message: string, severity: AlertColor, kind?: ToastKind, action?: ToastAction) => void;
  /** A success snackbar; with an `action` it stays as long as a toaster (8.5 s) so the button can be reached. */
  success: (message: string, action?: ToastAction) => void;
  error: (message: string) => void;
}

/**
 * The toaster (`ToastContext`, null outside `<ToastProvider>`) and its hook, which shows toasts:
 * `useToast().success(t('...'))`.
 */
export const [ToastContext, useToast] = createRequiredContext<ToastApi>('useToast', '<ToastProvider>');
