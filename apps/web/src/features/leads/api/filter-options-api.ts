import { leadRoutes, type FilterOptionField } from '@leadhouse/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';

/*
 * `GET /api/leads/filter-options` (issue 19 "Pickers, not free text"): the choices of a picker filter the
 * caller may see, searched on the server (case-insensitive, names starting with the text first).
 */

/** The choices matching `text` (all when empty), fetched while the picker is open (`enabled`). */
export function useFilterOptionSearch(field: FilterOptionField, text: string, enabled: boolean) {
  const query = { field, ...(text && { q: text }) };
  return useQuery({
    queryKey: queryKeyOf(leadRoutes.filterOptions, { query }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi(leadRoutes.filterOptions, { query }, { signal }),
  });
}

/** The names of chosen values the picker has no label for (a bookmarked filter); none asked when empty. */
export function useFilterOptionLabels(field: FilterOptionField, values: readonly string[]) {
  const query = { field, values: [...values].sort().join(',') };
  return useQuery({
    queryKey: queryKeyOf(leadRoutes.filterOptions, { query }),
    enabled: values.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(leadRoutes.filterOptions, { query }, { signal }),
    select: (r) => r.rows,
  });
}
