import { routesTagged } from '../contract.js';
import { HealthResponseSchema } from '../health.js';

/*
 * Health (README "API"): public, not rate-limited. A degraded instance answers 503 with the same
 * `HealthResponse` body (not the error body), so 503 is not listed among the contract's error answers.
 */
const route = routesTagged('health');

export const healthRouteContracts = {
  health: route('health.health', 'GET /health', {
    access: 'public',
    summary: 'Liveness and readiness: 200 when the database answers and migrations are applied, else 503',
    responses: { 200: HealthResponseSchema },
  }),
} as const;
