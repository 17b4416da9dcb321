import {
  COUNTRIES,
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  FUNNEL_FILTER_VALUES,
  LEAD_STATUSES,
  PLATFORMS,
} from '@leadhouse/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { useAffiliates, useAssignablePools, useAssignableUsers } from './api/leads-api';
import type { FilterOption } from './components/filter-fields';
import { countryName, funnelKey } from './lead-display';
import type { FilterKey } from './lead-list-state';

/**
 * The choices of every filter with translated labels: statuses, funnels (and 'No Funnel'), countries,
 * platforms, pools and employees from the assign pickers, affiliates (when the user may list users),
 * deposit options, and the quick filters delivered at login.
 */
export function useFilterOptions(): Record<FilterKey, FilterOption[]> {
  const { t, i18n } = useTranslation('leads');
  const { staticData, isAllowed } = useAuth();
  const pools = useAssignablePools();
  const users = useAssignableUsers();
  const affiliates = useAffiliates(isAllowed('users'));
  const language = i18n.language;

  return useMemo(() => {
    const statuses = staticData?.leadStatuses?.length ? staticData.leadStatuses : LEAD_STATUSES;
    const quick = staticData?.quickLeadFilters ?? [];
    return {
      STATUS: statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
      FUNNEL: FUNNEL_FILTER_VALUES.map((f) => ({
        value: f,
        label: t(`funnels.${funnelKey(f)}` as 'funnels.NoFunnel'),
      })),
      FROM: [],
      TO: [],
      CAMPAIGNS: [],
      COUNTRIES: COUNTRIES.map((c) => ({ value: c.code, label: countryName(c.code, language) })),
      SOURCE: PLATFORMS.map((p) => ({ value: p, label: p.charAt(0).toUpperCase() + p.slice(1) })),
      POOL: (pools.data ?? []).map((p) => ({ value: p.id, label: p.name })),
      EMPLOYEE: (users.data ?? []).map((u) => ({ value: u.id, label: u.name })),
      AFFILIATE: (affiliates.data ?? []).map((a) => ({ value: a.id, label: a.name })),
      LAST_COMMENT_FROM: [],
      LAST_COMMENT_TO: [],
      PHONE_NUMBER: [],
      NUMBER_OF_DEPOSITS: DEPOSIT_COUNT_OPTIONS.map((v) => ({ value: v, label: v })),
      AMOUNT_OF_DEPOSITS: DEPOSIT_AMOUNT_OPTIONS.map((v) => ({ value: v, label: v })),
      QUICK_FILTER: quick.map((q) => ({
        value: q.id,
        label: t(`quickFilters.${q.id}` as 'quickFilters.NEW_TODAY', { defaultValue: q.label }),
      })),
    };
  }, [t, language, staticData, pools.data, users.data, affiliates.data]);
}
