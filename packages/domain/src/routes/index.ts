import type { RouteContract } from '../contract.js';
import { analyticsRoutes } from './analytics.js';
import { accountRoutes } from './accounts.js';
import { apiKeyRoutes } from './api-keys.js';
import { campaignRoutes } from './campaigns.js';
import { depositRoutes } from './deposits.js';
import { distributionRoutes } from './distribution.js';
import { domainRoutes } from './domains.js';
import { intakeRoutes } from './intake.js';
import { authRouteContracts } from './auth.js';
import { csvRoutes } from './csv.js';
import { healthRouteContracts } from './health.js';
import { integrationRoutes } from './integrations.js';
import { leadRoutes } from './leads.js';
import { notificationRoutes } from './notifications.js';
import { poolRoutes } from './pools.js';
import { savedViewRoutes } from './saved-views.js';
import { userRoutes } from './users.js';

export { authRouteContracts } from './auth.js';
export { analyticsRoutes } from './analytics.js';
export { accountRoutes } from './accounts.js';
export { apiKeyRoutes } from './api-keys.js';
export { campaignRoutes } from './campaigns.js';
export { depositRoutes } from './deposits.js';
export { distributionRoutes } from './distribution.js';
export { domainRoutes } from './domains.js';
export { intakeRoutes } from './intake.js';
export { csvRoutes } from './csv.js';
export { healthRouteContracts } from './health.js';
export { integrationRoutes } from './integrations.js';
export { leadRoutes } from './leads.js';
export { notificationRoutes } from './notifications.js';
export { poolRoutes } from './pools.js';
export { savedViewRoutes } from './saved-views.js';
export { userRoutes } from './users.js';

/**
 * Every route contract of the API, one group per module. The web's test double and the contract tests
 * walk this list; the server registers each group in its module.
 */
export const API_ROUTE_GROUPS = {
  leads: leadRoutes,
  auth: authRouteContracts,
  users: userRoutes,
  pools: poolRoutes,
  health: healthRouteContracts,
  csv: csvRoutes,
  integrations: integrationRoutes,
  deposits: depositRoutes,
  apiKeys: apiKeyRoutes,
  intake: intakeRoutes,
  accounts: accountRoutes,
  domains: domainRoutes,
  campaigns: campaignRoutes,
  analytics: analyticsRoutes,
  notifications: notificationRoutes,
  savedViews: savedViewRoutes,
  distribution: distributionRoutes,
} as const;

/** All contracts as one list. */
export const API_ROUTES: readonly RouteContract[] = Object.values(API_ROUTE_GROUPS).flatMap(
  (g): RouteContract[] => Object.values(g),
);
