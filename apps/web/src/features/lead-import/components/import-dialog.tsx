import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileStep, FileStepActions } from './import-dialog-file-step';
import { MappingStep, MappingStepActions } from './import-dialog-mapping-step';
import { ProgressStep, ProgressStepActions } from './import-dialog-progress-step';
import { useImportDialog, type ImportDialogState } from './use-import-dialog';

/**
 * The CSV import dialog (spec §2): choose or drop a file → check the detected format, mapping, defaults
 * and a preview of the first rows (nothing is written yet) → start the background import and follow it.
 * `importId` opens it straight on the progress of an import already started.
 */
export function ImportDialog({
  importId: initialImportId = null,
  onClose,
  onStarted,
}: {
  importId?: string | null;
  onClose: () => void;
  onStarted: (importId: string) => void;
}) {
  const { t } = useTranslation('leadImport');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const state = useImportDialog({ initialImportId, onClose, onStarted });
  const { step, current } = state;
  return (
    <Dialog
      open
      onClose={state.close}
      aria-labelledby={titleId}
      maxWidth={step === 1 ? 'xl' : 'md'}
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {step === 2 && current ? t('progress.title', { name: current.fileName }) : t('title')}
      </DialogTitle>
      <ImportStepper step={step} completed={current?.status === 'completed'} fullScreen={fullScreen} />
      <DialogContent dividers>
        <ImportStepContent state={state} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <ImportStepActions state={state} />
      </DialogActions>
    </Dialog>
  );
}

/** File → mapping → progress; the last step is done once the import completed. */
function ImportStepper({
  step,
  completed,
  fullScreen,
}: {
  step: number;
  completed: boolean;
  fullScreen: boolean;
}) {
  const { t } = useTranslation('leadImport');
  const steps = [t('steps.file'), t('steps.mapping'), t('steps.progress')];
  return (
    <Box sx={{ px: 3, pb: 2 }}>
      <Stepper activeStep={step} alternativeLabel={!fullScreen}>
        {steps.map((label, index) => (
          <Step key={label} completed={step > index || (index === 2 && completed)}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

/** The body of the current step. */
function ImportStepContent({ state }: { state: ImportDialogState }) {
  const { step, file, encoding, preview, assignees, current, progress } = state;
  return (
    <>
      {step === 0 && (
        <FileStep
          uploading={file.uploading}
          fileName={file.fileName}
          fraction={file.fraction}
          error={file.uploadError}
          onFile={(f) => void file.onFile(f)}
        />
      )}
      {step === 1 && file.upload && preview && (
        <MappingStep
          upload={file.upload}
          preview={preview}
          mapping={file.mapping}
          defaults={file.defaults}
          onMapping={file.setMapping}
          onDefaults={file.setDefaults}
          checking={state.pending}
          checkError={state.checkError ?? encoding.encodingError}
          startError={state.startError}
          defaultsErrors={state.defaultsErrors}
          pools={assignees.data?.pools ?? []}
          users={assignees.data?.users ?? []}
          onEncoding={(e) => void encoding.onEncoding(e)}
          encodingBusy={encoding.encodingBusy}
        />
      )}
      {step === 2 && <ProgressStep progress={current} error={progress.error} />}
    </>
  );
}

/** The buttons of the current step. */
function ImportStepActions({ state }: { state: ImportDialogState }) {
  const { step, close, reset } = state;
  return (
    <>
      {step === 0 && <FileStepActions onClose={close} />}
      {step === 1 && (
        <MappingStepActions
          totalEstimate={state.preview?.totalEstimate}
          canStart={state.canStart}
          starting={state.start.isPending}
          onAnotherFile={reset}
          onClose={close}
          onStart={state.onStart}
        />
      )}
      {step === 2 && (
        <ProgressStepActions
          progress={state.current}
          running={state.running}
          onNewImport={reset}
          onClose={close}
        />
      )}
    </>
  );
}
