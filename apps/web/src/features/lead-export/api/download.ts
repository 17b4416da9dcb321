import { apiUrl, notifyUnauthorized } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { currentToken } from '../../../lib/session';

type QueryValue = string | number | boolean | null | undefined;

/** One authenticated file download (the token is a bearer header, not a cookie the server reads). */
export interface DownloadRequest {
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Used when the answer names no file (`Content-Disposition`). */
  fallbackName: string;
  /** Bytes received so far, while the body streams in. */
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // Never let a header choose a path.
  return name ? name.replace(/[/\\]/g, '_') : null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { message?: string; code?: string } = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  return new ApiError(response.status, body);
}

/** Reads the body as a Blob, reporting the bytes received. */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? 'text/csv' });
}

/** Hands a Blob to the browser as a download named `fileName` (object URL + `<a download>`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches a file from the API with the bearer token and saves it under the server's name.
 * @throws ApiError on a non-2xx answer (401 also logs out); TypeError when the server cannot be reached.
 */
export async function downloadFile(request: DownloadRequest): Promise<{ fileName: string; size: number }> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(request.path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw await errorOf(response);
  }
  const blob = await readBlob(response, request.onProgress);
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? request.fallbackName;
  saveBlob(blob, fileName);
  return { fileName, size: blob.size };
}
