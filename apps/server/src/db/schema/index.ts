// Every module's tables, re-exported so Drizzle and drizzle-kit see one schema.
export * from './users.js';
export * from './pools.js';
export * from './leads.js';
export * from './imports.js';
export * from './rate-limits.js';
export * from './export-links.js';
export * from './deposits.js';
export * from './api-keys.js';
export * from './visits.js';
export * from './integrations.js';
export * from './accounts.js';
export * from './domains.js';
export * from './analytics.js';
export * from './job-processes.js';
export * from './notifications.js';
export * from './lead-actions.js';
export * from './saved-views.js';
