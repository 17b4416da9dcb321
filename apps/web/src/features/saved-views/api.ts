import { savedViewRoutes, type SavedViewStateInput } from '@leadhouse/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../lib/api-client';
import { useRouteMutation } from '../../lib/route-mutation';

const listKey = queryKeyOf(savedViewRoutes.list);

/** `GET /api/savedViews`: the signed-in user's saved views of the leads list, by name. */
export function useSavedViews() {
  return useQuery({
    queryKey: listKey,
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi(savedViewRoutes.list, {}, { signal }).then((r) => r.rows),
  });
}

/** `POST /api/savedViews {name, state}`. */
export function useCreateView() {
  return useRouteMutation(
    savedViewRoutes.create,
    (body: { name: string; state: SavedViewStateInput }) => ({ body }),
    [listKey],
  );
}

/** `PUT /api/savedViews/:id {name}`: a new name. */
export function useRenameView() {
  return useRouteMutation(
    savedViewRoutes.update,
    ({ id, name }: { id: string; name: string }) => ({ params: { id }, body: { name } }),
    [listKey],
  );
}

/** `DELETE /api/savedViews/:id` (kept on the server, marked deleted). */
export function useDeleteView() {
  return useRouteMutation(savedViewRoutes.remove, (id: string) => ({ params: { id } }), [listKey]);
}
