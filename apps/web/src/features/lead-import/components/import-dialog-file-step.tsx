import { CSV_LIMITS } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatBytes } from '../../lead-export';
import { formatPercent } from '../import-format';
import { FileDropZone } from './file-drop-zone';

/**
 * Step 1 of the import dialog: choose or drop a file; it uploads at once, with a progress bar; a bad file
 * explains why here (the server's message), not only in a toast.
 */
export function FileStep({
  uploading,
  fileName,
  fraction,
  error,
  onFile,
}: {
  uploading: boolean;
  fileName: string | null;
  /** Share of the file sent, 0…1; at 1 the server is checking it. */
  fraction: number;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const { t, i18n } = useTranslation('leadImport');
  const limit = formatBytes(CSV_LIMITS.maxUploadBytes, i18n.language);
  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="upload-error">
          <Typography variant="subtitle2" component="p">
            {t('file.failed')}
            {fileName ? ` · ${fileName}` : ''}
          </Typography>
          {error}
        </Alert>
      )}
      <FileDropZone onFile={onFile} disabled={uploading} hint={t('file.limit', { size: limit })} />
      {uploading ? (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" role="status">
              {fraction >= 1 ? t('file.checking') : t('file.uploading', { name: fileName ?? '' })}
            </Typography>
            <Typography variant="body2">
              {t('file.uploaded', { percent: formatPercent(fraction, i18n.language) })}
            </Typography>
          </Box>
          <LinearProgress
            variant={fraction >= 1 ? 'indeterminate' : 'determinate'}
            value={fraction * 100}
            aria-label={t('file.uploading', { name: fileName ?? '' })}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ) : (
        !error && <EmptyState compact title={t('file.emptyTitle')} text={t('file.emptyText')} />
      )}
    </Box>
  );
}

/** The file step's actions: only Cancel. */
export function FileStepActions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['leadImport', 'common']);
  return <Button onClick={onClose}>{t('common:actions.cancel')}</Button>;
}
