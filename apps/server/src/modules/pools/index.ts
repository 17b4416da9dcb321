/*
 * Public surface of the pools module: what other modules may use. The repository stays inside.
 */
export { poolsRoutes } from './pools.routes.js';
export {
  canAssignToPool,
  createPool,
  deletePool,
  getPool,
  listPools,
  poolsForAssign,
  updatePool,
} from './pools.service.js';
