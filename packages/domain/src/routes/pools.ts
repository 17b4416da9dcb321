import {
  PoolCreateSchema,
  PoolListQuerySchema,
  PoolListResponseSchema,
  PoolSchema,
  PoolUpdateSchema,
} from '../pools.js';
import { restResource } from './rest.js';

/*
 * Pools routes (spec §7: path not shown; REST `/api/pools`, docs/decisions.md). Every route needs the
 * `pools` feature; which pools a manager sees and changes is the team scope `canManagePool` (roles.ts):
 * a pool it may not manage answers 404, a member outside its team 403.
 */

const pools = restResource('pools', 'pools', '/pools', { feature: 'pools' });

export const poolRoutes = {
  list: pools.list(
    'List the pools the caller may manage (page, limit 50, keywords, sortBy); exact count',
    PoolListResponseSchema,
    { query: PoolListQuerySchema },
  ),
  detail: pools.detail('One pool with members', PoolSchema),
  create: pools.create(
    'Create a pool (members: active sales-floor users of the caller’s team)',
    PoolCreateSchema,
    PoolSchema,
  ),
  update: pools.update(
    'Update a pool; memberIds, when sent, replaces the members',
    PoolUpdateSchema,
    PoolSchema,
  ),
  remove: pools.remove('Delete a pool (its leads keep no pool)'),
} as const;
