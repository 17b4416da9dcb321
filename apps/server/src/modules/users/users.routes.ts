import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  PoolOptionListResponseSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserOptionListResponseSchema,
  UserSchema,
  UserUpdateSchema,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { actorOf, requireFeature } from '../../plugins/auth.js';
import { poolsForAssign } from '../pools/pools.service.js';
import { createUser, listUsers, updateUser, usersByRole, usersForAssign } from './users.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const security = [{ bearerAuth: [] }];

/** Users routes (spec §7 "Authentication and users"). Management needs the `users` feature. */
export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { preHandler: requireFeature('users') };
  const leads = { preHandler: requireFeature('leads') };

  r.get(
    '/users',
    {
      ...manage,
      schema: {
        tags: ['users'],
        summary: 'List users (page, limit 40, keywords, sortBy, role, active)',
        security,
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  r.post(
    '/users',
    {
      ...manage,
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        security,
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, actorOf(request), request.body)),
  );

  r.put(
    '/users',
    {
      ...manage,
      schema: {
        tags: ['users'],
        summary: 'Update a user by id (also activate/deactivate and role change)',
        security,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => updateUser(db, actorOf(request), request.body),
  );

  const picker = (
    url: string,
    summary: string,
    load: (actorRole: ReturnType<typeof actorOf>) => ReturnType<typeof usersByRole>,
  ) =>
    r.get(
      url,
      {
        ...leads,
        schema: {
          tags: ['users'],
          summary,
          security,
          response: { 200: UserOptionListResponseSchema, ...errors },
        },
      },
      async (request) => load(actorOf(request)),
    );
  picker('/users/getActiveSales', 'Active sales users', () => usersByRole(db, ['sales']));
  picker('/users/getAllSalesManagers', 'Active sales managers', () => usersByRole(db, ['sales_manager']));
  picker('/users/getAllSuperSalesManagers', 'Active super sales managers', () =>
    usersByRole(db, ['super_sales_manager']),
  );
  picker('/users/getUsersForAssign', 'Users the caller may assign leads to', (actor) =>
    usersForAssign(db, actor),
  );

  r.get(
    '/users/getPoolsForAssign',
    {
      ...leads,
      schema: {
        tags: ['users'],
        summary: 'Active pools the caller may assign leads to',
        security,
        response: { 200: PoolOptionListResponseSchema, ...errors },
      },
    },
    async () => poolsForAssign(db),
  );
}
