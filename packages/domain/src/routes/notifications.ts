import { routesTagged } from '../contract.js';
import {
  EventStreamSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSchema,
  ReadAllResponseSchema,
  UnreadCountSchema,
} from '../notifications.js';

/*
 * Notifications and the live event stream (issue 21). Every signed-in user has its own notifications;
 * someone else's is a 404. The stream (`GET /api/events`) is authenticated like every route (Bearer token)
 * and answers `text/event-stream`; it ends when the token is revoked (sign-out, password change,
 * deactivation).
 */

// Every route: any signed-in user, with the 403 each declares.
const route = routesTagged('notifications', { access: 'signedIn', extraErrors: [403] });

export const notificationRoutes = {
  list: route('notifications.list', 'GET /notifications', {
    summary: 'List my notifications, newest first, with my unread count',
    query: NotificationListQuerySchema,
    responses: { 200: NotificationListResponseSchema },
  }),
  unreadCount: route('notifications.unreadCount', 'GET /notifications/unread-count', {
    summary: 'My unread notifications count (the bell badge)',
    responses: { 200: UnreadCountSchema },
  }),
  markRead: route('notifications.markRead', 'POST /notifications/:id/read', {
    summary: 'Mark one of my notifications read (idempotent)',
    responses: { 200: NotificationSchema },
  }),
  markAllRead: route('notifications.markAllRead', 'POST /notifications/read-all', {
    summary: 'Mark all my notifications read',
    responses: { 200: ReadAllResponseSchema },
  }),
  events: route('events.stream', 'GET /events', {
    summary:
      'Server-Sent Events stream of my live events (notification, leads.created, lead.changed, …); resumable with Last-Event-ID',
    responses: { 200: EventStreamSchema },
    media: 'event-stream',
  }),
} as const;
