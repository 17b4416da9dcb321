import { domainEn } from './i18n/en.js';
import {
  QUICK_ACTION_ID_LIST,
  QUICK_FILTER_ID_LIST,
  type QuickAction,
  type QuickActionId,
  type QuickFilter,
  type QuickFilterId,
} from './leads.js';

/*
 * The default quick filters and quick actions as the login's static data delivers them (spec §2), with
 * their English labels from the reference catalogue (i18n/en.ts). Kept apart from leads.ts, which the
 * catalogue's types read: leads.ts imports no catalogue, so the domain has no import circle.
 */

/** The default quick filters, labelled in English (the reference catalogue, i18n/en.ts `quickFilters`). */
export const DEFAULT_QUICK_FILTERS: (QuickFilter & { id: QuickFilterId })[] = QUICK_FILTER_ID_LIST.map(
  (id) => ({ id, label: domainEn.quickFilters[id] }),
);

/** What each default quick action does to the selected leads: set status and/or funnel, or unassign. */
const QUICK_ACTION_EFFECTS: Record<QuickActionId, Omit<QuickAction, 'id' | 'label'>> = {
  MARK_FOLLOW_UP: { status: 'FOLLOW_UP', funnel: 'Follow up' },
  MARK_NOT_INTERESTED: { status: 'NOT_INTERESTED', funnel: 'Not Interested' },
  MARK_WRONG_INFO: { funnel: 'Wrong Info' },
  MARK_TRASH: { funnel: 'Trash' },
  UNASSIGN: { unassign: true },
};
/** The default quick actions, labelled in English (the reference catalogue, i18n/en.ts `quickActions`). */
export const DEFAULT_QUICK_ACTIONS: (QuickAction & { id: QuickActionId })[] = QUICK_ACTION_ID_LIST.map(
  (id) => ({
    id,
    label: domainEn.quickActions[id],
    ...QUICK_ACTION_EFFECTS[id],
  }),
);
