/* The visitors module's public surface: landing-page visits and a lead's first-touch attribution. */
export { visitorsRoutes } from './visitors.routes.js';
export { recordVisit } from './visitors.service.js';
