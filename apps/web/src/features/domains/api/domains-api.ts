import {
  domainRoutes,
  type ClientRequestOf,
  type Domain,
  type DomainAddInput,
  type HostingCreateInput,
} from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { useRouteMutation } from '../../../lib/route-mutation';

/*
 * Domains and hosting (issue 12 §5; contracts in packages/domain/src/routes/domains.ts). Every write
 * refreshes the `domains.*` queries.
 */

type DomainsQuery = NonNullable<ClientRequestOf<typeof domainRoutes.list>['query']>;

/** Poll while a domain waits for its first verification (ms): the job checks at once, then on a schedule. */
export const DOMAINS_POLL_MS = 5_000;

const waiting = (rows: readonly Domain[] | undefined) =>
  (rows ?? []).some((d) => d.state === 'pending_verification');

/** `GET /api/domains`: a page of 50, polled every 5 s while a domain is pending (live status). */
export function useDomains(page: number, keywords: string) {
  const query: DomainsQuery = { page, limit: 50, ...(keywords.trim() && { keywords: keywords.trim() }) };
  return useQuery({
    ...listQueryOptions(domainRoutes.list, query),
    refetchInterval: (q) => (waiting(q.state.data?.rows) ? DOMAINS_POLL_MS : false),
  });
}

/** `GET /api/domains/:id`: the domain and its check history, polled while pending. */
export function useDomain(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(domainRoutes.detail, { params: { id } }),
    queryFn: ({ signal }) => callApi(domainRoutes.detail, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.state === 'pending_verification' ? DOMAINS_POLL_MS : false),
  });
}

/** `GET /api/hosting/campaigns`: campaigns a landing page can be made for. */
export function useHostingCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(domainRoutes.hostingCampaigns),
    queryFn: ({ signal }) => callApi(domainRoutes.hostingCampaigns, {}, { signal }).then((r) => r.rows),
    enabled,
  });
}

/** What a domain or hosting write refreshes: every `domains.*` query. */
const REFRESHES = [[domainRoutes.list.id.split('.')[0]]];

/** `POST /api/domains {name, active, origin}` (the spec's domain-add call). */
export function useAddDomain() {
  return useRouteMutation(domainRoutes.add, (body: DomainAddInput) => ({ body }), REFRESHES);
}

/** `POST /api/domains/:id/check`: check the TXT record now. */
export function useCheckDomain() {
  return useRouteMutation(domainRoutes.check, (id: string) => ({ params: { id } }), REFRESHES);
}

/** `POST /api/domains/:id/active {active}`. */
export function useSetDomainActive() {
  return useRouteMutation(
    domainRoutes.setActive,
    ({ id, active }: { id: string; active: boolean }) => ({ params: { id }, body: { active } }),
    REFRESHES,
  );
}

/** `POST /api/hosting/new`: the landing page of a campaign on a verified domain. */
export function useCreateHosting() {
  return useRouteMutation(domainRoutes.createHosting, (body: HostingCreateInput) => ({ body }), REFRESHES);
}
