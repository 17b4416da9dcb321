import { CSV_LIMITS, type ImportProgress } from '@leadhouse/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useFileSave, useToast } from '../../feedback';
import { downloadRejections, isActive, useCancelImport } from '../api/import-api';
import { formatCount } from '../import-format';

/** Asks before cancelling, and says what cancelling does (the server undoes what the import wrote). */
function CancelImportDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('leadImport');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('cancel.text', { rows: formatCount(CSV_LIMITS.chunkRows, i18n.language) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('cancel.keep')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Saves the 'Wrong/Duplicate Leads' report of an import, with a toast naming the saved file. */
function DownloadReportButton({
  importId,
  size,
  active,
}: {
  importId: string;
  size: 'small' | 'medium';
  active: boolean;
}) {
  const { t } = useTranslation('leadImport');
  const download = useFileSave(
    () => downloadRejections(importId),
    (fileName) => t('toasts.reportSaved', { fileName }),
  );
  return (
    <Button
      size={size}
      variant={active ? 'text' : 'outlined'}
      startIcon={<FileDownloadOutlined />}
      loading={download.saving}
      loadingPosition="start"
      onClick={() => void download.run()}
    >
      {t('actions.downloadReport')}
    </Button>
  );
}

/** Cancel (while it runs, with confirmation) and the 'Wrong/Duplicate Leads' report (once rows were rejected). */
export function ImportActions({
  progress,
  size = 'medium',
}: {
  progress: ImportProgress;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('leadImport');
  const toast = useToast();
  const cancel = useCancelImport();
  const [confirming, setConfirming] = useState(false);
  const active = isActive(progress.status);

  return (
    <>
      {active && (
        <Button
          color="error"
          size={size}
          disabled={progress.cancelRequested}
          onClick={() => setConfirming(true)}
        >
          {t('actions.cancelImport')}
        </Button>
      )}
      {progress.rejected > 0 && progress.status !== 'cancelled' && (
        <DownloadReportButton importId={progress.importId} size={size} active={active} />
      )}
      <CancelImportDialog
        open={confirming}
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(progress.importId, {
            onSuccess: () => {
              setConfirming(false);
              toast.show(t('toasts.cancelRequested'), 'info', 'snackbar');
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(errorText(error));
            },
          })
        }
      />
    </>
  );
}
