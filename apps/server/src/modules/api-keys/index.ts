/*
 * The api-keys module's public surface: the routes, and the key check the intake uses.
 */
export { apiKeysRoutes } from './api-keys.routes.js';
export { authenticateApiKey, hashApiKey, newApiKey, type ApiKeyCaller } from './api-keys.service.js';
