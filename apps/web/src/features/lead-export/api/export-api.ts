import { csvRoutes } from '@leadhouse/domain';
import { callApi } from '../../../lib/api-client';
import { sortByParam } from '../../../lib/list-query';
import { downloadByLink } from './download';

type Scalar = string | number | boolean | null | undefined;

/** The selection the leads toolbar passes: ids, a set of ids, or the spec's `selected` map (§3). */
export type LeadSelection = readonly string[] | ReadonlySet<string> | Readonly<Record<string, boolean>>;

/** A sort as the leads page keeps it. */
interface SortLike {
  field: string;
  direction: 1 | -1;
}

/**
 * The current leads query, as the leads page has it: either its list state (`search`, `sort`, `filters`)
 * or the `GET /api/leads` query it sends (`keywords`, `sortBy`, `STATUS`…). Both are accepted so the
 * export follows exactly what the list shows.
 */
export type LeadQueryInput = Readonly<
  Record<string, Scalar | readonly string[] | SortLike | Readonly<Record<string, unknown>>>
>;

/** Ids of the selected leads, in a stable order. */
export function selectedIds(selection: LeadSelection | null | undefined): string[] {
  if (!selection) return [];
  if (Array.isArray(selection)) return [...(selection as readonly string[])];
  if (selection instanceof Set) return [...(selection as ReadonlySet<string>)];
  return Object.entries(selection as Readonly<Record<string, boolean>>)
    .filter(([, on]) => on)
    .map(([id]) => id);
}

/** Paging belongs to the screen, not to the file. */
const PAGING = new Set(['page', 'limit']);
/** The phone filter applies only when longer than 4 characters (spec §5). */
const PHONE_MIN = 5;

function isSort(value: unknown): value is SortLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    typeof (value as SortLike).field === 'string' &&
    ((value as SortLike).direction === 1 || (value as SortLike).direction === -1)
  );
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function put(out: Record<string, string>, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const list = value.map((v) => String(v).trim()).filter(Boolean);
    if (list.length) out[key] = list.join(',');
    return;
  }
  if (isSort(value)) {
    out[key] = sortByParam(value)!;
    return;
  }
  if (typeof value === 'object') return;
  const text = String(value).trim();
  if (text) out[key] = text;
}

/**
 * `GET /api/leads/export` query from the leads page's current query: filters, keywords, sortBy and TZ,
 * without page and limit (every matching lead is exported, spec §2).
 */
export function buildExportQuery(
  query: LeadQueryInput | null | undefined,
  timeZone = browserTimeZone(),
): Record<string, string> {
  const out: Record<string, string> = {};
  const source = query ?? {};
  // A list state: `search`, `sort` and nested `filters`.
  const { filters, search, sort, ...rest } = source as Record<string, unknown>;
  if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
    for (const [key, value] of Object.entries(filters)) put(out, key, value);
  }
  if (typeof search === 'string') put(out, 'keywords', search);
  if (isSort(sort)) put(out, 'sortBy', sort);
  for (const [key, value] of Object.entries(rest)) {
    if (PAGING.has(key)) continue;
    put(out, key === 'sortBy' && isSort(value) ? 'sortBy' : key, value);
  }
  if (out.PHONE_NUMBER !== undefined && out.PHONE_NUMBER.length < PHONE_MIN) delete out.PHONE_NUMBER;
  out.TZ ??= timeZone;
  return out;
}

/** What one export sends: the selected ids (POST) or the current query (GET). */
export type ExportRequest =
  | { method: 'POST'; body: { ids: string[]; sortBy?: string } }
  | { method: 'GET'; query: Record<string, string> };

/** The selected leads when there are any, else everything matching the current filters, search and sort. */
export function buildExportRequest(
  selection: LeadSelection | null | undefined,
  query: LeadQueryInput | null | undefined,
  timeZone?: string,
): ExportRequest {
  const ids = selectedIds(selection);
  const built = buildExportQuery(query, timeZone);
  if (ids.length > 0) {
    return { method: 'POST', body: built.sortBy ? { ids, sortBy: built.sortBy } : { ids } };
  }
  return { method: 'GET', query: built };
}

/**
 * Runs the export as a download to disk: `POST /api/leads/export/link` with the same selection (the ids,
 * or the list query), then the browser follows the signed link and saves `Leads-<timestamp>.csv`.
 * @throws ApiError when the server refuses the selection ('Error preparing csv') or the caller (401, 403).
 */
export function exportLeads(request: ExportRequest): Promise<{ fileName: string }> {
  const body = request.method === 'POST' ? request.body : { query: request.query };
  return downloadByLink(() => callApi(csvRoutes.exportLink, { body }));
}
