import type { FastifyInstance } from 'fastify';
import { savedViewRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { changeView, createView, deleteView, listViews } from './saved-views.service.js';

/**
 * Saved views of the leads list (issue 19), registered from the contracts `savedViewRoutes` (the `leads`
 * feature check, schemas and statuses come from there); each user reaches only its own views.
 */
export async function savedViewsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor }) => listViews(db, actor));
  route(app, c.create, ({ actor, body }) => createView(db, actor, body));
  route(app, c.update, ({ actor, params, body }) => changeView(db, actor, params.id, body));
  route(app, c.remove, ({ actor, params }) => deleteView(db, actor, params.id));
}
