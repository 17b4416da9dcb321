/*
 * The lead distribution module's public surface (issue 22; docs/decisions.md "Lead distribution"): its
 * routes, and the run-time object the app builds over the delivery outbox (starts routes for intake,
 * hosted pages and imports; hears final deliveries; sweeps).
 */
export { distributionRoutes } from './distribution.routes.js';
export {
  createDistribution,
  type Distribution,
  type DistributionDeliveries,
  type DistributionOptions,
} from './distribution.service.js';
