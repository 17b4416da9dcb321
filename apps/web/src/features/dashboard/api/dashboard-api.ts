import { analyticsRoutes, type ClientRequestOf } from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';

/*
 * Dashboard and last-days analytics (issue 11; contracts in packages/domain/src/routes/analytics.ts). A new
 * period keeps the previous figures on screen until the new ones arrive.
 */

export type WindowQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.dashboard>['query']>;

/** `GET /api/dashboard`: key figures of the window and of the previous one, days, mixes, tops. */
export function useDashboard(query: WindowQuery) {
  return useQuery(listQueryOptions(analyticsRoutes.dashboard, query));
}

/** `GET /api/leads/lastDaysLeads`: leads per day by status and platform (zero-filled). */
export function useLastDays(query: WindowQuery, enabled = true) {
  return useQuery({
    ...listQueryOptions(analyticsRoutes.lastDays, query),
    enabled,
  });
}

/** `GET /api/leads/sourcesAnalytics`: leads, FTDs and deposit amount per platform. */
export function useSourcesAnalytics(query: WindowQuery, enabled = true) {
  return useQuery({
    ...listQueryOptions(analyticsRoutes.sourcesAnalytics, query),
    enabled,
  });
}
