import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText as defaultErrorText } from '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import { ConfirmDialog } from '../confirm-dialog';
import { useFormFeedback } from './form-feedback';
import { applyServerFieldErrors, type ServerFieldError } from './server-errors';

/** The fields a dialog can take focus in first (MUI selects are a `combobox` div). */
const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [role=combobox]';

export interface FormDialogProps<TValues extends FieldValues, TOutput> {
  /** From `useFormDialog(schema, defaults)`. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  title: ReactNode;
  /** The submit button's text (`Create`, `Save`, …). */
  submitLabel: string;
  /**
   * Sends the schema's output. Resolving closes the dialog (unless `closeOnSuccess` is false) after
   * `successMessage`; resolving `false` means "not sent" (the handler marked a field) and changes nothing;
   * throwing marks the fields the server named and reports the error.
   */
  onSubmit: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  /** Shown in the snackbar after a successful submit. */
  successMessage?: string;
  closeOnSuccess?: boolean;
  /**
   * The text of a failed submit (default: the server's message translated, `errorText`); null reports
   * nothing more (the form already shows it, e.g. on a field via `onServerError`).
   */
  errorText?: (error: unknown) => string | null;
  /** Replaces a server field message before it is put on its field. */
  fieldMessage?: (field: Path<TValues>, fieldError: ServerFieldError, error: ApiError) => string | undefined;
  /** Anything else a failure means for this form (a 409 without field list naming one field). */
  onServerError?: (error: ApiError, form: UseFormReturn<TValues, unknown, TOutput>) => void;
  /** Long forms: a line above the buttons when some field is wrong (it may be scrolled away). */
  invalidSummary?: string;
  /** The submit button is off (the form cannot be sent yet, e.g. the domain is not proven). */
  submitDisabled?: boolean;
  /** The submit button's colour (default the theme's primary; `warning` for a reversal). */
  submitColor?: ButtonProps['color'];
  /** More buttons, placed before Cancel (e.g. Test, Rotate secret). */
  extraActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Turn off the first-field focus (the caller focuses a field itself). */
  autoFocusFirstField?: boolean;
  children: ReactNode;
}

/**
 * The one frame of every form dialog: title, fields, Cancel and a submit button that shows the pending
 * state, the domain schema's checks (via `useFormDialog`), server field errors on their fields and the
 * failure's text in the toaster (or in the dialog without one). Enter in a field submits (a real form),
 * Cancel closes; Escape and a click outside close an unchanged form, ask before discarding a changed one
 * (`useGuardedClose`) and do nothing while it is being sent. The first field takes the focus; directions
 * follow the theme (RTL).
 */
export function FormDialog<TValues extends FieldValues, TOutput>(props: FormDialogProps<TValues, TOutput>) {
  const { form, title, submitLabel, onClose, maxWidth = 'sm', extraActions, children } = props;
  const { t } = useTranslation('common');
  const titleId = useId();
  const contentRef = useFirstFieldFocus(props.autoFocusFirstField ?? true);
  const { submit, formError } = useFormDialogSubmit(props);
  const { errors, isSubmitting, isDirty } = form.formState;
  const { requestClose, discard } = useGuardedClose({ isDirty, isSubmitting, onClose });
  const invalid = props.invalidSummary && Object.keys(errors).some((k) => k !== 'root');

  return (
    <>
      <Dialog open onClose={requestClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent ref={contentRef}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
              {invalid && <Alert severity="error">{props.invalidSummary}</Alert>}
              {formError && <Alert severity="error">{formError}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {extraActions}
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={props.submitColor}
              loading={isSubmitting}
              disabled={isSubmitting || props.submitDisabled}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <DiscardChangesDialog {...discard} />
    </>
  );
}

/**
 * The closing of a form dialog by Escape or a click outside (`requestClose`, the dialog's `onClose`): nothing
 * while the form is being sent (`isSubmitting`), at once when nothing was changed (`isDirty` false), else the
 * question `discard` (for `DiscardChangesDialog`) opens and the form stays as typed. Discarding calls
 * `onClose`; keeping (its button, Escape or a click outside) returns to the form. `isDirty` must be read from
 * `formState` in render, which subscribes react-hook-form to it.
 */
function useGuardedClose({
  isDirty,
  isSubmitting,
  onClose,
}: {
  isDirty: boolean;
  isSubmitting: boolean;
  onClose: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty) setAsking(true);
    else onClose();
  };
  const discard = {
    open: asking,
    onKeep: () => setAsking(false),
    onDiscard: () => {
      setAsking(false);
      onClose();
    },
  };
  return { requestClose, discard };
}

/**
 * "Discard changes?" over a changed form dialog: "Keep editing" (focused first, the safe way back; Escape and
 * a click outside do the same, and the dialog's focus returns into the form) or "Discard".
 */
function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={t('discardChanges.title')}
      text={t('discardChanges.text')}
      cancelLabel={t('discardChanges.keepEditing')}
      confirmLabel={t('discardChanges.discard')}
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}

/**
 * Focuses the dialog's first field when its content is attached (a callback ref: the portal's content
 * mounts after the dialog, and MUI's focus trap keeps a focus that is already inside).
 */
function useFirstFieldFocus(enabled: boolean) {
  return useCallback(
    (content: HTMLDivElement | null) => {
      if (enabled) content?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    [enabled],
  );
}

/** The submit handler: schema check, send, success report and close, or server errors onto the form. */
function useFormDialogSubmit<TValues extends FieldValues, TOutput>(props: FormDialogProps<TValues, TOutput>) {
  const { form, onSubmit, onClose, successMessage, closeOnSuccess = true } = props;
  const feedback = useFormFeedback();
  const [formError, setFormError] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if ((await onSubmit(values)) === false) return;
    } catch (error) {
      applyServerFieldErrors(form, error, props.fieldMessage);
      if (error instanceof ApiError) props.onServerError?.(error, form);
      const text = (props.errorText ?? defaultErrorText)(error);
      if (text === null) return;
      if (feedback) feedback.error(text);
      else setFormError(text);
      return;
    }
    if (successMessage) feedback?.success(successMessage);
    if (closeOnSuccess) onClose();
  });
  return { submit, formError };
}
