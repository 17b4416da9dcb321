import { sql } from 'drizzle-orm';
import {
  NONE_VALUE,
  type DashboardResponse,
  type DayFigures,
  type LastDaysResponse,
  type SourcesAnalyticsResponse,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { figuresOf, type SumsRow } from './analytics.figures.js';
import { relation, SUMS, visitRelation, type AnalyticsScope } from './analytics.relations.js';
import { num, queryRows } from './analytics.sql.js';
import { previousWindow, windowDays, type ReportWindow } from './analytics.window.js';

type Cell = SumsRow & { day: string; status: string; platform: string | null; funnel: string | null };

/** The totals rollup of the window grouped by day, status, platform and funnel (a few thousand rows). */
async function dailyCells(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<Cell[]> {
  return queryRows<Cell>(
    db,
    sql`SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.status, r.platform, r.funnel, ${SUMS}
        FROM ${relation('totals', w, scope)} r GROUP BY r.day, r.status, r.platform, r.funnel`,
  );
}

const key = (v: string | null) => v ?? NONE_VALUE;
const MEASURE_KEYS = ['leads', 'new_leads', 'ftds', 'deposits', 'deposit_amount', 'delivered'] as const;
const add = (mix: Record<string, number>, k: string, n: number) => {
  if (n) mix[k] = (mix[k] ?? 0) + n;
};

/** Zero-filled days with leads, FTDs, deposit amount and the status and platform mixes. */
function daysOf(days: string[], cells: Cell[]): DayFigures[] {
  const byDay = new Map(
    days.map((d) => [d, { day: d, leads: 0, ftds: 0, depositAmount: 0, byStatus: {}, byPlatform: {} }]),
  );
  for (const c of cells) {
    const d = byDay.get(c.day) as DayFigures | undefined;
    if (!d) continue;
    const leads = num(c.leads);
    d.leads += leads;
    d.ftds += num(c.ftds);
    d.depositAmount += num(c.deposit_amount);
    add(d.byStatus, c.status, leads);
    add(d.byPlatform, key(c.platform), leads);
  }
  return [...byDay.values()];
}

/**
 * `GET /api/leads/lastDaysLeads` (spec §7, 8-day window): leads per reporting day, zero-filled, with the
 * status and platform mix of each day. Days are calendar days in the reporting time zone (DST-safe: a day
 * is whatever its 23, 24 or 25 hours are).
 */
export async function lastDays(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<LastDaysResponse> {
  const [days, cells] = await Promise.all([windowDays(db, w), dailyCells(db, scope, w)]);
  return { days: daysOf(days, cells), from: w.from, to: w.to, timeZone: w.timeZone };
}

/** `GET /api/leads/sourcesAnalytics`: leads, FTDs and deposit amount per platform over the window. */
export async function sourcesAnalytics(
  db: Db,
  scope: AnalyticsScope,
  w: ReportWindow,
): Promise<SourcesAnalyticsResponse> {
  const rows = await queryRows<SumsRow & { platform: string | null }>(
    db,
    sql`SELECT r.platform, ${SUMS} FROM ${relation('totals', w, scope)} r GROUP BY 1 ORDER BY leads DESC, 1`,
  );
  return {
    platforms: rows.map((r) => ({ platform: key(r.platform), ...figuresOf(r) })),
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}

/** Visits of the window: all of them for admins, else those of the ad groups the actor has leads in. */
async function visitsOf(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    scope.kind === 'all'
      ? sql`SELECT sum(visits) AS n FROM visit_daily_ad_groups WHERE day BETWEEN ${w.from}::date AND ${w.to}::date`
      : scope.kind === 'leads' && scope.baseVisits
        ? sql`SELECT sum(v.visits) AS n FROM ${visitRelation(w, scope)} v`
        : sql`SELECT sum(v.visits) AS n FROM ${visitRelation(w, scope)} v
            WHERE (coalesce(v.campaignid, ''), coalesce(v.adgroupid, '')) IN (
              SELECT DISTINCT coalesce(r.campaignid, ''), coalesce(r.adgroupid, '') FROM ${relation('adGroups', w, scope)} r)`,
  );
  return num(row?.n);
}

/** Totals of a window (one row). */
async function totalsOf(db: Db, scope: AnalyticsScope, w: ReportWindow) {
  const [row] = await queryRows<SumsRow>(db, sql`SELECT ${SUMS} FROM ${relation('totals', w, scope)} r`);
  return { ...figuresOf(row), visits: await visitsOf(db, scope, w) };
}

/**
 * `GET /api/dashboard`: key figures of the window and of the previous weekday-aligned window, leads per
 * day, status and funnel mix, platforms, and the top 5 campaigns and ad groups by leads.
 */
export async function dashboard(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<DashboardResponse> {
  const prev = await previousWindow(db, w);
  const [days, cells, visits, previousFigures, top] = await Promise.all([
    windowDays(db, w),
    dailyCells(db, scope, w),
    visitsOf(db, scope, w),
    totalsOf(db, scope, prev),
    topOf(db, scope, w),
  ]);
  // The window's totals are the sum of its cells (no second scan).
  const total: SumsRow = { leads: 0, new_leads: 0, ftds: 0, deposits: 0, deposit_amount: 0, delivered: 0 };
  const statusMix: Record<string, number> = {};
  const funnelMix: Record<string, number> = {};
  const platforms = new Map<string, SumsRow>();
  for (const c of cells) {
    add(statusMix, c.status, num(c.leads));
    add(funnelMix, key(c.funnel), num(c.leads));
    const p = platforms.get(key(c.platform)) ?? {
      leads: 0,
      new_leads: 0,
      ftds: 0,
      deposits: 0,
      deposit_amount: 0,
      delivered: 0,
    };
    for (const f of MEASURE_KEYS) {
      p[f] = num(p[f]) + num(c[f]);
    }
    platforms.set(key(c.platform), p);
    for (const f of MEASURE_KEYS) total[f] = num(total[f]) + num(c[f]);
  }
  const figures = { ...figuresOf(total), visits };
  return {
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
    previous: { from: prev.from, to: prev.to },
    figures,
    previousFigures,
    days: daysOf(days, cells),
    statusMix,
    funnelMix,
    platforms: [...platforms.entries()]
      .map(([platform, s]) => ({ platform, ...figuresOf(s) }))
      .sort((a, b) => b.leads - a.leads || a.platform.localeCompare(b.platform)),
    ...top,
  };
}

/** Top 5 campaigns and top 5 ad groups of the window by leads. */
async function topOf(db: Db, scope: AnalyticsScope, w: ReportWindow) {
  const rel = relation('adGroups', w, scope);
  const [campaigns, adGroups] = await Promise.all([
    queryRows<SumsRow & { campaign: string }>(
      db,
      sql`SELECT r.campaign, ${SUMS} FROM ${rel} r GROUP BY 1 ORDER BY leads DESC, 1 LIMIT 5`,
    ),
    queryRows<SumsRow & { campaign: string; adgroupid: string | null }>(
      db,
      sql`SELECT r.campaign, r.adgroupid, ${SUMS} FROM ${rel} r GROUP BY 1, 2 ORDER BY leads DESC, 1, 2 LIMIT 5`,
    ),
  ]);
  return {
    topCampaigns: campaigns.map((r) => ({ campaign: r.campaign, ...figuresOf(r) })),
    topAdGroups: adGroups.map((r) => ({ campaign: r.campaign, adgroupid: r.adgroupid, ...figuresOf(r) })),
  };
}
