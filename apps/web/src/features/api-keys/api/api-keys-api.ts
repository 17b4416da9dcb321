import { apiKeyRoutes, type ApiKeyCreate } from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';
import { useRouteMutation } from '../../../lib/route-mutation';

/** `GET /api/api-keys`: own keys (admins: every affiliate's), newest first, revoked ones included. */
export function useApiKeys(page: number) {
  const query = { page, limit: 50 };
  return useQuery(listQueryOptions(apiKeyRoutes.list, query));
}

/** What a key write refreshes: the keys list. */
const REFRESHES = [queryKeyOf(apiKeyRoutes.list).slice(0, 1)];

/** `POST /api/api-keys`: the answer carries the secret `key`, this once. */
export function useCreateApiKey() {
  return useRouteMutation(apiKeyRoutes.create, (body: ApiKeyCreate) => ({ body }), REFRESHES);
}

/** `POST /api/api-keys/:id/revoke` (soft: the key stays listed with its revocation time). */
export function useRevokeApiKey() {
  return useRouteMutation(apiKeyRoutes.revoke, (id: string) => ({ params: { id } }), REFRESHES);
}
