import {
  campaignRoutes,
  distributionRoutes,
  MAX_PAGE_SIZE,
  type FlowInput,
  type SimulateBodySchema,
} from '@leadhouse/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { useRefreshQueries, useRouteMutation } from '../../../lib/route-mutation';

/*
 * Lead distribution (issue 22; contracts in packages/domain/src/routes/distribution.ts). Flows and buyers'
 * meters are polled while the screen is open (the meters are live); every write refreshes the
 * `distribution` queries (and a lead's route, `leads.distribution`).
 */

/** How often the flows' cap meters and the held queue refresh, ms. */
export const METERS_POLL_MS = 10_000;

/** `GET /api/distribution/flows`: every flow with its buyers' live cap meters. */
export function useFlows(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(distributionRoutes.flows),
    queryFn: ({ signal }) => callApi(distributionRoutes.flows, {}, { signal }).then((r) => r.rows),
    refetchInterval: METERS_POLL_MS,
    enabled,
  });
}

/** `GET /api/distribution/buyers`: integrations with buyer settings, their meters and schedule state. */
export function useBuyers(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(distributionRoutes.buyers),
    queryFn: ({ signal }) => callApi(distributionRoutes.buyers, {}, { signal }).then((r) => r.rows),
    enabled,
  });
}

/** `GET /api/distribution/held` (page of 50, optional flow). */
export function useHeld(page: number, flowId: string | null) {
  const query = { page, limit: 50, ...(flowId && { flowId }) };
  return useQuery({
    ...listQueryOptions(distributionRoutes.held, query),
    refetchInterval: METERS_POLL_MS,
  });
}

/** `GET /api/leads/:id/distribution`: the lead's route (state, each decision, sends). */
export function useLeadDistribution(leadId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(distributionRoutes.leadDistribution, { params: { id: leadId } }),
    queryFn: ({ signal }) =>
      callApi(distributionRoutes.leadDistribution, { params: { id: leadId! } }, { signal }),
    enabled: leadId !== null,
    // A lead still routing changes within seconds.
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? 3_000 : false),
  });
}

/**
 * What a distribution write refreshes: flows, meters, held leads, the leads (their routes) and the delivery
 * logs (a return marks its delivery and may queue the next buyer's: the drawer showed the old log).
 */
const REFRESHES = [['distribution'], ['leads'], ['deliveries']];

/** `POST /api/distribution/flows` or `PUT /api/distribution/flows/:id` (id given). */
export function useSaveFlow() {
  const invalidate = useRefreshQueries(REFRESHES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: FlowInput }) =>
      id
        ? callApi(distributionRoutes.updateFlow, { params: { id }, body })
        : callApi(distributionRoutes.createFlow, { body }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/distribution/flows/:id`. */
export function useRemoveFlow() {
  return useRouteMutation(distributionRoutes.removeFlow, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/distribution/simulate`: nothing is stored, reserved or sent. */
export function useSimulate() {
  return useRouteMutation(distributionRoutes.simulate, (body: z.input<typeof SimulateBodySchema>) => ({
    body,
  }));
}

/** `POST /api/distribution/held/release {leadsIds}`. */
export function useReleaseHeld() {
  return useRouteMutation(
    distributionRoutes.release,
    (leadsIds: string[]) => ({ body: { leadsIds } }),
    REFRESHES,
  );
}

/** `POST /api/distribution/held/reroute {leadsIds, flowId}`. */
export function useRerouteHeld() {
  return useRouteMutation(
    distributionRoutes.reroute,
    (body: { leadsIds: string[]; flowId: string }) => ({ body }),
    REFRESHES,
  );
}

/** `POST /api/distribution/returns {leadId, integrationId, reason, reroute}`. */
export function useReturnLead() {
  return useRouteMutation(
    distributionRoutes.returnLead,
    (body: { leadId: string; integrationId: string; reason: string; reroute: boolean }) => ({ body }),
    REFRESHES,
  );
}

/** `POST /api/leads/distribute {leadsIds}` (the leads bulk bar). */
export function useDistributeLeads() {
  return useRouteMutation(
    distributionRoutes.distribute,
    (leadsIds: string[]) => ({ body: { leadsIds } }),
    REFRESHES,
  );
}

/** Campaign names for the match and filter pickers (`GET /api/campaigns`, first 100). */
export function useCampaignNames(enabled: boolean) {
  const query = { page: 1, limit: MAX_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(campaignRoutes.list, { query }),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(campaignRoutes.list, { query }, { signal }),
    select: (r) => r.rows.map((c) => c.name),
  });
}

/** `POST /api/distribution/buyers/:id/resetTotal`: the buyer's total cap counts again from zero. */
export function useResetTotal() {
  return useRouteMutation(distributionRoutes.resetTotal, (id: string) => ({ params: { id } }), REFRESHES);
}
