import { analyticsRoutes, campaignRoutes, type CampaignForm, type ClientRequestOf } from '@leadhouse/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { useRefreshQueries, useRouteMutation } from '../../../lib/route-mutation';

/*
 * Ad-group analytics, sources and campaigns (issue 11; contracts in packages/domain/src/routes/analytics.ts
 * and campaigns.ts). Lists keep the previous page on screen while the next one loads; a campaign write
 * refreshes campaigns and every analytics answer (a rename moves leads).
 */

export type AdGroupQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.adGroups>['query']>;
export type SourceQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.sources>['query']>;
export type CampaignQuery = NonNullable<ClientRequestOf<typeof campaignRoutes.list>['query']>;
export type RevenueQuery = NonNullable<ClientRequestOf<typeof analyticsRoutes.revenue>['query']>;

/** `GET /api/affiliates/analytics`: per campaign × ad group figures and the campaign choices. */
export function useAdGroups(query: AdGroupQuery) {
  return useQuery(listQueryOptions(analyticsRoutes.adGroups, query));
}

/** `GET /api/sources`: leads grouped by source (default sort total descending). */
export function useSources(query: SourceQuery) {
  return useQuery(listQueryOptions(analyticsRoutes.sources, query));
}

/** `GET /api/campaigns`: campaigns with their figures over the window (default the last 30 days). */
export function useCampaigns(query: CampaignQuery) {
  return useQuery(listQueryOptions(campaignRoutes.list, query));
}

/** `GET /api/reports/revenue` (issue 22 §6): revenue, spend and margin per group and currency. */
export function useRevenue(query: RevenueQuery) {
  return useQuery(listQueryOptions(analyticsRoutes.revenue, query));
}

/** What a campaign write refreshes: campaigns and every analytics answer (a rename moves leads). */
const REFRESHES = [['campaigns'], ['analytics']];

/** `POST /api/campaigns` (spec §5 campaign form); 400 carries field messages, 409 a taken name. */
export function useCreateCampaign() {
  return useRouteMutation(campaignRoutes.create, (body: CampaignForm) => ({ body }), REFRESHES);
}

/** `PUT /api/campaigns/:id`: edit (a rename moves the campaign's leads). */
export function useUpdateCampaign() {
  return useRouteMutation(
    campaignRoutes.update,
    ({ id, body }: { id: string; body: CampaignForm }) => ({ params: { id }, body }),
    REFRESHES,
  );
}

/**
 * `POST /api/campaigns/:id/pause` or `/resume` (issue 19): the campaign's intake and hosted pages stop or
 * start; refreshes the campaigns list.
 */
export function usePauseCampaign() {
  const refresh = useRefreshQueries(REFRESHES);
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      callApi(paused ? campaignRoutes.pause : campaignRoutes.resume, { params: { id } }),
    onSuccess: refresh,
  });
}
