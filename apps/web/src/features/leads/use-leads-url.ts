import type { Lead } from '@leadhouse/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  browserTimeZone,
  ignoredUrlParts,
  parseListState,
  serializeListState,
  urlTimeZone,
  type LeadListState,
} from './lead-list-state';

/**
 * The leads page's view as it lives in the URL (spec §2): the list state (page, limit, sort, filters,
 * search), the URL parts that were ignored, the time zone its days are counted in, and the open lead;
 * with the setters that write them back (`update` also returns to page 1).
 * The grid's models of that state are built by `ServerGrid` (stable while the values stay, issue 19
 * item 1 and issue 20 §2).
 */
export function useLeadsUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const ignored = useMemo(() => ignoredUrlParts(params), [params]);
  // A drill-down link may name the zone its days are counted in (dashboard: the reporting `TZ`).
  const linkedZone = urlTimeZone(params);
  const timeZone = useMemo(() => linkedZone ?? browserTimeZone(), [linkedZone]);
  const openLeadId = params.get('lead');

  const navigate = useCallback(
    (next: LeadListState) => setParams((current) => serializeListState(next, current)),
    [setParams],
  );
  const update = (patch: Partial<LeadListState>) => navigate({ ...state, page: 1, ...patch });
  const openLead = useCallback(
    (lead: Pick<Lead, 'id'>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('lead', lead.id);
        return next;
      }),
    [setParams],
  );
  const closeLead = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('lead');
      return next;
    });

  return {
    state,
    ignored,
    timeZone,
    openLeadId,
    navigate,
    update,
    openLead,
    closeLead,
  };
}
