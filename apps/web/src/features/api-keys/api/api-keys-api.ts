import { apiKeyRoutes, type ApiKeyCreate } from '@leadhouse/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';

/** `GET /api/api-keys`: own keys (admins: every affiliate's), newest first, revoked ones included. */
export function useApiKeys(page: number) {
  const query = { page, limit: 50 };
  return useQuery(listQueryOptions(apiKeyRoutes.list, query));
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeyOf(apiKeyRoutes.list).slice(0, 1) });
}

/** `POST /api/api-keys`: the answer carries the secret `key`, this once. */
export function useCreateApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => callApi(apiKeyRoutes.create, { body }),
    onSuccess: invalidate,
  });
}

/** `POST /api/api-keys/:id/revoke` (soft: the key stays listed with its revocation time). */
export function useRevokeApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi(apiKeyRoutes.revoke, { params: { id } }),
    onSuccess: invalidate,
  });
}
