import type { Lead } from '@leadhouse/domain';
import { useRowSelection } from '../../components/server-grid';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n';
import { useToast } from '../feedback';
import { useUndoToast } from '../lead-undo';
import { useBulkAction, type BulkAction } from './api/leads-api';

const leadIdOf = (r: Lead) => r.id;

/**
 * The grid's row selection and the bulk actions on it. The selection belongs to one page of one query
 * (`queryKey`): a new page, sort or filter clears it (spec §4). `runBulk` applies an action to the selected
 * ids, toasts the outcome (with Undo) and clears the selection when it succeeded.
 */
export function useLeadSelection(queryKey: string, rows: Lead[]) {
  const { t } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const undoToast = useUndoToast();
  const bulk = useBulkAction();
  // "All on this page" is kept as the rows shown then: rows a refresh brings later (a live update, the next
  // leads after a bulk action) are never selected without a click (a whole-page Distribute left the next
  // 40 leads ticked).
  const selection = useRowSelection(queryKey, rows, leadIdOf);
  const { selected, clear: clearSelection } = selection;

  const runBulk = async (action: BulkAction): Promise<boolean> => {
    if (selected.length === 0) return false;
    try {
      const result = await bulk.mutateAsync({ ids: selected, action });
      const message =
        action.kind === 'status'
          ? t('common:messages.statusChanged')
          : action.kind === 'funnel'
            ? t('common:messages.funnelChanged')
            : action.kind === 'delete'
              ? t('common:messages.leadsDeleted')
              : action.kind === 'quickAction'
                ? t('bulk.quickActionDone', { count: result.count })
                : t('common:messages.leadsAssigned');
      // With an Undo button when the action can be undone (issue 19).
      undoToast(message, result.undo);
      clearSelection();
      return true;
    } catch (e) {
      toast.error(errorText(e));
      return false;
    }
  };

  return {
    selectionModel: selection.model,
    selected,
    select: selection.select,
    clearSelection,
    runBulk,
    busy: bulk.isPending,
  };
}
