import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { notifyUnauthorized } from '../../../lib/api-client';
import { currentToken } from '../../../lib/session';
import { useAuth } from '../../auth';
import { notificationKeys, setUnread } from '../api/notifications-api';
import { openLiveStream, type LiveEvent } from './live-client';
import { createListeners, LiveContext, type LiveContextValue, type LiveStatus } from './live-context';

/**
 * The tab's one live connection (issue 21 §2, §5), for the signed-in user: opened when the user is known,
 * closed at sign-out (the provider unmounts or the user changes). Its own use of the events:
 * - `ready` (every connection and reconnection): the unread count and the notification list are read again,
 *   since events may have been missed while the stream was down (the persisted list is the truth);
 * - `notification` and `notifications.read` carry the new unread count: the badge takes it at once and the
 *   list is read again when it is shown.
 * Every event then goes to the listeners of `useLiveEvent`.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [listeners] = useState(createListeners);

  useEffect(() => {
    const token = userId ? currentToken() : null;
    if (!token) return;
    const controller = new AbortController();
    const onEvent = (event: LiveEvent) => {
      if (event.type === 'ready') void client.invalidateQueries({ queryKey: notificationKeys.all });
      if (event.type === 'notification' || event.type === 'notifications.read') {
        // The event's count is newer than an unread read still in flight: cancel that one first.
        const { unread } = event.payload;
        void client
          .cancelQueries({ queryKey: notificationKeys.unread() })
          .then(() => setUnread(client, unread));
        void client.invalidateQueries({ queryKey: notificationKeys.list() });
      }
      listeners.emit(event.type, event.payload);
    };
    openLiveStream(
      token,
      {
        onOpen: () => setStatus('open'),
        onEvent,
        onDrop: () => setStatus('reconnecting'),
        onUnauthorized: notifyUnauthorized,
      },
      controller.signal,
    ).catch(() => setStatus('off'));
    return () => {
      controller.abort();
      setStatus('off');
    };
  }, [userId, client, listeners]);

  const subscribe = useCallback<LiveContextValue['subscribe']>(
    (type, handler) => listeners.add(type, handler as never),
    [listeners],
  );
  const value = useMemo<LiveContextValue>(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
