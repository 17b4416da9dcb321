import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/i18n';
import { useFormFeedback } from './form-dialog/form-feedback';

/**
 * A yes/no confirmation dialog for destructive actions: `text` under `title`, then the way back (focused
 * first; `cancelLabel`, "Cancel" unless given) and the red `confirmLabel` button (its spinner while `busy`).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A pending-aware write on one item's id, as a TanStack Query mutation gives it. */
export interface ItemAction {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * The confirmation of a destructive `action` on `item` (open while one is given): confirming runs it on the
 * item's id; on success it reports `doneText` through the app's toasts and closes, on failure it reports the
 * error's text (lib/i18n `errorText`) and stays open.
 */
export function ItemActionDialog<T extends { id: string }>({
  item,
  action,
  doneText,
  onClose,
  ...texts
}: {
  item: T | null;
  action: ItemAction;
  title: string;
  text: string;
  confirmLabel: string;
  doneText: string;
  onClose: () => void;
}) {
  const feedback = useFormFeedback();
  return (
    <ConfirmDialog
      {...texts}
      open={item !== null}
      busy={action.isPending}
      onClose={onClose}
      onConfirm={() =>
        item &&
        action.mutate(item.id, {
          onSuccess: () => {
            feedback?.success(doneText);
            onClose();
          },
          onError: (e) => feedback?.error(errorText(e)),
        })
      }
    />
  );
}
