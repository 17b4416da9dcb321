import {
  csvRoutes,
  CSV_LIMITS,
  ImportPreviewResponseSchema,
  pathOf,
  PoolOptionListResponseSchema,
  UserOptionListResponseSchema,
  type ImportDefaults,
  type ImportMapping,
  type ImportPreviewResponse,
  type ImportProgress,
  type ImportStatus,
} from '@leadhouse/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, apiUrl, callApi, notifyUnauthorized, queryKeyOf } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { loaderChannels } from '../../../lib/loader-channels';
import { currentToken } from '../../../lib/session';
import { downloadByLink } from '../../lead-export';

/** Query keys of this feature: the contracts' keys (`['csv', route id, params, query]`) under `['csv']`. */
export const importKeys = {
  all: ['csv'] as const,
  list: () => queryKeyOf(csvRoutes.imports),
  progress: (id: string) => queryKeyOf(csvRoutes.progress, { params: { id } }),
  assignees: () => [...importKeys.all, 'assignees'] as const,
};

/** Query key prefix of the leads list and counts (features/leads): refreshed when an import ends. */
export const LEADS_QUERY_KEY = ['leads'] as const;

/** How often a running import is polled. */
export const PROGRESS_POLL_MS = 1000;

/** An import that has not reached a final state. */
export function isActive(status: ImportStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** A client-side check before sending: only the size can be known without reading the file. */
export function tooLargeFile(file: File): boolean {
  return file.size > CSV_LIMITS.maxUploadBytes;
}

/**
 * `POST /api/leads/import` (multipart field `file`) with upload progress: fetch cannot report upload
 * progress, XMLHttpRequest can. The answer is the server's preview (delimiter, encoding, mapping, rows).
 * @throws ApiError on a non-2xx answer (401 also logs out), TypeError when the server cannot be reached.
 */
export function uploadImportFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportPreviewResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(csvRoutes.upload.method, apiUrl(pathOf(csvRoutes.upload)));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = currentToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ImportPreviewResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, { message: '', code: 'INTERNAL' }));
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(new ApiError(xhr.status, body && typeof body === 'object' ? body : {}));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * `POST /api/leads/import/:id/preview`: the first rows checked again with another mapping or defaults, or
 * the file read in another `encoding` from now on (headers and guessed mapping read again).
 */
export function previewImport(
  id: string,
  body:
    | { mapping: ImportMapping; defaults: ImportDefaults }
    | { encoding: ImportPreviewResponse['encoding']; defaults: ImportDefaults },
  signal?: AbortSignal,
): Promise<ImportPreviewResponse> {
  return callApi(csvRoutes.preview, { params: { id }, body }, { signal });
}

/** `POST /api/leads/import/:id/start`: the background job takes over. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: {
      id: string;
      mapping: ImportMapping;
      defaults: ImportDefaults;
      updateExisting: boolean;
      /** Issue 22 §3: sent only when chosen (the server's default is false). */
      distribute?: boolean;
    }): Promise<ImportProgress> =>
      loaderChannels.track(
        'stepperModal',
        callApi(csvRoutes.start, {
          params: { id: args.id },
          body: {
            mapping: args.mapping,
            defaults: args.defaults,
            updateExisting: args.updateExisting,
            ...(args.distribute ? { distribute: true } : {}),
          },
        }),
      ),
    onSuccess: (progress) => {
      client.setQueryData(importKeys.progress(progress.importId), progress);
      void client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** `GET /api/leads/import/:id`, polled every second while the import runs or its leads are being routed. */
export function importProgressQuery(id: string) {
  return queryOptions({
    queryKey: importKeys.progress(id),
    queryFn: ({ signal }) => callApi(csvRoutes.progress, { params: { id } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      // An import that opted in to distribution is followed until its leads are routed (issue 22 §3).
      const routing = data?.distribution && (!data.distribution.done || data.distribution.pending > 0);
      return !data || isActive(data.status) || routing ? PROGRESS_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
}

/** The progress of import `id`; while it runs, the global loader's stepper-modal channel is busy (spec §2). */
export function useImportProgress(id: string | null) {
  const query = useQuery({ ...importProgressQuery(id ?? ''), enabled: id !== null });
  const running = query.data ? isActive(query.data.status) : false;
  useEffect(() => (running ? loaderChannels.begin('stepperModal') : undefined), [running]);
  return query;
}

/** `GET /api/leads/imports`: the caller's recent imports (the progress survives a reload). */
export function useRecentImports(enabled: boolean) {
  return useQuery({
    queryKey: importKeys.list(),
    enabled,
    queryFn: ({ signal }) => callApi(csvRoutes.imports, {}, { signal }),
    staleTime: 0,
  });
}

/** `POST /api/leads/import/:id/cancel`: stops the import and undoes what it wrote. */
export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ImportProgress> => callApi(csvRoutes.cancel, { params: { id } }),
    onSuccess: (progress) => {
      client.setQueryData(importKeys.progress(progress.importId), progress);
      void client.invalidateQueries({ queryKey: importKeys.list() });
      void client.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    },
  });
}

/**
 * Downloads the 'Wrong/Duplicate Leads' report (spec §8) of an import: asks for a signed single-use link
 * and lets the browser stream it to disk (no Blob in memory).
 * @throws ApiError when the link cannot be made (401 also logs out, 404 not the caller's import).
 */
export function downloadRejections(id: string): Promise<{ fileName: string }> {
  return downloadByLink(() => callApi(csvRoutes.rejectionsLink, { params: { id } }));
}

/** Who imported leads may go to: pools and users the caller may assign to. */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: importKeys.assignees(),
    enabled,
    queryFn: async ({ signal }) => {
      const settle = <T>(p: Promise<{ rows: T[] }>) =>
        p.then(
          (r) => r.rows,
          // A role that may not list pools or users simply gets no choice.
          (error: unknown) => {
            if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
            throw error;
          },
        );
      const [pools, users] = await Promise.all([
        settle(apiRequest('/users/getPoolsForAssign', { signal, schema: PoolOptionListResponseSchema })),
        settle(apiRequest('/users/getUsersForAssign', { signal, schema: UserOptionListResponseSchema })),
      ]);
      return { pools, users };
    },
  });
}
