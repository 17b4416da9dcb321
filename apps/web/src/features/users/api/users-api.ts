import {
  PAGE_SIZE,
  UserListResponseSchema,
  UserOptionListResponseSchema,
  UserSchema,
  type Role,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@leadhouse/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Parameters of the users list (spec §7 `GET users`). */
export interface UserListParams {
  page: number;
  limit: number;
  keywords: string;
  sortBy: { field: string; direction: 1 | -1 } | null;
  role: Role | '';
  active: '' | 'true' | 'false';
}

export const DEFAULT_USER_LIST_PARAMS: UserListParams = {
  page: 1,
  limit: PAGE_SIZE.users,
  keywords: '',
  sortBy: null,
  role: '',
  active: '',
};

/** `GET /api/users` as a query. */
export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest('/users', {
        signal,
        schema: UserListResponseSchema,
        query: {
          page: params.page,
          limit: params.limit,
          keywords: params.keywords.trim(),
          sortBy: params.sortBy
            ? JSON.stringify({ [params.sortBy.field]: params.sortBy.direction })
            : undefined,
          role: params.role,
          active: params.active,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The users page list. */
export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}

/** Sales managers and super sales managers, for the manager picker. */
export function useManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'managers'],
    enabled,
    queryFn: async ({ signal }) => {
      const [managers, supers] = await Promise.all([
        apiRequest('/users/getAllSalesManagers', { signal, schema: UserOptionListResponseSchema }),
        apiRequest('/users/getAllSuperSalesManagers', { signal, schema: UserOptionListResponseSchema }),
      ]);
      return [...supers.rows, ...managers.rows];
    },
  });
}

/** `POST /api/users`. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate): Promise<User> =>
      apiRequest('/users', { method: 'POST', body, schema: UserSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** `PUT /api/users` (edit, activate/deactivate, role change). */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate): Promise<User> =>
      apiRequest('/users', { method: 'PUT', body, schema: UserSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
