import { TIMINGS } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormFeedbackContext } from '../../components/form-dialog';
import { ToastContext, type Toast, type ToastApi } from './toast-context';

/**
 * Renders one toast at a time (newest wins) with an MUI Snackbar + Alert. A pointer over the toast, focus in
 * it or the window losing focus pauses its timer; afterwards it shows its whole duration again (MUI's default
 * is half of it, so a 3 s snackbar touched on its way in left after 1.5 s; spec §9 timings).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const show = useCallback<ToastApi['show']>((message, severity, kind, action) => {
    setToast({ id: nextId.current++, message, severity, kind: kind ?? 'toaster', action });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, action) => show(message, 'success', action ? 'toaster' : 'snackbar', action),
      error: (message) => show(message, 'error', 'toaster'),
    }),
    [show],
  );

  const duration = toast?.kind === 'snackbar' ? TIMINGS.snackbarMs : TIMINGS.toasterMs;
  return (
    <ToastContext.Provider value={api}>
      {/* Form dialogs report through the same toaster and snackbar. */}
      <FormFeedbackContext.Provider value={api}>{children}</FormFeedbackContext.Provider>
      <Snackbar
        key={toast?.id}
        open={open && toast !== null}
        autoHideDuration={duration}
        resumeHideDuration={duration}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          action={
            toast?.action ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setOpen(false);
                  toast.action?.run();
                }}
                sx={{ fontWeight: 700 }}
              >
                {toast.action.label}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
