import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  userRoutes,
  type ClientRequestOf,
  type Role,
  type UserCreate,
  type UserUpdate,
} from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/route-mutation';
import { listQueryOptions, searchPageQuery } from '../../../lib/list-query';

type UsersQuery = NonNullable<ClientRequestOf<typeof userRoutes.list>['query']>;

/** Prefix of every users query key (lists, pickers): invalidated after a write. */
const USERS_KEY = queryKeyOf(userRoutes.list).slice(0, 1);

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

/** The list parameters as the contract's query (`sortBy` as JSON `{"field": 1|-1}`, empty filters left out). */
function toUsersQuery(params: UserListParams): UsersQuery {
  return {
    ...searchPageQuery(params),
    ...(params.role && { role: params.role }),
    ...(params.active && { active: params.active }),
  };
}

/** `GET /api/users` as a query. */
export function usersQueryOptions(params: UserListParams) {
  const query = toUsersQuery(params);
  return listQueryOptions(userRoutes.list, query);
}

/** The users page list. */
export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}

/** Sales managers and super sales managers, for the manager picker. */
export function useManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeyOf(userRoutes.getAllSalesManagers), 'withSuper'],
    enabled,
    queryFn: async ({ signal }) => {
      const [managers, supers] = await Promise.all([
        callApi(userRoutes.getAllSalesManagers, {}, { signal }),
        callApi(userRoutes.getAllSuperSalesManagers, {}, { signal }),
      ]);
      return [...supers.rows, ...managers.rows];
    },
  });
}

/** `POST /api/users`. */
export function useCreateUser() {
  return useRouteMutation(userRoutes.create, (body: UserCreate) => ({ body }), [USERS_KEY]);
}

/** `PUT /api/users` (edit, activate/deactivate, role change). */
export function useUpdateUser() {
  return useRouteMutation(userRoutes.update, (body: UserUpdate) => ({ body }), [USERS_KEY]);
}

/** An affiliate as the pickers show it. */
export interface AffiliateOption {
  id: string;
  name: string;
  email: string;
}

/**
 * The affiliates for a picker (`GET /api/users?role=affiliate`, the first `MAX_PAGE_SIZE`), read only when
 * `enabled`: the users list answers only callers with the `users` feature. `activeOnly` leaves out
 * deactivated ones (whom a new API key is for); a filter of past leads keeps them. Fresh for a minute.
 */
export function useAffiliateOptions(enabled: boolean, { activeOnly = false } = {}) {
  const query = {
    role: 'affiliate' as const,
    limit: MAX_PAGE_SIZE,
    page: 1,
    ...(activeOnly && { active: 'true' as const }),
  };
  return useQuery({
    queryKey: queryKeyOf(userRoutes.list, { query }),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(userRoutes.list, { query }, { signal }),
    select: (r): AffiliateOption[] => r.rows.map((u) => ({ id: u.id, name: u.name, email: u.email })),
  });
}
