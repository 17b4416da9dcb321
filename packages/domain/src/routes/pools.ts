import { IdParamSchema, OkResponseSchema } from '../common.js';
import { AUTH_ERRORS, defineRoute } from '../contract.js';
import {
  PoolCreateSchema,
  PoolListQuerySchema,
  PoolListResponseSchema,
  PoolSchema,
  PoolUpdateSchema,
} from '../pools.js';

/*
 * Pools routes (spec §7: path not shown; REST `/api/pools`, docs/decisions.md). Every route needs the
 * `pools` feature; which pools a manager sees and changes is the team scope `canManagePool` (roles.ts):
 * a pool it may not manage answers 404, a member outside its team 403.
 */

const tag = 'pools';
const access = { feature: 'pools' } as const;

export const poolRoutes = {
  list: defineRoute({
    id: 'pools.list',
    method: 'GET',
    path: '/pools',
    tag,
    access,
    summary: 'List the pools the caller may manage (page, limit 50, keywords, sortBy); exact count',
    query: PoolListQuerySchema,
    responses: { 200: PoolListResponseSchema },
    errors: [400, ...AUTH_ERRORS],
  }),
  detail: defineRoute({
    id: 'pools.detail',
    method: 'GET',
    path: '/pools/:id',
    tag,
    access,
    summary: 'One pool with members',
    params: IdParamSchema,
    responses: { 200: PoolSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  create: defineRoute({
    id: 'pools.create',
    method: 'POST',
    path: '/pools',
    tag,
    access,
    summary: 'Create a pool (members: active sales-floor users of the caller’s team)',
    body: PoolCreateSchema,
    responses: { 201: PoolSchema },
    errors: [400, ...AUTH_ERRORS, 409],
  }),
  update: defineRoute({
    id: 'pools.update',
    method: 'PUT',
    path: '/pools/:id',
    tag,
    access,
    summary: 'Update a pool; memberIds, when sent, replaces the members',
    params: IdParamSchema,
    body: PoolUpdateSchema,
    responses: { 200: PoolSchema },
    errors: [400, ...AUTH_ERRORS, 404, 409],
  }),
  remove: defineRoute({
    id: 'pools.remove',
    method: 'DELETE',
    path: '/pools/:id',
    tag,
    access,
    summary: 'Delete a pool (its leads keep no pool)',
    params: IdParamSchema,
    responses: { 200: OkResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
} as const;
