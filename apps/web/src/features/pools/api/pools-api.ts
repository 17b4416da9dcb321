import {
  PAGE_SIZE,
  poolRoutes,
  userRoutes,
  type ClientRequestOf,
  type Pool,
  type PoolCreate,
  type PoolUpdate,
} from '@leadhouse/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions, searchPageQuery } from '../../../lib/list-query';

type PoolsQuery = NonNullable<ClientRequestOf<typeof poolRoutes.list>['query']>;

/** Parameters of the pools list. */
export interface PoolListParams {
  page: number;
  limit: number;
  keywords: string;
  sortBy: { field: string; direction: 1 | -1 } | null;
}

export const DEFAULT_POOL_LIST_PARAMS: PoolListParams = {
  page: 1,
  limit: PAGE_SIZE.pools,
  keywords: '',
  sortBy: null,
};

/** The list parameters as the contract's query (`sortBy` as JSON `{"field": 1|-1}`). */
function toPoolsQuery(params: PoolListParams): PoolsQuery {
  return {
    ...searchPageQuery(params),
  };
}

/** `GET /api/pools` as a query. */
export function poolsQueryOptions(params: PoolListParams) {
  const query = toPoolsQuery(params);
  return listQueryOptions(poolRoutes.list, query);
}

/** The pools page list. */
export function usePools(params: PoolListParams) {
  return useQuery(poolsQueryOptions(params));
}

/** `GET /api/users/getUsersForAssign`: who can be a pool member. */
export function useAssignableUsers() {
  return useQuery({
    queryKey: queryKeyOf(userRoutes.getUsersForAssign),
    queryFn: ({ signal }) => callApi(userRoutes.getUsersForAssign, {}, { signal }).then((r) => r.rows),
  });
}

/** After a pool write: every pools query and the pools picker of the leads page. */
function useInvalidatePools() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeyOf(poolRoutes.list).slice(0, 1) }),
      client.invalidateQueries({ queryKey: queryKeyOf(userRoutes.getPoolsForAssign).slice(0, 2) }),
    ]);
}

/** `POST /api/pools`. */
export function useCreatePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: (body: PoolCreate): Promise<Pool> => callApi(poolRoutes.create, { body }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/pools/:id`. */
export function useUpdatePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PoolUpdate }): Promise<Pool> =>
      callApi(poolRoutes.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/pools/:id`. */
export function useDeletePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await callApi(poolRoutes.remove, { params: { id } });
    },
    onSuccess: invalidate,
  });
}
