/*
 * The campaigns module's public surface: the campaign routes (list with figures, state and cost per lead,
 * create, edit, pause, resume), and the paused check the intake and the hosted pages call (issue 19).
 */
export { campaignsRoutes } from './campaigns.routes.js';
export { assertCampaignTakesLeads, isCampaignPaused } from './campaigns.pause.js';
