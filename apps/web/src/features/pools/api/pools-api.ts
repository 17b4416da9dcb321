import {
  PAGE_SIZE,
  PoolListResponseSchema,
  PoolSchema,
  UserOptionListResponseSchema,
  type Pool,
  type PoolCreate,
  type PoolUpdate,
} from '@leadhouse/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

/** `GET /api/pools` as a query. */
export function poolsQueryOptions(params: PoolListParams) {
  return queryOptions({
    queryKey: ['pools', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest('/pools', {
        signal,
        schema: PoolListResponseSchema,
        query: {
          page: params.page,
          limit: params.limit,
          keywords: params.keywords.trim(),
          sortBy: params.sortBy
            ? JSON.stringify({ [params.sortBy.field]: params.sortBy.direction })
            : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The pools page list. */
export function usePools(params: PoolListParams) {
  return useQuery(poolsQueryOptions(params));
}

/** `GET /api/users/getUsersForAssign`: who can be a pool member. */
export function useAssignableUsers() {
  return useQuery({
    queryKey: ['users', 'forAssign'],
    queryFn: ({ signal }) =>
      apiRequest('/users/getUsersForAssign', { signal, schema: UserOptionListResponseSchema }).then(
        (r) => r.rows,
      ),
  });
}

function useInvalidatePools() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['pools'] });
}

/** `POST /api/pools`. */
export function useCreatePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: (body: PoolCreate): Promise<Pool> =>
      apiRequest('/pools', { method: 'POST', body, schema: PoolSchema }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/pools/:id`. */
export function useUpdatePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PoolUpdate }): Promise<Pool> =>
      apiRequest(`/pools/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: PoolSchema }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/pools/:id`. */
export function useDeletePool() {
  const invalidate = useInvalidatePools();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest(`/pools/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: invalidate,
  });
}
