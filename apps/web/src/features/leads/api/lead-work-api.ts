import {
  leadRoutes,
  type BulkResult,
  type Lead,
  type LeadComment,
  type LeadDetail,
  type LeadFunnel,
  type LeadListResponse,
  type LeadStatus,
} from '@leadhouse/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { useToast } from '../../feedback';
import { useUndoToast } from '../../lead-undo';
import { LEAD_WORK_KEY, type BulkAction } from './leads-api';

/*
 * Working one lead from the drawer or its grid row (issue 19 "What a sales floor expects" item 2): status,
 * funnel, assignee and comments through the existing routes. Every write shows its change at once in the
 * lead's detail and in every cached list page (the grid row updates in place), puts the field back and
 * toasts the server's message when the server refuses, and refreshes the lists after success. The writes
 * carry the `LEAD_WORK_KEY` mutation keys `leadWorkOf` reads, so the grid keeps the row in place, marked
 * as changed (`use-worked-rows.ts`).
 */

/** The fields of a lead a work action changes. */
type LeadPatch = Partial<
  Pick<
    Lead,
    'status' | 'funnel' | 'assignedTo' | 'assignedToName' | 'assignedToUsername' | 'poolId' | 'poolName'
  >
>;

/** Applies `patch` to lead `id` in its cached detail and in every cached `GET /api/leads` page. */
export function patchCachedLead(client: QueryClient, id: string, patch: LeadPatch): void {
  client.setQueryData<LeadDetail>(queryKeyOf(leadRoutes.detail, { params: { id } }), (old) =>
    old ? { ...old, ...patch } : old,
  );
  client.setQueriesData<LeadListResponse>({ queryKey: ['leads', leadRoutes.list.id] }, (old) =>
    old?.rows.some((row) => row.id === id)
      ? { ...old, rows: old.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) }
      : old,
  );
}

/** The values of `patch`'s fields that lead `id` holds now (from its detail, else a list page). */
function currentValues(client: QueryClient, id: string, patch: LeadPatch): LeadPatch {
  const detail = client.getQueryData<LeadDetail>(queryKeyOf(leadRoutes.detail, { params: { id } }));
  const listed = client
    .getQueriesData<LeadListResponse>({ queryKey: ['leads', leadRoutes.list.id] })
    .flatMap(([, data]) => data?.rows ?? [])
    .find((row) => row.id === id);
  const source = (detail ?? listed ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(patch).map((k) => [k, source[k] ?? null])) as LeadPatch;
}

/** One work action on one lead: what it sends, what it shows at once, and its success message key. */
interface WorkAction {
  leadId: string;
  patch: LeadPatch;
  send: () => Promise<unknown>;
  success: 'statusChanged' | 'funnelChanged' | 'leadsAssigned';
}

/**
 * A work write on one lead (`kind` names the `LEAD_WORK_KEY` mutation the worked-rows rule reads): shows
 * `patch` at once, reverts those fields and toasts the server's message on failure, toasts `success` and
 * refreshes the leads after success (the toast offers Undo when the server answered an undo reference).
 */
function useWorkMutation<V>(kind: 'status' | 'bulk', toAction: (variables: V) => WorkAction) {
  const client = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const { t } = useTranslation('common');
  return useMutation({
    mutationKey: [...LEAD_WORK_KEY, kind],
    mutationFn: (variables: V) => toAction(variables).send(),
    onMutate: async (variables) => {
      const { leadId, patch } = toAction(variables);
      await client.cancelQueries({ queryKey: ['leads'] });
      const before = currentValues(client, leadId, patch);
      patchCachedLead(client, leadId, patch);
      return { before };
    },
    onError: (error, variables, context) => {
      if (context) patchCachedLead(client, toAction(variables).leadId, context.before);
      toast.error(errorText(error));
    },
    // With an Undo button: the single-lead status, funnel and assign are undoable actions (issue 19).
    onSuccess: (result, variables) =>
      undoToast(t(`messages.${toAction(variables).success}`), (result as BulkResult | undefined)?.undo),
    onSettled: () => client.invalidateQueries({ queryKey: ['leads'] }),
  });
}

/** `POST /api/leads/changeStatus` for one lead. */
export function useWorkStatus() {
  return useWorkMutation('status', (v: { leadId: string; status: LeadStatus }) => ({
    leadId: v.leadId,
    patch: { status: v.status },
    send: () => callApi(leadRoutes.changeStatus, { body: v }),
    success: 'statusChanged',
  }));
}

/** `POST /api/leads/bulkFunnel` for one lead (there is no single-lead funnel route; the bulk one takes one id). */
export function useWorkFunnel() {
  return useWorkMutation('bulk', (v: { ids: [string]; action: Extract<BulkAction, { kind: 'funnel' }> }) => ({
    leadId: v.ids[0],
    patch: { funnel: v.action.funnel },
    send: () => callApi(leadRoutes.bulkFunnel, { body: { leads: v.ids, funnel: v.action.funnel } }),
    success: 'funnelChanged',
  }));
}

/** `POST /api/leads/assign` of one lead to a user the actor may assign to (`users.getUsersForAssign`). */
export function useWorkAssign() {
  return useWorkMutation(
    'bulk',
    (v: {
      ids: [string];
      action: Extract<BulkAction, { kind: 'assignUser' }>;
      user: { id: string; name: string };
    }) => ({
      leadId: v.ids[0],
      patch: {
        assignedTo: v.user.id,
        assignedToName: v.user.name,
        assignedToUsername: v.action.username,
        poolId: null,
        poolName: null,
      },
      send: () => callApi(leadRoutes.assign, { body: { leadsIds: v.ids, username: v.action.username } }),
      success: 'leadsAssigned',
    }),
  );
}

/** The funnel variables `useWorkFunnel` takes for one lead. */
export const funnelWork = (leadId: string, funnel: LeadFunnel) => ({
  ids: [leadId] as [string],
  action: { kind: 'funnel' as const, funnel },
});

/**
 * `POST /api/leads/addComment`: the answered comment is shown at once at the top of the lead's comments
 * (newest first), then the leads refresh (last comment date, contacted).
 */
export function useAddCommentNow() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...LEAD_WORK_KEY, 'comment'],
    mutationFn: (body: { leadId: string; text: string }) => callApi(leadRoutes.addComment, { body }),
    onSuccess: (comment: LeadComment, { leadId }) => {
      client.setQueryData<LeadDetail>(queryKeyOf(leadRoutes.detail, { params: { id: leadId } }), (old) =>
        old && !old.comments.some((c) => c._id === comment._id)
          ? { ...old, comments: [comment, ...old.comments] }
          : old,
      );
      void client.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
