import type { Lead } from '@leadhouse/domain';
import { useMutationState } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LEAD_WORK_KEY, leadWorkOf, type LeadWork } from './api/leads-api';

/**
 * The rows the grid shows when `next` arrives while `shown` is on screen (issue 19 item 5): every row keeps
 * its place; a worked row the server no longer lists (its new status left the filter) stays, with what
 * the user changed applied; rows the server lists for the first time go after them.
 */
export function keepInPlace(
  shown: readonly Lead[],
  next: readonly Lead[],
  worked: ReadonlyMap<string, Partial<Lead>>,
): Lead[] {
  const byId = new Map(next.map((row) => [row.id, row]));
  const out: Lead[] = [];
  for (const row of shown) {
    const fresh = byId.get(row.id);
    if (fresh) out.push(fresh);
    else if (worked.has(row.id)) out.push({ ...row, ...worked.get(row.id) });
  }
  const placed = new Set(out.map((row) => row.id));
  for (const row of next) if (!placed.has(row.id)) out.push(row);
  return out;
}

/** What a successful lead write changed, by lead id (status and funnel are known from the request). */
function changesOf(work: LeadWork): Array<[string, Partial<Lead>]> {
  if (work.kind === 'status') return work.ids.map((id) => [id, { status: work.status }]);
  if (work.kind === 'funnel') return work.ids.map((id) => [id, { funnel: work.funnel }]);
  return work.ids.map((id) => [id, {}]);
}

/**
 * Rows of one view (`viewKey`: page, sort, filters and the refresh count) kept in place while the user
 * works them: a lead whose status, funnel, owner or comments the user is changing or changed stays where it
 * was, marked as changed, until the user refreshes or pages (a new `viewKey`); a write that fails lets go.
 * @returns the rows to show and the ids the user worked in this view.
 */
export function useWorkedRows(viewKey: string, rows: Lead[]): { rows: Lead[]; changed: ReadonlySet<string> } {
  // Mutation ids only grow: a view counts the lead writes started after the last one it saw at its start.
  // A write counts from its start (its change is already shown, `onMutate`) until it fails: its own refetch
  // of the list (`onSettled`) ends before the mutation is marked a success, and rows arriving in between
  // must already keep the worked row (seen under load: the row left the filtered list and vanished).
  const works = useMutationState({
    filters: { mutationKey: LEAD_WORK_KEY },
    select: (m) => ({
      id: m.mutationId,
      done: m.state.status === 'success' || m.state.status === 'pending',
      work: leadWorkOf(m.options.mutationKey, m.state.variables),
    }),
  });
  const lastId = works.reduce((max, w) => Math.max(max, w.id), 0);
  const [view, setView] = useState({ key: viewKey, since: lastId, source: rows, shown: rows });
  const worked = useMemo(() => {
    const out = new Map<string, Partial<Lead>>();
    for (const { id, done, work } of works) {
      if (!done || !work || id <= view.since) continue;
      for (const [leadId, patch] of changesOf(work)) out.set(leadId, { ...out.get(leadId), ...patch });
    }
    return out;
  }, [works, view.since]);

  let current = view;
  if (view.key !== viewKey) {
    current = { key: viewKey, since: lastId, source: rows, shown: rows };
    setView(current);
  } else if (view.source !== rows) {
    // Until the user works a row of this view, rows come as the server orders them: a new sort or page
    // size first shows the previous rows (placeholder), whose order must not stay (spec §4 sorting).
    const shown = worked.size > 0 ? keepInPlace(view.shown, rows, worked) : rows;
    current = { ...view, source: rows, shown };
    setView(current);
  }
  const changed = useMemo(() => new Set(worked.keys()), [worked]);
  return { rows: current.shown, changed };
}
