import type { z } from 'zod';
import {
  pathOf,
  successSchema,
  type ClientRequestOf,
  type ResponseOf,
  type RouteContract,
} from '@leadhouse/domain';
import i18n from 'i18next';
import { ApiError } from './api-error';
import { currentToken } from './session';

type QueryValue = string | number | boolean | null | undefined;

/** Options of one API call. */
export interface ApiRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Schema that parses the answer (the domain contract); omit for answers we ignore. */
  schema?: S;
  signal?: AbortSignal;
  /** Auth screens handle their own 401 (wrong password) instead of triggering a logout. */
  skipUnauthorizedHandler?: boolean;
}

let onUnauthorized: (() => void) | null = null;

/** Registers what happens on any 401 (the auth provider logs out and redirects to /signin). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Runs the 401 handler: for calls made outside `apiRequest` (uploads with progress, file downloads). */
export function notifyUnauthorized(): void {
  onUnauthorized?.();
}

/** Builds `/api<path>?query`, skipping empty values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/** Calls the API with the bearer token; throws `ApiError` on non-2xx, logs out on 401. */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server answers its errors in this language (issue 20 §1): the one the user chose, not the browser's.
  if (i18n.language) headers['Accept-Language'] = i18n.language;
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !request.skipUnauthorizedHandler) onUnauthorized?.();
    const errorBody = body && typeof body === 'object' ? (body as { message?: string; code?: string }) : {};
    throw new ApiError(response.status, errorBody);
  }
  return (request.schema ? request.schema.parse(body) : body) as z.output<S>;
}

/** Options of a contract call besides the request parts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Auth screens handle their own 401 (wrong password) instead of triggering a logout. */
  skipUnauthorizedHandler?: boolean;
}

/**
 * Calls the route `contract` describes (DESIGN.md §4b): the path with its parameters, the query and the
 * JSON body typed by the contract's schemas, the answer parsed by its success schema. Throws `ApiError`
 * on non-2xx (logs out on 401) and a ZodError when the answer does not match the contract.
 */
export function callApi<C extends RouteContract>(
  contract: C,
  request: ClientRequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const parts = request as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest(pathOf(contract, parts.params), {
    method: contract.method,
    query: parts.query,
    body: parts.body,
    schema: successSchema(contract),
    signal: options.signal,
    skipUnauthorizedHandler: options.skipUnauthorizedHandler,
  }) as Promise<ResponseOf<C>>;
}

/**
 * The query key of a contract call: `[module, route id, params, query]`, so invalidating `[module]`
 * refreshes every list and detail of that module.
 */
export function queryKeyOf<C extends RouteContract>(
  contract: C,
  request?: { params?: unknown; query?: unknown },
): readonly unknown[] {
  const moduleKey = contract.id.split('.')[0]!;
  return [moduleKey, contract.id, request?.params ?? null, request?.query ?? null];
}
