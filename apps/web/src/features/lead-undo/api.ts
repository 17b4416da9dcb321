import { leadRoutes, type LeadListRow } from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../lib/list-query';
import { useRouteMutation } from '../../lib/route-mutation';

/** What an undo or a restore refreshes: every leads query (lists, counts, details). */
const REFRESHES = [['leads']];

/** `POST /api/leads/undo {actionId}`: `{restored, skipped}` (issue 19). */
export function useUndoLeadAction() {
  return useRouteMutation(leadRoutes.undo, (actionId: string) => ({ body: { actionId } }), REFRESHES);
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
  return useRouteMutation(leadRoutes.restore, (leadsIds: string[]) => ({ body: { leadsIds } }), REFRESHES);
}
