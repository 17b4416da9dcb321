/* The saved-views module's public surface (issue 19): its routes. */
export { savedViewsRoutes } from './saved-views.routes.js';
