import { analyticsRoutes, pathOf, type ClientRequestOf } from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, notifyUnauthorized } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { currentToken } from '../../../lib/session';
import { navigateToDownload } from '../../lead-export';
import { listQueryOptions } from '../../../lib/list-query';

/*
 * Reports (issue 11; contracts `analytics.report` and `analytics.reportExport`). The export is a small,
 * grouped file (one row per group, at most ~400 days), so it is fetched with the bearer header and handed
 * to the browser as a Blob through the lead export's download helper.
 */

export type ReportQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.report>['query']>;

/** `GET /api/reports`: figures grouped by day, campaign, ad group, platform, status or funnel, with totals. */
export function useReport(query: ReportQuery) {
  return useQuery(listQueryOptions(analyticsRoutes.report, query));
}

/** The file name of a `Content-Disposition` header, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * `GET /api/reports/export`: downloads the report as CSV (the server's file name, else
 * `Report-<groupBy>-<from>-<to>.csv`).
 * @returns the file name saved.
 * @throws ApiError when the server refuses (400 bad window, 401 also logs out, 403); TypeError offline.
 */
export async function exportReport(query: ReportQuery): Promise<{ fileName: string }> {
  const token = currentToken();
  const response = await fetch(apiUrl(pathOf(analyticsRoutes.reportExport), query), {
    headers: { Accept: 'text/csv', ...(token && { Authorization: `Bearer ${token}` }) },
  });
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    let body: { message?: string; code?: string; key?: string } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      /* not JSON: keep the status only */
    }
    throw new ApiError(response.status, body);
  }
  const fallback = `Report-${query.groupBy ?? 'day'}-${query.from ?? ''}-${query.to ?? ''}.csv`;
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), fallback);
  const url = URL.createObjectURL(await response.blob());
  try {
    navigateToDownload(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return { fileName };
}
