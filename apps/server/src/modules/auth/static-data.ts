import {
  COUNTRIES,
  DEFAULT_QUICK_ACTIONS,
  DEFAULT_QUICK_FILTERS,
  LEAD_FUNNELS,
  LEAD_STATUSES,
  ROLES,
  type StaticData,
} from '@leadhouse/domain';

/** `staticData` delivered at login (spec §3); the lead settings module may later make these editable. */
export function staticData(): StaticData {
  return {
    quickLeadFilters: DEFAULT_QUICK_FILTERS,
    quickActions: DEFAULT_QUICK_ACTIONS,
    userRoles: [...ROLES],
    leadStatuses: [...LEAD_STATUSES],
    leadFunnels: [...LEAD_FUNNELS],
    countries: COUNTRIES.map((c) => ({ ...c })),
  };
}
