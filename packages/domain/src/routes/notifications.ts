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

const tag = 'notifications';
const route = routesTagged(tag);
const access = 'signedIn' as const;

export const notificationRoutes = {
  list: route('notifications.list', 'GET /notifications', {
    access,
    summary: 'List my notifications, newest first, with my unread count',
    query: NotificationListQuerySchema,
    responses: { 200: NotificationListResponseSchema },
    extraErrors: [403],
  }),
  unreadCount: route('notifications.unreadCount', 'GET /notifications/unread-count', {
    access,
    summary: 'My unread notifications count (the bell badge)',
    responses: { 200: UnreadCountSchema },
    extraErrors: [403],
  }),
  markRead: route('notifications.markRead', 'POST /notifications/:id/read', {
    access,
    summary: 'Mark one of my notifications read (idempotent)',
    responses: { 200: NotificationSchema },
    extraErrors: [403],
  }),
  markAllRead: route('notifications.markAllRead', 'POST /notifications/read-all', {
    access,
    summary: 'Mark all my notifications read',
    responses: { 200: ReadAllResponseSchema },
    extraErrors: [403],
  }),
  events: route('events.stream', 'GET /events', {
    access,
    summary:
      'Server-Sent Events stream of my live events (notification, leads.created, lead.changed, …); resumable with Last-Event-ID',
    responses: { 200: EventStreamSchema },
    extraErrors: [403],
    media: 'event-stream',
  }),
} as const;
