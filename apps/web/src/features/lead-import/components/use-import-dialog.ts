import { CSV_LIMITS, type ImportMapping, type ImportPreviewResponse } from '@leadhouse/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
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
 * The uploaded file of the import dialog: its upload (with progress, abortable), the mapping and defaults
 * the user edits, and a re-read in another encoding. `clear` forgets the file.
 */
function useImportFile() {
  const { t } = useTranslation('leadImport');
  const client = useQueryClient();
  const [upload, setUpload] = useState<ImportPreviewResponse | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fraction, setFraction] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [defaults, setDefaults] = useState<DefaultsFormValue>(EMPTY_DEFAULTS);
  const abort = useRef<AbortController | null>(null);

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

  const clear = () => {
    setUpload(null);
    setFileName(null);
    setUploadError(null);
    setMapping([]);
    setDefaults(EMPTY_DEFAULTS);
  };

  return {
    ...{ upload, setUpload, fileName, fraction, uploading, uploadError },
    ...{ mapping, setMapping, defaults, setDefaults, onFile, clear },
    abort: () => abort.current?.abort(),
  };
}

type ImportFile = ReturnType<typeof useImportFile>;

/** Reads the file in another encoding (the server was unsure): a new upload answer, headers and mapping. */
function useEncodingChange({ upload, defaults, setMapping, setUpload }: ImportFile) {
  const client = useQueryClient();
  const [encodingBusy, setEncodingBusy] = useState(false);
  const [encodingError, setEncodingError] = useState<string | null>(null);
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
  return { encodingBusy, encodingError, onEncoding };
}

/** Re-checks the first rows whenever the mapping or the defaults settle (nothing is written). */
function useImportCheck({ upload, mapping, defaults }: ImportFile, enabled: boolean) {
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
    enabled: upload !== null && enabled && settled.mapping.length === upload.headers.length,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  return { check, preview: check.data ?? upload, pending: draft !== settled || check.isFetching };
}

/**
 * The state of the import dialog: step 0 (file), 1 (mapping, defaults and check) or 2 (progress of the
 * import `progressId`), and what each step shows and does.
 */
export function useImportDialog({
  initialImportId,
  onClose,
  onStarted,
}: {
  initialImportId: string | null;
  onClose: () => void;
  onStarted: (importId: string) => void;
}) {
  const [progressId, setProgressId] = useState<string | null>(initialImportId);
  const file = useImportFile();
  const encoding = useEncodingChange(file);
  const { upload, mapping, defaults } = file;
  const step = progressId ? 2 : upload ? 1 : 0;
  const assignees = useAssignees(step === 1);
  const start = useStartImport();
  const progress = useImportProgress(progressId);
  const { check, preview, pending } = useImportCheck(file, step === 1);

  const onStart = () => {
    if (!upload) return;
    start.mutate(
      {
        id: upload.importId,
        mapping,
        defaults: toImportDefaults(defaults),
        updateExisting: defaults.updateExisting,
        distribute: defaults.distribute,
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
    file.clear();
  };
  const close = () => {
    file.abort();
    onClose();
  };

  const current = progress.data;
  return {
    ...{ step, file, encoding, assignees, start, progress, current, preview, pending },
    running: current ? isActive(current.status) : false,
    checkError: check.error ? errorText(check.error) : null,
    startError: start.error ? errorText(start.error) : null,
    defaultsErrors: { ...defaultsErrorsOf(check.error), ...defaultsErrorsOf(start.error) },
    canStart: Boolean(preview) && !pending && !check.error && (preview?.stats.valid ?? 0) > 0,
    ...{ onStart, reset, close },
  };
}

export type ImportDialogState = ReturnType<typeof useImportDialog>;
