import { notificationRoutes, type UnreadCount } from '@leadhouse/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../../lib/api-client';

/** Newest notifications the bell's popover lists (one page; the persisted list is the truth, issue 21 §5). */
export const BELL_PAGE_SIZE = 20;

const listQuery = { page: 1, limit: BELL_PAGE_SIZE } as const;

/** Query keys of the notifications module: invalidating `all` refreshes the badge and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => queryKeyOf(notificationRoutes.unreadCount),
  list: () => queryKeyOf(notificationRoutes.list, { query: listQuery }),
};

/** `GET /api/notifications/unread-count`: the bell's badge (kept fresh by the live stream, not by polling). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => callApi(notificationRoutes.unreadCount, {}, { signal }),
    staleTime: Infinity,
  });
}

/** `GET /api/notifications`: the newest page, newest first, read while the popover is open (`enabled`). */
export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => callApi(notificationRoutes.list, { query: listQuery }, { signal }),
  });
}

/** Puts a known unread count in the badge's cache (a live event or a mark-read answer carries it). */
export function setUnread(client: QueryClient, unread: number): void {
  client.setQueryData<UnreadCount>(notificationKeys.unread(), { unread });
}

/** `POST /api/notifications/:id/read`, then the badge and the list are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notificationRoutes.markRead, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** `POST /api/notifications/read-all`: the badge takes the answer's count (0) at once, the list is reread. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationRoutes.markAllRead, {}),
    onSuccess: (answer) => {
      setUnread(client, answer.unread);
      return client.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
