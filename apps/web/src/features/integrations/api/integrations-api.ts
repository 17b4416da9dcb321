import {
  integrationRoutes,
  leadRoutes,
  userRoutes,
  type ClientRequestOf,
  type DeliveryState,
  type IntegrationInput,
} from '@leadhouse/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { loaderChannels } from '../../../lib/loader-channels';
import { listQueryOptions } from '../../../lib/list-query';
import { useRefreshQueries, useRouteMutation } from '../../../lib/route-mutation';

/*
 * Integrations, deliveries and posting (issue 10; contracts in packages/domain/src/routes/integrations.ts).
 * Every write refreshes the `integrations` and `deliveries` queries (and the leads list after a post, whose
 * integration column changes).
 */

type IntegrationsQuery = NonNullable<ClientRequestOf<typeof integrationRoutes.list>['query']>;
type DeliveriesQuery = NonNullable<ClientRequestOf<typeof integrationRoutes.deliveries>['query']>;

/** Filters of the delivery log (empty string: any). */
export interface DeliveryFilters {
  state: DeliveryState | '';
  integrationId: string;
  leadId: string;
}

/** `GET /api/integrations` (page of 50 with health counts). */
export function useIntegrations(page: number, keywords: string) {
  const query: IntegrationsQuery = { page, limit: 50, ...(keywords.trim() && { keywords: keywords.trim() }) };
  return useQuery(listQueryOptions(integrationRoutes.list, query));
}

/** `GET /api/integrations/:id`: one integration, secret header values null. */
export function useIntegration(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(integrationRoutes.detail, { params: { id } }),
    queryFn: ({ signal }) => callApi(integrationRoutes.detail, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/** `GET /api/integrations/options`: integrations the caller may post to. */
export function useIntegrationOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(integrationRoutes.options),
    queryFn: ({ signal }) => callApi(integrationRoutes.options, {}, { signal }).then((r) => r.rows),
    enabled,
  });
}

/** `GET /api/users?role=integration`: the integration users an integration may belong to. */
export function useIntegrationUsers(enabled: boolean) {
  const query = { page: 1, limit: 100, role: 'integration' as const, active: 'true' as const };
  return useQuery({
    queryKey: queryKeyOf(userRoutes.list, { query }),
    queryFn: ({ signal }) => callApi(userRoutes.list, { query }, { signal }).then((r) => r.rows),
    enabled,
  });
}

/** The delivery log as the contract's query (empty filters left out). */
export function toDeliveriesQuery(filters: DeliveryFilters, page: number): DeliveriesQuery {
  return {
    page,
    limit: 50,
    ...(filters.state && { state: filters.state }),
    ...(filters.integrationId && { integrationId: filters.integrationId }),
    ...(filters.leadId.trim() && { leadId: filters.leadId.trim() }),
  };
}

/**
 * `GET /api/deliveries`: newest first. While a delivery is on its way (queued, sending, error with a next
 * attempt) the list polls every `pollMs` so states change on screen.
 */
export function useDeliveries(filters: DeliveryFilters, page: number, pollMs = 3_000) {
  const query = toDeliveriesQuery(filters, page);
  return useQuery({
    ...listQueryOptions(integrationRoutes.deliveries, query),
    refetchInterval: (q) =>
      q.state.data?.rows.some((d) => d.state === 'queued' || d.state === 'sending' || d.state === 'error')
        ? pollMs
        : false,
  });
}

/** `GET /api/deliveries/:id`: one delivery with every attempt. */
export function useDelivery(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(integrationRoutes.delivery, { params: { id } }),
    queryFn: ({ signal }) => callApi(integrationRoutes.delivery, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/** What an integration or delivery write refreshes. */
const REFRESHES = [['integrations'], ['deliveries']];

/** `POST /api/integrations`: answers the signing secret and postback URL once. */
export function useCreateIntegration() {
  return useRouteMutation(
    integrationRoutes.create,
    (body: IntegrationInput & { userId: string }) => ({ body }),
    REFRESHES,
  );
}

/** `PUT /api/integrations/:id`: a secret header without `value` keeps the stored one. */
export function useUpdateIntegration() {
  return useRouteMutation(
    integrationRoutes.update,
    ({ id, body }: { id: string; body: IntegrationInput }) => ({ params: { id }, body }),
    REFRESHES,
  );
}

/** `DELETE /api/integrations/:id`: archives (kept with its deliveries). */
export function useArchiveIntegration() {
  return useRouteMutation(integrationRoutes.remove, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/integrations/:id/test`: a dry run; the request and the answer, nothing recorded. */
export function useTestIntegration() {
  return useRouteMutation(integrationRoutes.test, ({ id, leadId }: { id: string; leadId?: string }) => ({
    params: { id },
    body: leadId ? { leadId } : {},
  }));
}

/** `POST /api/integrations/:id/rotateSecret`: a new signing secret and postback URL, answered once. */
export function useRotateSecret() {
  return useRouteMutation(integrationRoutes.rotateSecret, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/integrations/:id/resume` after the circuit breaker paused it. */
export function useResumeIntegration() {
  return useRouteMutation(integrationRoutes.resume, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/integrations/:id/replay`: send again its deliveries in error or exhausted. */
export function useReplayIntegration() {
  return useRouteMutation(
    integrationRoutes.replay,
    (id: string): ClientRequestOf<typeof integrationRoutes.replay> => ({
      params: { id },
      body: { states: ['error', 'exhausted'] },
    }),
    REFRESHES,
  );
}

/** `POST /api/deliveries/:id/retry`: retry now (error, held) or replay (final states). */
export function useRetryDelivery() {
  return useRouteMutation(integrationRoutes.retry, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/leads/postToIntegration` (spec §7): `count` queued, `skipped` already sent. */
export function usePostToIntegration() {
  const refresh = useRefreshQueries([...REFRESHES, queryKeyOf(leadRoutes.list).slice(0, 1)]);
  return useMutation({
    mutationFn: (body: { leadsIds: string[]; integrationId: string }) =>
      loaderChannels.track('dispatch', callApi(integrationRoutes.postToIntegration, { body })),
    onSuccess: refresh,
  });
}
