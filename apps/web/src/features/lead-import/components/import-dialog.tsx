import {
  CSV_LIMITS,
  type ImportMapping,
  type ImportPreviewResponse,
  type PoolOption,
  type UserOption,
} from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
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
import { formatCount, formatPercent } from '../import-format';
import { CheckSummary } from './check-summary';
import {
  DefaultsForm,
  EMPTY_DEFAULTS,
  toImportDefaults,
  type DefaultsErrors,
  type DefaultsFormValue,
} from './defaults-form';
import { FileDropZone } from './file-drop-zone';
import { ImportActions } from './import-actions';
import { ImportProgressView } from './import-progress-view';
import { MappingEditor } from './mapping-editor';
import { PreviewTable } from './preview-table';

/** Wait after the last mapping or default change before checking again. */
const REPREVIEW_DEBOUNCE_MS = 400;

const DELIMITER_KEYS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Step 1: choose or drop a file; it uploads at once, with a progress bar; bad files explain why here. */
function FileStep({
  uploading,
  fileName,
  fraction,
  error,
  onFile,
}: {
  uploading: boolean;
  fileName: string | null;
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

/** What the server detected about the file: delimiter, encoding, rows, size. */
function DetectedChips({ upload }: { upload: ImportPreviewResponse }) {
  const { t, i18n } = useTranslation('leadImport');
  const items = [
    [t('detected.delimiter'), t(`detected.delimiters.${DELIMITER_KEYS[upload.delimiter]}`)],
    [t('detected.encoding'), t(`detected.encodings.${upload.encoding}`)],
    [t('detected.rows'), t('detected.rowsValue', { n: formatCount(upload.totalEstimate, i18n.language) })],
    [t('detected.size'), formatBytes(upload.sizeBytes, i18n.language)],
  ] as const;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
      data-testid="detected"
    >
      <Typography variant="body2" sx={{ fontWeight: 600, marginInlineEnd: 1 }}>
        <bdi>{upload.fileName}</bdi>
      </Typography>
      {items.map(([label, value]) => (
        <Chip key={label} size="small" variant="outlined" label={`${label}: ${value}`} />
      ))}
    </Box>
  );
}

/** Step 2: mapping, defaults, "update existing", the check of the first rows and their preview. */
function MappingStep({
  upload,
  preview,
  mapping,
  defaults,
  onMapping,
  onDefaults,
  checking,
  checkError,
  defaultsErrors,
  pools,
  users,
}: {
  upload: ImportPreviewResponse;
  preview: ImportPreviewResponse;
  mapping: ImportMapping;
  defaults: DefaultsFormValue;
  onMapping: (mapping: ImportMapping) => void;
  onDefaults: (value: DefaultsFormValue) => void;
  checking: boolean;
  checkError: string | null;
  defaultsErrors: DefaultsErrors;
  pools: readonly PoolOption[];
  users: readonly UserOption[];
}) {
  const { t } = useTranslation('leadImport');
  return (
    <Box>
      <DetectedChips upload={upload} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('mapping.title')}>
            <MappingEditor
              headers={upload.headers}
              mapping={mapping}
              rows={upload.preview}
              fields={upload.fields}
              hasDefaultCountry={Boolean(defaults.country)}
              onChange={onMapping}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('defaults.title')}>
            <DefaultsForm
              value={defaults}
              onChange={onDefaults}
              pools={pools}
              users={users}
              errors={defaultsErrors}
            />
          </Section>
          <Section title={t('check.title')}>
            <Box sx={{ height: 4, mb: 1 }}>
              {checking && <LinearProgress aria-label={t('check.updating')} />}
            </Box>
            {checkError && (
              <Alert severity="error" sx={{ mb: 1 }} role="alert">
                {checkError}
              </Alert>
            )}
            <CheckSummary stats={preview.stats} updateExisting={defaults.updateExisting} />
          </Section>
        </Grid>
      </Grid>
      <Divider sx={{ mb: 2 }} />
      <Section title={t('check.previewTitle')}>
        <PreviewTable
          rows={preview.preview}
          mapping={preview.mapping}
          updateExisting={defaults.updateExisting}
        />
      </Section>
    </Box>
  );
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
  const { t, i18n } = useTranslation(['leadImport', 'common']);
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
          <>
            {startError && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {startError}
              </Alert>
            )}
            <MappingStep
              upload={upload}
              preview={preview}
              mapping={mapping}
              defaults={defaults}
              onMapping={setMapping}
              onDefaults={setDefaults}
              checking={pending}
              checkError={checkError}
              defaultsErrors={defaultsErrors}
              pools={assignees.data?.pools ?? []}
              users={assignees.data?.users ?? []}
            />
          </>
        )}
        {step === 2 &&
          (current ? (
            <ImportProgressView progress={current} />
          ) : progress.error ? (
            <Alert severity="error">{errorText(progress.error)}</Alert>
          ) : (
            <LinearProgress aria-label={t('progress.queued')} />
          ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {step === 0 && <Button onClick={close}>{t('common:actions.cancel')}</Button>}
        {step === 1 && (
          <>
            <Button onClick={reset}>{t('file.another')}</Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button variant="contained" onClick={onStart} disabled={!canStart} loading={start.isPending}>
              {preview
                ? t('actions.startCount', { n: formatCount(preview.totalEstimate, i18n.language) })
                : t('actions.start')}
            </Button>
          </>
        )}
        {step === 2 && (
          <>
            {current && <ImportActions progress={current} />}
            <Box sx={{ flexGrow: 1 }} />
            {!running && <Button onClick={reset}>{t('actions.newImport')}</Button>}
            <Button variant={running ? 'outlined' : 'contained'} onClick={close}>
              {running ? t('actions.background') : t('actions.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
