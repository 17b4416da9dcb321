import {
  AdGroupAnalyticsResponseSchema,
  AdGroupQuerySchema,
  AnalyticsWindowQuerySchema,
  DashboardResponseSchema,
  LastDaysResponseSchema,
  ReportQuerySchema,
  ReportResponseSchema,
  SourceListResponseSchema,
  SourceQuerySchema,
  SourcesAnalyticsResponseSchema,
} from '../analytics.js';
import { routesTagged } from '../contract.js';
import { CsvFileSchema } from '../csv.js';
import { RevenueQuerySchema, RevenueResponseSchema } from '../distribution-money.js';

/*
 * Analytics (spec §7 `affiliates/analytics`, `sources`, `leads/lastDaysLeads`, `leads/sourcesAnalytics`;
 * /dashboard and /reports, whose paths the spec does not show: `GET /api/dashboard`, `GET /api/reports`,
 * `GET /api/reports/export`). Every figure is read from rollups kept with the writes (admins,
 * affiliates) or from the leads indexes of the caller's team (sales, managers); see analytics.ts.
 */

const tag = 'analytics';
const route = routesTagged(tag);

export const analyticsRoutes = {
  adGroups: route('analytics.adGroups', 'GET /affiliates/analytics', {
    access: { feature: 'analytics' },
    summary:
      'Per campaign × ad group: visits, leads, leads per visit, status and funnel mix, deliveries accepted, ' +
      'FTDs, FTD rate, deposit amount (minor units); page, limit, keywords, sortBy, campaign, from, to ' +
      '(default the last 8 days)',
    query: AdGroupQuerySchema,
    responses: { 200: AdGroupAnalyticsResponseSchema },
  }),
  sources: route('analytics.sources', 'GET /sources', {
    access: { feature: 'sources' },
    summary:
      'Leads grouped by source (platform, from, campaign id, ad group, placement, keyword): total, new, ' +
      'FTDs, deposit amount, conversion; default sort total descending, window the last 30 days',
    query: SourceQuerySchema,
    responses: { 200: SourceListResponseSchema },
  }),
  lastDays: route('analytics.lastDays', 'GET /leads/lastDaysLeads', {
    access: { feature: 'dashboard' },
    summary: 'Leads per reporting day (zero-filled) by status and by platform; default the last 8 days',
    query: AnalyticsWindowQuerySchema,
    responses: { 200: LastDaysResponseSchema },
  }),
  sourcesAnalytics: route('analytics.sourcesAnalytics', 'GET /leads/sourcesAnalytics', {
    access: { feature: 'dashboard' },
    summary: 'Leads, FTDs and deposit amount per platform; default the last 8 days',
    query: AnalyticsWindowQuerySchema,
    responses: { 200: SourcesAnalyticsResponseSchema },
  }),
  dashboard: route('analytics.dashboard', 'GET /dashboard', {
    access: { feature: 'dashboard' },
    summary:
      'Key figures of the window and of the previous equal, weekday-aligned window; leads per day; status ' +
      'and funnel mix; platforms; top campaigns and ad groups; leads sold, held, unsold and returned ' +
      '(default the last 8 days)',
    query: AnalyticsWindowQuerySchema,
    responses: { 200: DashboardResponseSchema },
  }),
  report: route('analytics.report', 'GET /reports', {
    access: { feature: 'reports' },
    summary: 'Figures grouped by day, campaign, ad group, platform, status or funnel over from..to',
    query: ReportQuerySchema,
    responses: { 200: ReportResponseSchema },
  }),
  reportExport: route('analytics.reportExport', 'GET /reports/export', {
    access: { feature: 'reports' },
    summary: 'The report as CSV (UTF-8 with BOM, formula-safe cells)',
    query: ReportQuerySchema,
    responses: { 200: CsvFileSchema },
    media: 'csv',
  }),
  revenue: route('analytics.revenue', 'GET /reports/revenue', {
    // Prices and revenue are for whoever manages distribution (canManageDistribution): issue 22 §6.
    access: { feature: 'integrations' },
    summary:
      'Distribution revenue (sales minus returns), spend and margin of the window’s leads grouped by ' +
      'campaign, source (platform), affiliate or buyer; one row per group and currency (minor units)',
    query: RevenueQuerySchema,
    responses: { 200: RevenueResponseSchema },
  }),
} as const;
