import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog to look at something (a profile, the keys sheet, a delivery's attempts): `title`, the content
 * (`children`) and one "Close" button; Escape and a click outside close it too. Open unless `open` says
 * otherwise; `busy` shows a progress line under the title while the content loads.
 */
export function ViewDialog({
  open = true,
  title,
  maxWidth = 'xs',
  busy = false,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {busy && <LinearProgress />}
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
