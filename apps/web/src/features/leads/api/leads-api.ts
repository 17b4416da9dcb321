import {
  leadRoutes,
  userRoutes,
  type BulkResult,
  type LeadColumn,
  type LeadFormInput,
  type LeadFunnel,
  type LeadStatus,
} from '@leadhouse/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { loaderChannels } from '../../../lib/loader-channels';
import { toApiQuery, type LeadListState } from '../lead-list-state';

/**
 * `GET /api/leads` as a query: the list state and the browser time zone make the key, plus the keyset
 * `cursor` of the page when "next" reached it (the URL keeps only the page number) and the grid's visible
 * `columns` (the rows carry only what they show).
 */
export function leadsQueryOptions(
  state: LeadListState,
  timeZone: string,
  extra: { cursor?: string; columns?: readonly LeadColumn[] } = {},
) {
  const query = {
    ...toApiQuery(state, timeZone),
    cursor: extra.cursor,
    columns: extra.columns?.length ? extra.columns.join(',') : undefined,
  };
  return queryOptions({
    queryKey: queryKeyOf(leadRoutes.list, { query }),
    queryFn: ({ signal }) => callApi(leadRoutes.list, { query }, { signal }),
    // The previous page stays on screen while the next loads, unless it was asked with other columns (its
    // rows would lack the fields of a column just shown).
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as { columns?: string } | null)?.columns === query.columns
        ? keepPreviousData(previous)
        : undefined,
  });
}

export function useLeads(
  state: LeadListState,
  timeZone: string,
  extra: { cursor?: string; columns?: readonly LeadColumn[] } = {},
) {
  return useQuery(leadsQueryOptions(state, timeZone, extra));
}

/**
 * `GET /api/leads/count` for the filters of `state`, when the list did not answer its count inline
 * (`enabled`). `exact` asks for the exact figure whatever it costs; otherwise the server may answer an
 * estimate (`exact: false`). Independent of the rows: the grid never waits for it.
 */
export function useLeadCount(state: LeadListState, timeZone: string, enabled: boolean, exact: boolean) {
  const { page: _page, limit: _limit, sortBy: _sort, ...filters } = toApiQuery(state, timeZone);
  const query = { ...filters, exact: exact ? ('true' as const) : undefined };
  return useQuery({
    queryKey: queryKeyOf(leadRoutes.count, { query }),
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) => callApi(leadRoutes.count, { query }, { signal }),
  });
}

/**
 * The header's "New today" badge: visible NEW leads created since the start of today in `timeZone`
 * (`GET /api/leads/count?QUICK_FILTER=NEW_TODAY&exact=true`, whatever the list's filters). Asked apart from
 * the list, so paging never pays for it (issue 23); lead writes refresh it (`['leads']` key).
 */
export function useNewLeadsToday(timeZone: string) {
  const query = { QUICK_FILTER: 'NEW_TODAY', TZ: timeZone, exact: 'true' } as const;
  return useQuery({
    queryKey: queryKeyOf(leadRoutes.count, { query }),
    staleTime: 30_000,
    queryFn: ({ signal }) => callApi(leadRoutes.count, { query }, { signal }),
  });
}

/** `GET /api/leads/:id`: the lead with comments, deposits and history. */
export function useLead(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(leadRoutes.detail, { params: { id } }),
    enabled: Boolean(id),
    queryFn: ({ signal }) => callApi(leadRoutes.detail, { params: { id: id ?? '' } }, { signal }),
  });
}

/** Who leads may be assigned to (`/api/users/getUsersForAssign`), also the EMPLOYEE filter. */
export function useAssignableUsers(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(userRoutes.getUsersForAssign),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(userRoutes.getUsersForAssign, {}, { signal }).then((r) => r.rows),
  });
}

/** Pools leads may be assigned to (`/api/users/getPoolsForAssign`), also the POOL filter. */
export function useAssignablePools(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(userRoutes.getPoolsForAssign),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(userRoutes.getPoolsForAssign, {}, { signal }).then((r) => r.rows),
  });
}

