import { accountRoutes, type ClientRequestOf, type QuickTimeFilter } from '@leadhouse/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';

/*
 * Accounts, their ledger, plans and statistics (issue 12; contracts in packages/domain/src/routes/accounts.ts).
 * Every write refreshes the `accounts` queries. Money calls carry an idempotency key made once per dialog,
 * so a resubmitted form is recorded once.
 */

type Body<K extends keyof typeof accountRoutes> = NonNullable<
  ClientRequestOf<(typeof accountRoutes)[K]>['body']
>;

/** `GET /api/accounts` (spec §9: limit 100). */
export function useAccounts(page: number, keywords: string) {
  const query = { page, limit: 100, ...(keywords.trim() && { keywords: keywords.trim() }) };
  return useQuery(listQueryOptions(accountRoutes.list, query));
}

/** `GET /api/accounts/:id`: account, ledger, history, campaigns, ledger check. */
export function useAccount(id: string) {
  return useQuery({
    queryKey: queryKeyOf(accountRoutes.detail, { params: { id } }),
    queryFn: ({ signal }) => callApi(accountRoutes.detail, { params: { id } }, { signal }),
  });
}

/** `GET /api/accounts/types`. */
export function usePlanTypes() {
  return useQuery({
    queryKey: queryKeyOf(accountRoutes.types),
    queryFn: ({ signal }) => callApi(accountRoutes.types, {}, { signal }).then((r) => r.rows),
  });
}

/** `POST /api/accounts/accountsAnalytics` for some accounts and a period. */
export function useAccountStats(ids: string[], quickTimeFilter: QuickTimeFilter, from?: string, to?: string) {
  const body = { ids, quickTimeFilter, ...(quickTimeFilter === 'custom' && { from, to }) };
  const ready = ids.length > 0 && (quickTimeFilter !== 'custom' || Boolean(from && to && from <= to));
  return useQuery({
    queryKey: [...queryKeyOf(accountRoutes.analytics), body],
    queryFn: ({ signal }) => callApi(accountRoutes.analytics, { body }, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

function useAccountsMutation<K extends keyof typeof accountRoutes>(name: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<K>) =>
      callApi(accountRoutes[name], { body } as ClientRequestOf<(typeof accountRoutes)[K]>),
    onSuccess: () => client.invalidateQueries({ queryKey: ['accounts'] }),
  });
}

export const useCreateAccount = () => useAccountsMutation('create');
export const useUpdateAccount = () => useAccountsMutation('update');
export const useAddFunds = () => useAccountsMutation('funds');
export const useAddItem = () => useAccountsMutation('addItem');
export const useReverse = () => useAccountsMutation('reverse');
export const useActivate = () => useAccountsMutation('activate');
export const useSavePlanType = () => useAccountsMutation('activateType');
export const useSubscribeToType = () => useAccountsMutation('subscribeToType');
export const useRenew = () => useAccountsMutation('subscribe');
