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
import { analyticsScope } from './analytics.relations.js';
import { report, sourceList } from './analytics.reports.js';
import { revenueReport } from './analytics.revenue.js';
import { resolveWindow } from './analytics.window.js';

/*
 * The analytics service: resolves the window (spec §9 defaults) and the caller's scope, then reads the
 * rollups (or the caller's leads through their indexes). Every function answers the shapes of
 * packages/domain/src/analytics.ts; money in minor units; days in the reporting time zone.
 */

type Window = { from?: string; to?: string };
type Paged = Window & { page: number; limit: number; keywords?: string; sortBy?: SortBy };

/** Ad-group analytics (spec §7 `affiliates/analytics`), 8-day default window. */
export async function getAdGroupAnalytics(
  db: Db,
  actor: Actor,
  q: Paged & { campaign?: string },
): Promise<AdGroupAnalyticsResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.analytics);
  return adGroupAnalytics(db, await analyticsScope(db, actor), w, q);
}

/** Sources table (spec §7 `sources`), 30-day default window, sorted by total descending by default. */
export async function getSources(db: Db, actor: Actor, q: Paged): Promise<SourceListResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.sources);
  return sourceList(db, await analyticsScope(db, actor), w, q);
}

/** Leads per day (spec §7 `leads/lastDaysLeads`), 8-day default window. */
export async function getLastDays(db: Db, actor: Actor, q: Window): Promise<LastDaysResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.analytics);
  return lastDays(db, await analyticsScope(db, actor), w);
}

/** Platforms (spec §7 `leads/sourcesAnalytics`), 8-day default window. */
export async function getSourcesAnalytics(
  db: Db,
  actor: Actor,
  q: Window,
): Promise<SourcesAnalyticsResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.analytics);
  return sourcesAnalytics(db, await analyticsScope(db, actor), w);
}

/** The dashboard (/dashboard), 8-day default window. */
export async function getDashboard(db: Db, actor: Actor, q: Window): Promise<DashboardResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.analytics);
  return dashboard(db, await analyticsScope(db, actor), w);
}

/** A report (/reports), 30-day default window. */
export async function getReport(
  db: Db,
  actor: Actor,
  q: Window & { groupBy: ReportGroup },
): Promise<ReportResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.campaigns);
  return report(db, await analyticsScope(db, actor), w, q.groupBy);
}

/** Revenue and margin (/reports/revenue, issue 22 §6), 30-day default window; 403 without price rights. */
export async function getRevenue(
  db: Db,
  actor: Actor,
  q: Window & { groupBy: RevenueGroup },
): Promise<RevenueResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.campaigns);
  return revenueReport(db, actor, await analyticsScope(db, actor), w, q.groupBy);
}
