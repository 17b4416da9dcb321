import type { ClientRequestOf, RouteContract } from '@leadhouse/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, queryKeyOf } from './api-client';

/** The query of a route as a client sends it (`ClientRequestOf<C>['query']`). */
export type QueryOf<C extends RouteContract> = ClientRequestOf<C>['query'];

/**
 * The query options of a list the user pages, sorts or filters (`GET` with a query, no path parameters):
 * keyed by the route and its query (`queryKeyOf`), fetched with the query's abort signal, and the previous
 * answer kept on screen while the next one loads (`keepPreviousData`), so a grid does not flash empty
 * between pages. Errors are `callApi`'s (ApiError on non-2xx, ZodError on an answer off the contract).
 */
export function listQueryOptions<C extends RouteContract>(contract: C, query: QueryOf<C>) {
  return queryOptions({
    queryKey: queryKeyOf(contract, { query }),
    queryFn: ({ signal }) => callApi(contract, { query } as ClientRequestOf<C>, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A grid sort as a list route takes it: JSON `{"field": 1 | -1}` (spec §4), undefined for the default. */
export function sortByParam(
  sort: { field: string; direction: 1 | -1 } | null | undefined,
): string | undefined {
  return sort ? JSON.stringify({ [sort.field]: sort.direction }) : undefined;
}

/** A searchable list's page, size, keywords (trimmed; left out when empty) and sort, as its route's query. */
export function searchPageQuery(params: {
  page: number;
  limit: number;
  keywords: string;
  sortBy: { field: string; direction: 1 | -1 } | null;
}) {
  const keywords = params.keywords.trim();
  const sortBy = sortByParam(params.sortBy);
  return { page: params.page, limit: params.limit, ...(keywords && { keywords }), ...(sortBy && { sortBy }) };
}
