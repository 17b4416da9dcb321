/*
 * The domains module's public surface: domains with TXT proof (checked by a job), hostings, and the
 * Host-routed landing pages.
 */
export { domainsRoutes } from './domains.routes.js';
export { startDomainChecks, type DomainChecksOptions } from './domains.jobs.js';
export { registerHostedSites } from './hosting.site.js';
export type { TxtResolver } from './dns-check.js';
