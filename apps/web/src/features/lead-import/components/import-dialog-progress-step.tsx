import type { ImportProgress } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { ImportActions } from './import-actions';
import { ImportProgressView } from './import-progress-view';

/** Step 3 of the import dialog: the import's progress, then its result (a bar until the first answer). */
export function ProgressStep({ progress, error }: { progress: ImportProgress | undefined; error: unknown }) {
  const { t } = useTranslation('leadImport');
  if (progress) return <ImportProgressView progress={progress} />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  return <LinearProgress aria-label={t('progress.queued')} />;
}

/**
 * The progress step's actions: cancel or download the report (`ImportActions`), a new import once it has
 * ended, and close (or "continue in the background" while it runs).
 */
export function ProgressStepActions({
  progress,
  running,
  onNewImport,
  onClose,
}: {
  progress: ImportProgress | undefined;
  running: boolean;
  onNewImport: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('leadImport');
  return (
    <>
      {progress && <ImportActions progress={progress} />}
      <Box sx={{ flexGrow: 1 }} />
      {!running && <Button onClick={onNewImport}>{t('actions.newImport')}</Button>}
      <Button variant={running ? 'outlined' : 'contained'} onClick={onClose}>
        {running ? t('actions.background') : t('actions.close')}
      </Button>
    </>
  );
}
