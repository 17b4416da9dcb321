/* The campaigns module's public surface: the campaign routes (list with figures, create, edit). */
export { campaignsRoutes } from './campaigns.routes.js';
