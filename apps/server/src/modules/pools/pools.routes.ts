import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamSchema,
  OkResponseSchema,
  PoolCreateSchema,
  PoolListQuerySchema,
  PoolListResponseSchema,
  PoolSchema,
  PoolUpdateSchema,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { requireFeature } from '../../plugins/auth.js';
import { createPool, deletePool, getPool, listPools, updatePool } from './pools.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const security = [{ bearerAuth: [] }];

/** Pools CRUD (spec §7: path not shown; REST `/api/pools`, docs/decisions.md). Needs the `pools` feature. */
export async function poolsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireFeature('pools'));
  const tags = ['pools'];

  r.get(
    '/pools',
    {
      schema: {
        tags,
        security,
        summary: 'List pools',
        querystring: PoolListQuerySchema,
        response: { 200: PoolListResponseSchema, ...errors },
      },
    },
    async (request) => listPools(db, request.query),
  );
  r.get(
    '/pools/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One pool with members',
        params: IdParamSchema,
        response: { 200: PoolSchema, ...errors },
      },
    },
    async (request) => getPool(db, request.params.id),
  );
  r.post(
    '/pools',
    {
      schema: {
        tags,
        security,
        summary: 'Create a pool',
        body: PoolCreateSchema,
        response: { 201: PoolSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPool(db, request.body)),
  );
  r.put(
    '/pools/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a pool',
        params: IdParamSchema,
        body: PoolUpdateSchema,
        response: { 200: PoolSchema, ...errors },
      },
    },
    async (request) => updatePool(db, request.params.id, request.body),
  );
  r.delete(
    '/pools/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a pool',
        params: IdParamSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePool(db, request.params.id);
      return { message: 'success' };
    },
  );
}
