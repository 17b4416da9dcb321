import { leadRoutes, MAX_PAGE_SIZE, type LeadListResponse } from '@leadhouse/domain';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api-client';
import { useNewLeadsToday } from './api/leads-api';
import { useLiveEvent, useLiveStatus } from '../notifications';
import { toApiQuery, type LeadListState } from './lead-list-state';

/** Most new leads one check reads; beyond it the banner says "more than". */
export const NEW_LEADS_PROBE_LIMIT = Math.min(100, MAX_PAGE_SIZE);

/** What the live check knows of the view: the newest lead when it was shown, and what arrived since. */
interface Probe {
  view: string;
  /** `createdAt` (ms) of the newest lead of the view when it was (re)loaded; null: the view was empty. */
  baseline: number | null;
  newest: number | null;
  fresh: number;
  more: boolean;
  newLeadsCount: number | null | undefined;
  /** When the last answer came (ms), to tell it from a newer reading of the badge. */
  checkedAt: number;
}

function newestOf(rows: LeadListResponse['rows']): number | null {
  const first = rows[0]?.createdAt;
  return first ? Date.parse(first) : null;
}

/**
 * New leads of the current view while the user looks at it (issue 21 §3, §4). On `leads.created` (and on
 * every stream (re)connection, which may have missed some) it reads the view's newest leads: same filters
 * and search, newest first, only `createdAt` (`GET /api/leads`, at most `NEW_LEADS_PROBE_LIMIT`), and
 * counts those created after the newest one when the view was loaded. The grid's rows are never touched:
 * the page shows "N new leads: show" and reloads only when asked (`acknowledge`). The same answer carries
 * the spec's `newLeadsCount` (asked with `newLeads=true`), so the header's count follows without reloading
 * the page; between checks it is the badge's own request (`useNewLeadsToday`), whichever is newer. Checks
 * never overlap: events during a check make one more check after it.
 */
export function useLiveNewLeads(state: LeadListState, timeZone: string) {
  const { page: _p, limit: _l, sortBy: _s, ...filters } = toApiQuery(state, timeZone);
  const view = JSON.stringify(filters);
  const status = useLiveStatus();
  const badge = useNewLeadsToday(timeZone);
  const [probe, setProbe] = useState<Probe | null>(null);
  const latest = useRef({ view, filters, probe });
  useEffect(() => {
    latest.current = { view, filters, probe };
  });
  // One check at a time; `again`: an event came during it, so one more check follows.
  const running = useRef({ busy: false, again: false });

  const check = async (): Promise<void> => {
    if (running.current.busy) {
      running.current.again = true;
      return;
    }
    running.current = { busy: true, again: false };
    try {
      const { view: asked, filters: query } = latest.current;
      const answer = await callApi(leadRoutes.list, {
        query: {
          ...query,
          page: 1,
          limit: NEW_LEADS_PROBE_LIMIT,
          sortBy: JSON.stringify({ createdAt: -1 }),
          columns: 'createdAt',
          newLeads: 'true',
        },
      });
      setProbe((prev) => nextProbe(prev, asked, answer));
    } catch {
      // A hint missed: the next event or reconnection checks again.
    } finally {
      const { again } = running.current;
      running.current = { busy: false, again: false };
      if (again) void check();
    }
  };

  useLiveEvent('leads.created', () => void check());
  useLiveEvent('ready', () => void check());
  // A new view (filters, search) gets its own baseline while the stream is up. So does a page mounted after
  // the stream's `ready` (the shell opens the stream; the list's route may load later).
  useEffect(() => {
    const known = latest.current.probe;
    if (status === 'open' && (!known || known.view !== view)) void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `check` reads the latest view through a ref
  }, [view, status]);

  const current = probe?.view === view ? probe : null;
  return {
    /** New leads matching the view since it was loaded; `more`: at least that many. */
    fresh: current?.fresh ?? 0,
    more: current?.more ?? false,
    /** The spec's count of NEW leads today: the live check's when newer than the badge's request. */
    newLeadsCount:
      probe && probe.checkedAt > badge.dataUpdatedAt && typeof probe.newLeadsCount === 'number'
        ? probe.newLeadsCount
        : badge.data?.count,
    /** The user reloads the view: what is shown now is the new baseline. */
    acknowledge: () =>
      setProbe((prev) => (prev ? { ...prev, baseline: prev.newest, fresh: 0, more: false } : prev)),
  };
}

/** The probe after an answer for `view`: the first answer of a view sets its baseline. */
function nextProbe(prev: Probe | null, view: string, answer: LeadListResponse): Probe {
  const newest = newestOf(answer.rows);
  if (!prev || prev.view !== view) {
    const checkedAt = Date.now();
    return {
      view,
      baseline: newest,
      newest,
      fresh: 0,
      more: false,
      newLeadsCount: answer.newLeadsCount,
      checkedAt,
    };
  }
  const baseline = prev.baseline;
  const fresh = answer.rows.filter((r) => {
    const at = r.createdAt ? Date.parse(r.createdAt) : NaN;
    return baseline === null || at > baseline;
  }).length;
  return {
    ...prev,
    newest,
    fresh,
    more: fresh === answer.rows.length && answer.hasMore,
    newLeadsCount: answer.newLeadsCount,
    checkedAt: Date.now(),
  };
}
