import {
  ANALYTICS_WINDOW_DAYS,
  type AdGroupAnalyticsResponse,
  type DashboardResponse,
  type LastDaysResponse,
  type ReportGroup,
  type ReportResponse,
  type RevenueGroup,
  type RevenueResponse,
  type SortBy,
  type SourceListResponse,
  type SourcesAnalyticsResponse,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { adGroupAnalytics } from './analytics.ad-groups.js';
import { dashboard, lastDays, sourcesAnalytics } from './analytics.daily.js';
import { analyticsScope, type AnalyticsScope } from './analytics.relations.js';
import { report, sourceList } from './analytics.reports.js';
import { revenueReport } from './analytics.revenue.js';
import { resolveWindow, type ReportWindow } from './analytics.window.js';

/*
 * The analytics service: resolves the window (spec §9 defaults) and the caller's scope, then reads the
 * rollups (or the caller's leads through their indexes). Every function answers the shapes of
 * packages/domain/src/analytics.ts; money in minor units; days in the reporting time zone.
 */

type Window = { from?: string; to?: string };
type Paged = Window & { page: number; limit: number; keywords?: string; sortBy?: SortBy };

/** Resolves the request's window (`days` by default) and then the caller's scope, and reads with them. */
async function scoped<T>(
  db: Db,
  actor: Actor,
  q: Window,
  days: number,
  read: (scope: AnalyticsScope, w: ReportWindow) => Promise<T>,
): Promise<T> {
  const w = await resolveWindow(db, q, days);
  return read(await analyticsScope(db, actor), w);
}

/** Ad-group analytics (spec §7 `affiliates/analytics`), 8-day default window. */
export function getAdGroupAnalytics(
  db: Db,
  actor: Actor,
  q: Paged & { campaign?: string },
): Promise<AdGroupAnalyticsResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.analytics, (scope, w) =>
    adGroupAnalytics(db, scope, w, q),
  );
}

/** Sources table (spec §7 `sources`), 30-day default window, sorted by total descending by default. */
export function getSources(db: Db, actor: Actor, q: Paged): Promise<SourceListResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.sources, (scope, w) => sourceList(db, scope, w, q));
}

/** Leads per day (spec §7 `leads/lastDaysLeads`), 8-day default window. */
export function getLastDays(db: Db, actor: Actor, q: Window): Promise<LastDaysResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.analytics, (scope, w) => lastDays(db, scope, w));
}

/** Platforms (spec §7 `leads/sourcesAnalytics`), 8-day default window. */
export function getSourcesAnalytics(db: Db, actor: Actor, q: Window): Promise<SourcesAnalyticsResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.analytics, (scope, w) => sourcesAnalytics(db, scope, w));
}

/** The dashboard (/dashboard), 8-day default window. */
export function getDashboard(db: Db, actor: Actor, q: Window): Promise<DashboardResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.analytics, (scope, w) => dashboard(db, scope, w));
}

/** A report (/reports), 30-day default window. */
export function getReport(
  db: Db,
  actor: Actor,
  q: Window & { groupBy: ReportGroup },
): Promise<ReportResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.campaigns, (scope, w) => report(db, scope, w, q.groupBy));
}

/** Revenue and margin (/reports/revenue, issue 22 §6), 30-day default window; 403 without price rights. */
export function getRevenue(
  db: Db,
  actor: Actor,
  q: Window & { groupBy: RevenueGroup },
): Promise<RevenueResponse> {
  return scoped(db, actor, q, ANALYTICS_WINDOW_DAYS.campaigns, (scope, w) =>
    revenueReport(db, actor, scope, w, q.groupBy),
  );
}
