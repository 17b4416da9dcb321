/*
 * The notifications module's public surface (issue 21): `notify` for the modules that report a change (in
 * the same transaction as the change), `announceLeadsChanged` for lead edits, `usersWhoMay` to find who may
 * act on a failure, and the routes, the per-process live bus and the pruning job for the app.
 */
export { notificationsRoutes } from './notifications.routes.js';
export {
  notify,
  notifyCoalesced,
  usersWhoMay,
  pruneOld,
  type NotificationInput,
} from './notifications.service.js';
export { announceLeadsChanged, LEAD_CHANGED_MAX_IDS } from './live.publish.js';
export { createLiveBus, type LiveBus } from './live.bus.js';
export type { LeadScopeOf } from './live.audience.js';
export { startNotificationPruning } from './notifications.prune.js';
