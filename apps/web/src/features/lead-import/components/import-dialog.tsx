import { CSV_LIMITS, type ImportMapping, type ImportPreviewResponse } from '@leadhouse/domain';
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/server-message';
import { ApiError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatBytes } from '../../lead-export';
import {
  importKeys,
  isActive,
  previewImport,
  tooLargeFile,
  uploadImportFile,
  useAssignees,
  useImportProgress,
  useStartImport,
} from '../api/import-api';
import {
  EMPTY_DEFAULTS,
  toImportDefaults,
  type DefaultsErrors,
  type DefaultsFormValue,
} from './defaults-form';
import { FileStep, FileStepActions } from './import-dialog-file-step';
import { MappingStep, MappingStepActions } from './import-dialog-mapping-step';
import { ProgressStep, ProgressStepActions } from './import-dialog-progress-step';

/** Wait after the last mapping or default change before checking again. */
const REPREVIEW_DEBOUNCE_MS = 400;

/** Server field errors (`defaults.campaign`, `defaults.poolId`…) as form errors. */
export function defaultsErrorsOf(error: unknown): DefaultsErrors {
  const out: DefaultsErrors = {};
  if (!(error instanceof ApiError)) return out;
  for (const e of error.errors ?? []) {
    const field = e.field.replace(/^body\./, '');
    if (field === 'defaults.country') out.country = e.message;
    else if (field === 'defaults.campaign') out.campaign = e.message;
    else if (field === 'defaults.assignedTo' || field === 'defaults.poolId') out.assign = e.message;
  }
  return out;
}

function previewKey(id: string, mapping: ImportMapping, defaults: DefaultsFormValue) {
  return [...importKeys.all, 'preview', id, mapping, toImportDefaults(defaults)] as const;
}

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
  const client = useQueryClient();

  const [progressId, setProgressId] = useState<string | null>(initialImportId);
  const [upload, setUpload] = useState<ImportPreviewResponse | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fraction, setFraction] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [defaults, setDefaults] = useState<DefaultsFormValue>(EMPTY_DEFAULTS);
  const abort = useRef<AbortController | null>(null);

  const step = progressId ? 2 : upload ? 1 : 0;
  const assignees = useAssignees(step === 1);
  const start = useStartImport();
  const progress = useImportProgress(progressId);

  // Re-check the first rows whenever the mapping or the defaults settle (nothing is written).
  const draft = useMemo(() => ({ mapping, defaults }), [mapping, defaults]);
  const settled = useDebouncedValue(draft, REPREVIEW_DEBOUNCE_MS);
  const importId = upload?.importId ?? '';
  const check = useQuery({
    queryKey: previewKey(importId, settled.mapping, settled.defaults),
    queryFn: ({ signal }) =>
      previewImport(
        importId,
        { mapping: settled.mapping, defaults: toImportDefaults(settled.defaults) },
        signal,
      ),
    // Until the debounce catches up with a fresh upload, the settled mapping is the empty one.
    enabled: upload !== null && step === 1 && settled.mapping.length === upload.headers.length,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const preview = check.data ?? upload;
  const pending = draft !== settled || check.isFetching;
  const checkError = check.error ? errorText(check.error) : null;
  const startError = start.error ? errorText(start.error) : null;
  const defaultsErrors = { ...defaultsErrorsOf(check.error), ...defaultsErrorsOf(start.error) };

  const onFile = async (file: File) => {
    setFileName(file.name);
    setUploadError(null);
    if (tooLargeFile(file)) {
      setUploadError(t('file.tooLarge', { size: formatBytes(CSV_LIMITS.maxUploadBytes) }));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setUploading(true);
    setFraction(0);
    try {
      const answer = await uploadImportFile(file, setFraction, controller.signal);
      // The upload answer is the check of the guessed mapping with no defaults: seed the cache with it.
      client.setQueryData(previewKey(answer.importId, answer.mapping, EMPTY_DEFAULTS), answer);
      setMapping(answer.mapping);
      setDefaults(EMPTY_DEFAULTS);
      setUpload(answer);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  const [encodingBusy, setEncodingBusy] = useState(false);
  const [encodingError, setEncodingError] = useState<string | null>(null);
  /** Reads the file in `encoding` (the server was unsure): a new upload answer, headers and mapping. */
  const onEncoding = async (encoding: ImportPreviewResponse['encoding']) => {
    if (!upload) return;
    setEncodingBusy(true);
    setEncodingError(null);
    try {
      const answer = await previewImport(upload.importId, { encoding, defaults: toImportDefaults(defaults) });
      client.setQueryData(previewKey(answer.importId, answer.mapping, defaults), answer);
      setMapping(answer.mapping);
      setUpload(answer);
    } catch (error) {
      setEncodingError(errorText(error));
    } finally {
      setEncodingBusy(false);
    }
  };

  const onStart = () => {
    if (!upload) return;
    start.mutate(
      {
        id: upload.importId,
        mapping,
        defaults: toImportDefaults(defaults),
        updateExisting: defaults.updateExisting,
      },
      {
        onSuccess: (answer) => {
          setProgressId(answer.importId);
          onStarted(answer.importId);
        },
      },
    );
  };

  const reset = () => {
    start.reset();
    setProgressId(null);
    setUpload(null);
    setFileName(null);
    setUploadError(null);
    setMapping([]);
    setDefaults(EMPTY_DEFAULTS);
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const current = progress.data;
  const running = current ? isActive(current.status) : false;
  const steps = [t('steps.file'), t('steps.mapping'), t('steps.progress')];
  const canStart = Boolean(preview) && !pending && !check.error && (preview?.stats.valid ?? 0) > 0;

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={step === 1 ? 'xl' : 'md'}
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {step === 2 && current ? t('progress.title', { name: current.fileName }) : t('title')}
      </DialogTitle>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper activeStep={step} alternativeLabel={!fullScreen}>
          {steps.map((label, index) => (
            <Step key={label} completed={step > index || (index === 2 && current?.status === 'completed')}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <DialogContent dividers>
        {step === 0 && (
          <FileStep
            uploading={uploading}
            fileName={fileName}
            fraction={fraction}
            error={uploadError}
            onFile={(file) => void onFile(file)}
          />
        )}
        {step === 1 && upload && preview && (
          <MappingStep
            upload={upload}
            preview={preview}
            mapping={mapping}
            defaults={defaults}
            onMapping={setMapping}
            onDefaults={setDefaults}
            checking={pending}
            checkError={checkError ?? encodingError}
            startError={startError}
            defaultsErrors={defaultsErrors}
            pools={assignees.data?.pools ?? []}
            users={assignees.data?.users ?? []}
            onEncoding={(encoding) => void onEncoding(encoding)}
            encodingBusy={encodingBusy}
          />
        )}
        {step === 2 && <ProgressStep progress={current} error={progress.error} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {step === 0 && <FileStepActions onClose={close} />}
        {step === 1 && (
          <MappingStepActions
            totalEstimate={preview?.totalEstimate}
            canStart={canStart}
            starting={start.isPending}
            onAnotherFile={reset}
            onClose={close}
            onStart={onStart}
          />
        )}
        {step === 2 && (
          <ProgressStepActions progress={current} running={running} onNewImport={reset} onClose={close} />
        )}
      </DialogActions>
    </Dialog>
  );
}
