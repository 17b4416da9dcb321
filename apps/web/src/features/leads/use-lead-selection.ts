import type { Lead } from '@leadhouse/domain';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n';
import { useToast } from '../feedback';
import { useUndoToast } from '../lead-undo';
import { useBulkAction, type BulkAction } from './api/leads-api';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Ids selected on the current page, whether the grid says "these" (include) or "all but these" (exclude). */
function selectedIds(model: GridRowSelectionModel, rows: Lead[]): string[] {
  return model.type === 'include'
    ? rows.filter((r) => model.ids.has(r.id)).map((r) => r.id)
    : rows.filter((r) => !model.ids.has(r.id)).map((r) => r.id);
}

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
  const [selection, setSelection] = useState({ key: queryKey, model: NO_SELECTION });
  // Drop the selection for good when the view changes: back on the first page it stays cleared (spec §4).
  if (selection.key !== queryKey) setSelection({ key: queryKey, model: NO_SELECTION });
  const selectionModel = selection.key === queryKey ? selection.model : NO_SELECTION;
  const selected = useMemo(() => selectedIds(selectionModel, rows), [selectionModel, rows]);
  const clearSelection = () => setSelection({ key: queryKey, model: NO_SELECTION });
  // The rows the user sees when they select: "all on this page" (the grid's `exclude` model) is kept as
  // those rows' ids, so rows a refresh brings later (a live update, the next leads after a bulk action)
  // are never selected without a click (a whole-page Distribute left the next 40 leads ticked).
  const shown = useRef(rows);
  useEffect(() => {
    shown.current = rows;
  }, [rows]);
  // Stable for a query: the grid renders every row again when its selection handler changes.
  const select = useCallback(
    (model: GridRowSelectionModel) =>
      setSelection({
        key: queryKey,
        model:
          model.type === 'include'
            ? model
            : { type: 'include', ids: new Set(selectedIds(model, shown.current)) },
      }),
    [queryKey],
  );

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

  return { selectionModel, selected, select, clearSelection, runBulk, busy: bulk.isPending };
}
