import type { FastifyInstance } from 'fastify';
import { notificationRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import type { LiveBus } from './live.bus.js';
import { openEventStream } from './live.stream.js';
import { listMine, markAllMineRead, markMineRead, unreadCount } from './notifications.service.js';

/** Notifications and the live event stream, registered from the contracts `notificationRoutes` (issue 21). */
export async function notificationsRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  route(app, c.list, ({ actor, query }) => listMine(db, actor, query));
  route(app, c.unreadCount, ({ actor }) => unreadCount(db, actor));
  route(app, c.markRead, ({ actor, params }) => markMineRead(db, actor, params.id));
  route(app, c.markAllRead, ({ actor }) => markAllMineRead(db, actor));
  route(app, c.events, ({ actor, request, reply }) => openEventStream(db, bus, actor, request, reply));
}
