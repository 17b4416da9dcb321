import type { FastifyInstance } from 'fastify';
import { poolRoutes as c, userRoutes } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { createPool, deletePool, getPool, listPools, poolsForAssign, updatePool } from './pools.service.js';

/**
 * Pools routes (spec §7: path not shown; REST `/api/pools`, docs/decisions.md), registered from the
 * contracts `poolRoutes` (the `pools` feature check, schemas and statuses come from there). Also serves
 * `GET /users/getPoolsForAssign` (contract `userRoutes.getPoolsForAssign`), which applies the pools team
 * scope. Which pools an actor sees and changes is decided in pools.service.ts.
 */
export async function poolsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor, query }) => listPools(db, actor, query));
  route(app, c.detail, ({ actor, params }) => getPool(db, actor, params.id));
  route(app, c.create, ({ actor, body }) => createPool(db, actor, body));
  route(app, c.update, ({ actor, params, body }) => updatePool(db, actor, params.id, body));
  route(app, c.remove, async ({ actor, params }) => {
    await deletePool(db, actor, params.id);
    return { message: 'success' };
  });
  route(app, userRoutes.getPoolsForAssign, ({ actor }) => poolsForAssign(db, actor));
}
