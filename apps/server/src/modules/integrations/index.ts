/*
 * The integrations module's public surface (integrations, the delivery outbox and its workers, postbacks).
 * Anything not re-exported here is internal to the module.
 */
export { integrationsRoutes } from './integrations.routes.js';
export {
  startDeliveryJobs,
  DELIVERY_QUEUE,
  type DeliveryJobs,
  type DeliveryJobsOptions,
} from './deliveries.queue.js';
export { retryDelayMs, type FinalDelivery } from './deliveries.rules.js';
/** Lead distribution's use of the outbox (issue 22). */
export {
  finalDeliveryOutcomes,
  deliveryReturnedSql,
  distributionDeliveryInsertSql,
  type DeliveryOutcome,
} from './deliveries.distribution.js';
export { signatureHeaders } from './integrations.payload.js';
