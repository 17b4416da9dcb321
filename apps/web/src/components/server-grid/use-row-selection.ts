import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useRef, useState } from 'react';

/** No row selected. */
export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The ids a selection model names among `rows` (the grid's "these": include, or "all but these": exclude,
 * which its header checkbox gives), in the rows' order.
 */
export function selectedIdsOf<R>(
  model: GridRowSelectionModel,
  rows: readonly R[],
  idOf: (row: R) => GridRowId,
): string[] {
  const include = model.type === 'include';
  return rows.filter((r) => model.ids.has(idOf(r)) === include).map((r) => String(idOf(r)));
}

/**
 * A server-paged grid's checkbox selection, for one page of one query (`pageKey`: another page, sort or
 * filter clears it, for good). An "all but these" model is kept as the ids of the rows shown when it was
 * clicked, so rows a refresh brings later are never selected unseen, and `selected` always names the rows
 * ticked (the held queue released only the row a user had unticked after "select all").
 * @returns `model` and `select` for the grid's `rowSelectionModel` / `onRowSelectionModelChange` (`select` is
 * stable for a page), `selected` (ids, the rows' order) and `clear`.
 */
export function useRowSelection<R>(pageKey: string, rows: readonly R[], idOf: (row: R) => GridRowId) {
  const [picked, setPicked] = useState({ pageKey, model: NO_SELECTION });
  // Dropped for good when the view changes: back on the first page it stays cleared (spec §4).
  if (picked.pageKey !== pageKey) setPicked({ pageKey, model: NO_SELECTION });
  const model = picked.pageKey === pageKey ? picked.model : NO_SELECTION;
  const shown = useRef({ rows, idOf });
  useEffect(() => {
    shown.current = { rows, idOf };
  }, [rows, idOf]);
  const select = useCallback(
    (next: GridRowSelectionModel) => {
      const { rows: seen, idOf: id } = shown.current;
      const ids = next.type === 'include' ? next.ids : new Set<GridRowId>(selectedIdsOf(next, seen, id));
      setPicked({ pageKey, model: { type: 'include', ids } });
    },
    [pageKey],
  );
  const clear = useCallback(() => setPicked({ pageKey, model: NO_SELECTION }), [pageKey]);
  return { model, select, selected: selectedIdsOf(model, rows, idOf), clear };
}
