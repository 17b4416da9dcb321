/* The intake module's public surface: the API-key lead intake route. */
export { intakeRoutes } from './intake.routes.js';
export type { IntakeOptions } from './intake.service.js';
