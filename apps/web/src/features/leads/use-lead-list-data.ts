import type { LeadColumn } from '@leadhouse/domain';
import { useState } from 'react';
import { useLeadCount, useLeads } from './api/leads-api';
import type { LeadCountState } from './components/lead-count';
import { toApiQuery, type LeadListState } from './lead-list-state';

/**
 * The rows and the count of the leads grid, independent of each other (issue 13):
 * - rows come from `GET /api/leads`, with the keyset cursor of the page when the user reached it by
 *   "next" (kept in memory beside the page number; the URL keeps only the page, so a bookmark jumps by
 *   offset, bounded by `MAX_LEAD_JUMP_OFFSET`);
 * - the count is the list's inline count when the server had it cheaply, else `GET /api/leads/count`
 *   (an exact figure, or an estimate until the user asks for the exact one).
 * `rowCount` is the exact count, or -1 (unknown) with `hasNextPage` from the list's `hasMore`, so paging
 * never waits for the count; the spec rule (next blocked when limit × page ≥ count) holds whenever the
 * count is exact.
 */
export function useLeadListData(state: LeadListState, timeZone: string, columns: readonly LeadColumn[]) {
  const { page: _page, ...rest } = toApiQuery(state, timeZone);
  const base = JSON.stringify(rest);
  const [cursors, setCursors] = useState<{ base: string; byPage: Record<number, string> }>({
    base,
    byPage: {},
  });
  const cursor = cursors.base === base ? cursors.byPage[state.page] : undefined;
  const list = useLeads(state, timeZone, { cursor, columns });
  const current = list.isPlaceholderData ? undefined : list.data;

  const { limit: _limit, sortBy: _sort, ...filters } = rest;
  const filterKey = JSON.stringify(filters);
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exact = exactFor === filterKey;
  const inline = current?.count ?? null;
  const counted = useLeadCount(state, timeZone, current !== undefined && inline === null, exact);
  const count: LeadCountState =
    inline !== null
      ? { count: inline, exact: true, pending: false }
      : current && counted.data
        ? { count: counted.data.count, exact: counted.data.exact, pending: exact && counted.isFetching }
        : { count: null, exact: false, pending: counted.isFetching };

  /** Before moving to `next`: remember the cursor that opens it when it is the page after this one. */
  const rememberCursor = (next: number) => {
    if (next !== state.page + 1 || !current?.nextCursor) return;
    const nextCursor = current.nextCursor;
    setCursors((prev) => ({
      base,
      byPage: { ...(prev.base === base ? prev.byPage : {}), [next]: nextCursor },
    }));
  };

  return {
    list,
    count,
    /** The grid's row count: exact, or -1 while unknown (an estimate goes to `estimatedRowCount`). */
    rowCount: count.count !== null && count.exact ? count.count : -1,
    estimatedRowCount: count.count !== null && !count.exact ? count.count : undefined,
    hasNextPage: list.data?.hasMore ?? false,
    askExact: () => setExactFor(filterKey),
    /** Reads the separate count again (the view was reloaded after new leads, issue 21 §4). */
    refreshCount: () => (current && inline === null ? counted.refetch() : Promise.resolve()),
    rememberCursor,
  };
}
