import { OkResponseSchema } from '../common.js';
import { routesTagged } from '../contract.js';
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
const route = routesTagged(tag);
const access = { feature: 'pools' } as const;

export const poolRoutes = {
  list: route('pools.list', 'GET /pools', {
    access,
    summary: 'List the pools the caller may manage (page, limit 50, keywords, sortBy); exact count',
    query: PoolListQuerySchema,
    responses: { 200: PoolListResponseSchema },
  }),
  detail: route('pools.detail', 'GET /pools/:id', {
    access,
    summary: 'One pool with members',
    responses: { 200: PoolSchema },
  }),
  create: route('pools.create', 'POST /pools', {
    access,
    summary: 'Create a pool (members: active sales-floor users of the caller’s team)',
    body: PoolCreateSchema,
    responses: { 201: PoolSchema },
    extraErrors: [409],
  }),
  update: route('pools.update', 'PUT /pools/:id', {
    access,
    summary: 'Update a pool; memberIds, when sent, replaces the members',
    body: PoolUpdateSchema,
    responses: { 200: PoolSchema },
    extraErrors: [409],
  }),
  remove: route('pools.remove', 'DELETE /pools/:id', {
    access,
    summary: 'Delete a pool (its leads keep no pool)',
    responses: { 200: OkResponseSchema },
  }),
} as const;
