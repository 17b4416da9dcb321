import type { FastifyInstance } from 'fastify';
import { userRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { createUser, listUsers, updateUser, usersByRole, usersForAssign } from './users.service.js';

/**
 * Users routes (spec §7 "Authentication and users"), registered from the contracts `userRoutes`: paths,
 * schemas, statuses and the feature checks (`users` to manage, `leads` for the pickers) come from there.
 * `GET /users/me` is served by the auth module (it rebuilds the session), `GET /users/getPoolsForAssign`
 * by the pools module (it applies the pools team scope).
 */
export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor, query }) => listUsers(db, actor, query));
  route(app, c.create, ({ actor, body }) => createUser(db, actor, body));
  route(app, c.update, ({ actor, body }) => updateUser(db, actor, body));
  route(app, c.getActiveSales, ({ actor }) => usersByRole(db, actor, ['sales']));
  route(app, c.getAllSalesManagers, ({ actor }) => usersByRole(db, actor, ['sales_manager']));
  route(app, c.getAllSuperSalesManagers, ({ actor }) => usersByRole(db, actor, ['super_sales_manager']));
  route(app, c.getUsersForAssign, ({ actor }) => usersForAssign(db, actor));
}
