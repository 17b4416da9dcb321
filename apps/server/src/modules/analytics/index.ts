/*
 * The analytics module's public surface (issue 11): the analytics routes, the reporting time zone check run
 * at start-up, the accounts module's per-account lead totals, and the campaign figures the campaigns list
 * joins (both from the rollups).
 */
export { analyticsRoutes } from './analytics.routes.js';
export { ensureReportingTimeZone, rebuildRollups } from './analytics.maintenance.js';
export { accountLeadsToday, accountLeadTotals, figuresByCampaignSql } from './analytics.accounts.js';
export { analyticsScope, relation, rawRelation, type AnalyticsScope } from './analytics.relations.js';
export { resolveWindow, type ReportWindow } from './analytics.window.js';
export { figuresOf, FIGURE_SORT_SQL } from './analytics.figures.js';
export { keywordMatch, orderBy } from './analytics.ad-groups.js';
/** The figure queries with an explicit scope: the benchmark compares the rollups with the base tables. */
export { adGroupAnalytics } from './analytics.ad-groups.js';
export { dashboard, lastDays, sourcesAnalytics } from './analytics.daily.js';
export { report, sourceList } from './analytics.reports.js';
