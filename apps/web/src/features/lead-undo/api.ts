import { leadRoutes, type LeadListRow } from '@leadhouse/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { listQueryOptions } from '../../lib/list-query';

/** Refreshes every leads query (lists, counts, details) after an undo or a restore. */
function useRefreshLeads() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['leads'] });
}

/** `POST /api/leads/undo {actionId}`: `{restored, skipped}` (issue 19). */
export function useUndoLeadAction() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (actionId: string) => callApi(leadRoutes.undo, { body: { actionId } }),
    onSuccess: refresh,
  });
}

/** One page of soft-deleted leads (`GET /api/leads?DELETED=true`, admins), newest first; rows first. */
export function useDeletedLeads(page: number, limit: number) {
  const query = { DELETED: 'true' as const, page, limit };
  return useQuery({
    ...listQueryOptions(leadRoutes.list, query),
    select: (r) => ({ rows: r.rows as LeadListRow[], hasMore: r.hasMore, count: r.count }),
  });
}

/** `POST /api/leads/restore` (admin): brings the leads back live. */
export function useRestoreLeads() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (leadsIds: string[]) => callApi(leadRoutes.restore, { body: { leadsIds } }),
    onSuccess: refresh,
  });
}
