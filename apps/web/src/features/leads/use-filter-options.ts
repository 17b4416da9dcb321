import { LEAD_FILTERS, PLATFORMS } from '@leadhouse/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { useAffiliateOptions } from '../users';
import { useAssignablePools, useAssignableUsers } from './api/leads-api';
import type { FilterOption } from './components/filter-fields';
import { countryName, funnelTextKey } from './lead-display';
import type { FilterKey } from './lead-list-state';

/**
 * The choices of every filter with translated labels (fixed value sets from the filter registry
 * `LEAD_FILTERS`): statuses, funnels (and 'No Funnel'), countries,
 * platforms, pools and employees from the assign pickers, affiliates (when the user may list users),
 * deposit options, and the quick filters delivered at login.
 */
export function useFilterOptions(): Record<FilterKey, FilterOption[]> {
  const { t, i18n } = useTranslation('leads');
  const { staticData, isAllowed } = useAuth();
  const pools = useAssignablePools();
  const users = useAssignableUsers();
  const affiliates = useAffiliateOptions(isAllowed('users'));
  const language = i18n.language;

  return useMemo(() => {
    const statuses = staticData?.leadStatuses?.length ? staticData.leadStatuses : LEAD_FILTERS.STATUS.values;
    const quick = staticData?.quickLeadFilters ?? [];
    return {
      STATUS: statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
      FUNNEL: LEAD_FILTERS.FUNNEL.values.map((f) => ({
        value: f,
        label: t(funnelTextKey(f)),
      })),
      FROM: [],
      TO: [],
      CAMPAIGNS: [],
      AD_GROUP: [],
      COUNTRIES: LEAD_FILTERS.COUNTRIES.values.map((c) => ({ value: c, label: countryName(c, language) })),
      SOURCE: PLATFORMS.map((p) => ({ value: p, label: p.charAt(0).toUpperCase() + p.slice(1) })),
      POOL: (pools.data ?? []).map((p) => ({ value: p.id, label: p.name })),
      EMPLOYEE: (users.data ?? []).map((u) => ({ value: u.id, label: u.name })),
      AFFILIATE: (affiliates.data ?? []).map((a) => ({ value: a.id, label: a.name })),
      LAST_COMMENT_FROM: [],
      LAST_COMMENT_TO: [],
      PHONE_NUMBER: [],
      NUMBER_OF_DEPOSITS: LEAD_FILTERS.NUMBER_OF_DEPOSITS.values.map((v) => ({ value: v, label: v })),
      AMOUNT_OF_DEPOSITS: LEAD_FILTERS.AMOUNT_OF_DEPOSITS.values.map((v) => ({ value: v, label: v })),
      INTEGRATION: LEAD_FILTERS.INTEGRATION.values.map((v) => ({
        value: v,
        label: t(`integration.${v}` as 'integration.sent'),
      })),
      DELIVERED: LEAD_FILTERS.DELIVERED.values.map((v) => ({
        value: v,
        label: t(`delivered.${v}` as 'delivered.yes'),
      })),
      DISTRIBUTION: LEAD_FILTERS.DISTRIBUTION.values.map((v) => ({
        value: v,
        label: t(`distributionStates.${v}`),
      })),
      QUICK_FILTER: quick.map((q) => ({
        value: q.id,
        label: t(`quickFilters.${q.id}` as 'quickFilters.NEW_TODAY', { defaultValue: q.label }),
      })),
    };
  }, [t, language, staticData, pools.data, users.data, affiliates.data]);
}
