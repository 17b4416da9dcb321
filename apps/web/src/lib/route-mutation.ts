import type { ClientRequestOf, RouteContract } from '@leadhouse/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * A function that invalidates the queries under each of `refreshes` (query-key prefixes: a module,
 * `['integrations']`, or one route's key) and resolves once the active ones have refetched.
 */
export function useRefreshQueries(refreshes: readonly QueryKey[]): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all(refreshes.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

/**
 * A write through one route contract: `mutate(variables)` sends `request(variables)` with `callApi`, and once
 * it succeeds the queries under `refreshes` are refreshed (`useRefreshQueries`); the mutation settles after
 * they refetch, so a dialog that closes on success shows fresh rows. Errors are `callApi`'s (ApiError on
 * non-2xx, ZodError on an answer off the contract); nothing is refreshed after one.
 */
export function useRouteMutation<C extends RouteContract, V = void>(
  contract: C,
  request: (variables: V) => ClientRequestOf<C>,
  refreshes: readonly QueryKey[] = [],
) {
  const refresh = useRefreshQueries(refreshes);
  return useMutation({
    mutationFn: (variables: V) => callApi(contract, request(variables)),
    onSuccess: refresh,
  });
}
