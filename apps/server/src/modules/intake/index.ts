/* The intake module's public surface: the API-key lead intake route, and the hosted landing pages' leads. */
export { intakeRoutes } from './intake.routes.js';
export { intakeLandingLead, type CreatedLead, type IntakeOptions } from './intake.service.js';
