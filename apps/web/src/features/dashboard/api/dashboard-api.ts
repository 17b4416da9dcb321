import { analyticsRoutes, type ClientRequestOf } from '@leadhouse/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';

/*
 * Dashboard and last-days analytics (issue 11; contracts in packages/domain/src/routes/analytics.ts). A new
 * period keeps the previous figures on screen until the new ones arrive.
 */

export type WindowQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.dashboard>['query']>;

/** `GET /api/dashboard`: key figures of the window and of the previous one, days, mixes, tops. */
export function useDashboard(query: WindowQuery) {
  return useQuery({
    queryKey: queryKeyOf(analyticsRoutes.dashboard, { query }),
    queryFn: ({ signal }) => callApi(analyticsRoutes.dashboard, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/leads/lastDaysLeads`: leads per day by status and platform (zero-filled). */
export function useLastDays(query: WindowQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(analyticsRoutes.lastDays, { query }),
    queryFn: ({ signal }) => callApi(analyticsRoutes.lastDays, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/leads/sourcesAnalytics`: leads, FTDs and deposit amount per platform. */
export function useSourcesAnalytics(query: WindowQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(analyticsRoutes.sourcesAnalytics, { query }),
    queryFn: ({ signal }) => callApi(analyticsRoutes.sourcesAnalytics, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
