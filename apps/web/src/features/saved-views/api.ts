import { savedViewRoutes, type SavedViewStateInput } from '@leadhouse/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../lib/api-client';

const listKey = queryKeyOf(savedViewRoutes.list);

/** `GET /api/savedViews`: the signed-in user's saved views of the leads list, by name. */
export function useSavedViews() {
  return useQuery({
    queryKey: listKey,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(savedViewRoutes.list, {}, { signal }).then((r) => r.rows),
  });
}

function useRefreshViews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey });
}

/** `POST /api/savedViews {name, state}`. */
export function useCreateView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: (body: { name: string; state: SavedViewStateInput }) =>
      callApi(savedViewRoutes.create, { body }),
    onSuccess: refresh,
  });
}

/** `PUT /api/savedViews/:id {name}`: a new name. */
export function useRenameView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi(savedViewRoutes.update, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/savedViews/:id` (kept on the server, marked deleted). */
export function useDeleteView() {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: (id: string) => callApi(savedViewRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
