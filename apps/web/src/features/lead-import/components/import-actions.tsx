import { CSV_LIMITS, type ImportProgress } from '@leadhouse/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/i18n';
import { useFileSave, useToast } from '../../feedback';
import { downloadRejections, isActive, useCancelImport } from '../api/import-api';
import { formatCount } from '../import-format';

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

/**
 * Cancel (while it runs, after a confirmation that says what cancelling does: the server undoes what the
 * import wrote) and the 'Wrong/Duplicate Leads' report (once rows were rejected).
 */
export function ImportActions({
  progress,
  size = 'medium',
}: {
  progress: ImportProgress;
  size?: 'small' | 'medium';
}) {
  const { t, i18n } = useTranslation('leadImport');
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
      <ConfirmDialog
        open={confirming}
        title={t('cancel.title')}
        text={t('cancel.text', { rows: formatCount(CSV_LIMITS.chunkRows, i18n.language) })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
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
