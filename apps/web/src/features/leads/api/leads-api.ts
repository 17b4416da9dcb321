import {
  BulkResultSchema,
  LeadCommentSchema,
  LeadDetailSchema,
  LeadListResponseSchema,
  LeadSchema,
  PoolOptionListResponseSchema,
  UserListResponseSchema,
  UserOptionListResponseSchema,
  type BulkResult,
  type Lead,
  type LeadComment,
  type LeadForm,
  type LeadFunnel,
  type LeadStatus,
} from '@leadhouse/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toApiQuery, type LeadListState } from '../lead-list-state';

/** `GET /api/leads` as a query: the list state and the browser time zone make the key. */
export function leadsQueryOptions(state: LeadListState, timeZone: string) {
  const query = toApiQuery(state, timeZone);
  return queryOptions({
    queryKey: ['leads', 'list', query],
    queryFn: ({ signal }) => apiRequest('/leads', { signal, query, schema: LeadListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useLeads(state: LeadListState, timeZone: string) {
  return useQuery(leadsQueryOptions(state, timeZone));
}

/** `GET /api/leads/:id`: the lead with comments, deposits and history. */
export function useLead(id: string | null) {
  return useQuery({
    queryKey: ['leads', 'detail', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiRequest(`/leads/${encodeURIComponent(id ?? '')}`, { signal, schema: LeadDetailSchema }),
  });
}

/** Who leads may be assigned to (`/api/users/getUsersForAssign`), also the EMPLOYEE filter. */
export function useAssignableUsers(enabled = true) {
  return useQuery({
    queryKey: ['users', 'forAssign'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiRequest('/users/getUsersForAssign', { signal, schema: UserOptionListResponseSchema }).then(
        (r) => r.rows,
      ),
  });
}

/** Pools leads may be assigned to (`/api/users/getPoolsForAssign`), also the POOL filter. */
export function useAssignablePools(enabled = true) {
  return useQuery({
    queryKey: ['pools', 'forAssign'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiRequest('/users/getPoolsForAssign', { signal, schema: PoolOptionListResponseSchema }).then(
        (r) => r.rows,
      ),
  });
}

/**
 * Affiliates for the AFFILIATE filter. There is no picker endpoint for them, so this reads the users list
 * filtered by role, which only callers with the `users` feature may do; others get no options.
 */
export function useAffiliates(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'affiliates'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiRequest('/users', {
        signal,
        query: { role: 'affiliate', limit: 500, page: 1 },
        schema: UserListResponseSchema,
      }).then((r) => r.rows.map((u) => ({ id: u.id, name: u.name }))),
  });
}

/** Refreshes lists and details after a write (spec §4: the list refreshes after mutations). */
function useRefreshLeads() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['leads'] });
}

/** Add or update a lead (spec §4 save rule: an id longer than 2 characters updates). */
export function useSaveLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (form: LeadForm): Promise<Lead> =>
      typeof form.id === 'string' && form.id.length > 2
        ? apiRequest('/leads', { method: 'PUT', body: form, schema: LeadSchema })
        : apiRequest('/leads', { method: 'POST', body: { ...form, id: undefined }, schema: LeadSchema }),
    onSuccess: refresh,
  });
}

export function useAddComment() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (body: { leadId: string; text: string }): Promise<LeadComment> =>
      apiRequest('/leads/addComment', { method: 'POST', body, schema: LeadCommentSchema }),
    onSuccess: refresh,
  });
}

export function useChangeStatus() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (body: { leadId: string; status: LeadStatus }): Promise<BulkResult> =>
      apiRequest('/leads/changeStatus', { method: 'POST', body, schema: BulkResultSchema }),
    onSuccess: refresh,
  });
}

/** The bulk actions of the toolbar (spec §2, §7); each answers `{message, count}`. */
export type BulkAction =
  | { kind: 'status'; status: LeadStatus }
  | { kind: 'funnel'; funnel: LeadFunnel }
  | { kind: 'assignUser'; username: string }
  | { kind: 'assignPool'; poolId: string }
  | { kind: 'delete' }
  | { kind: 'quickAction'; actionId: string };

function runBulk(ids: string[], action: BulkAction): Promise<BulkResult> {
  const post = (path: string, body: unknown, query?: Record<string, string>) =>
    apiRequest(path, { method: 'POST', body, query, schema: BulkResultSchema });
  switch (action.kind) {
    case 'status':
      return post('/leads/bulkStatus', { leads: ids, status: action.status });
    case 'funnel':
      return post('/leads/bulkFunnel', { leads: ids, funnel: action.funnel });
    case 'assignUser':
      return post('/leads/assign', { leadsIds: ids, username: action.username });
    case 'assignPool':
      return post('/leads/assign', { leadsIds: ids, poolId: action.poolId });
    case 'delete':
      return post('/leads/markAsDeleted', { leadsIds: ids });
    case 'quickAction':
      return post('/leads/quickAction', { leadsIds: ids }, { QUICK_ACTION: action.actionId });
  }
}

export function useBulkAction() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkAction }) => runBulk(ids, action),
    onSuccess: refresh,
  });
}
