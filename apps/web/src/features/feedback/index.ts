/** Public surface of the feedback feature: toasts and snackbars (spec §4, §9 timings). */
export { useToast, type Toast, type ToastAction, type ToastApi, type ToastKind } from './toast-context';
export { ToastProvider } from './toast-provider';
export { useFileSave } from './use-file-save';