/**
 * Mutation key of the writes that work leads already listed (issue 19 item 5): the grid keeps those rows in
 * place, marked as changed, until the user refreshes or pages (`use-worked-rows.ts`).
 */
export const LEAD_WORK_KEY = ['leads', 'work'] as const;

/** What a lead write did to which leads: status and funnel are known from the request. */
export type LeadWork =
  | { kind: 'status'; ids: string[]; status: LeadStatus }
  | { kind: 'funnel'; ids: string[]; funnel: LeadFunnel }
  | { kind: 'other'; ids: string[] };

/** The work of a successful mutation under `LEAD_WORK_KEY`, from its key and variables. */
export function leadWorkOf(key: readonly unknown[] | undefined, variables: unknown): LeadWork | undefined {
  const v = variables as Record<string, unknown> | undefined;
  if (!key || key[1] !== LEAD_WORK_KEY[1] || !v) return undefined;
  if (key[2] === 'status')
    return { kind: 'status', ids: [v.leadId as string], status: v.status as LeadStatus };
  if (key[2] === 'bulk') {
    const ids = v.ids as string[];
    const action = v.action as BulkAction;
    if (action.kind === 'status') return { kind: 'status', ids, status: action.status };
    if (action.kind === 'funnel') return { kind: 'funnel', ids, funnel: action.funnel };
    return { kind: 'other', ids };
  }
  if (key[2] === 'comment') return { kind: 'other', ids: [v.leadId as string] };
  if (key[2] === 'save' && typeof v.id === 'string' && v.id.length > 2) return { kind: 'other', ids: [v.id] };
  return undefined;
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
    mutationKey: [...LEAD_WORK_KEY, 'save'],
    mutationFn: (form: LeadFormInput) =>
      typeof form.id === 'string' && form.id.length > 2
        ? callApi(leadRoutes.update, { body: { ...form, id: form.id } })
        : callApi(leadRoutes.save, { body: { ...form, id: undefined } }),
    onSuccess: refresh,
  });
}

// One lead's status, funnel, assignee and comments (drawer and grid row): api/lead-work-api.ts.

/** The bulk actions of the toolbar (spec §2, §7); each answers `{message, count}`. */
export type BulkAction =
  | { kind: 'status'; status: LeadStatus }
  | { kind: 'funnel'; funnel: LeadFunnel }
  | { kind: 'assignUser'; username: string }
  | { kind: 'assignPool'; poolId: string }
  | { kind: 'delete' }
  | { kind: 'quickAction'; actionId: string };

function runBulk(ids: string[], action: BulkAction): Promise<BulkResult> {
  switch (action.kind) {
    case 'status':
      return callApi(leadRoutes.bulkStatus, { body: { leads: ids, status: action.status } });
    case 'funnel':
      return callApi(leadRoutes.bulkFunnel, { body: { leads: ids, funnel: action.funnel } });
    case 'assignUser':
      return callApi(leadRoutes.assign, { body: { leadsIds: ids, username: action.username } });
    case 'assignPool':
      return callApi(leadRoutes.assign, { body: { leadsIds: ids, poolId: action.poolId } });
    case 'delete':
      return callApi(leadRoutes.markAsDeleted, { body: { leadsIds: ids } });
    case 'quickAction':
      return callApi(leadRoutes.quickAction, {
        body: { leadsIds: ids },
        query: { QUICK_ACTION: action.actionId },
      });
  }
}

export function useBulkAction() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationKey: [...LEAD_WORK_KEY, 'bulk'],
    // The global loader shows while the action runs (spec §2 channels: assignment, else main).
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkAction }) =>
      loaderChannels.track(
        action.kind === 'assignUser' || action.kind === 'assignPool' ? 'assignment' : 'main',
        runBulk(ids, action),
      ),
    onSuccess: refresh,
  });
}
