import { sql } from 'drizzle-orm';
import {
  NONE_VALUE,
  type DashboardResponse,
  type DayFigures,
  type DistributionOutcomes,
  type LastDaysResponse,
  type SourcesAnalyticsResponse,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { figuresOf, type SumsRow } from './analytics.figures.js';
import {
  cohortCondition,
  relation,
  SUMS,
  visitRelation,
  type AnalyticsScope,
} from './analytics.relations.js';
import { num, queryNumber, queryRows } from './analytics.sql.js';
import { previousWindow, windowDays, type ReportWindow } from './analytics.window.js';

type Cell = SumsRow & {
  set: number;
  day: string | null;
  status: string | null;
  platform: string | null;
  funnel: string | null;
};

/**
 * Grouping sets of the window's totals (`GROUPING(day, status, platform, funnel)`: a set bit is a column
 * summed over): day × status, day × platform, day, status, funnel, platform, and the whole window. About
 * a hundred rows instead of one per day × status × platform × funnel.
 */
const SET = { dayStatus: 3, dayPlatform: 5, day: 7, status: 11, platform: 13, funnel: 14, all: 15 } as const;

async function dailyCells(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<Cell[]> {
  return queryRows<Cell>(
    db,
    sql`SELECT GROUPING(r.day, r.status, r.platform, r.funnel) AS set, to_char(r.day, 'YYYY-MM-DD') AS day,
          r.status, r.platform, r.funnel, ${SUMS}
        FROM ${relation('totals', w, scope)} r
        GROUP BY GROUPING SETS ((r.day, r.status), (r.day, r.platform), (r.day), (r.status), (r.platform),
          (r.funnel), ())`,
  );
}

const key = (v: string | null) => v ?? NONE_VALUE;
const add = (mix: Record<string, number>, k: string, n: number) => {
  if (n) mix[k] = (mix[k] ?? 0) + n;
};
const cellsOf = (cells: Cell[], set: number) => cells.filter((c) => Number(c.set) === set);

/** Zero-filled days with leads, FTDs, deposit amount and the status and platform mixes. */
function daysOf(days: string[], cells: Cell[]): DayFigures[] {
  const byDay = new Map(
    days.map((d) => [d, { day: d, leads: 0, ftds: 0, depositAmount: 0, byStatus: {}, byPlatform: {} }]),
  );
  for (const c of cells) {
    const d = byDay.get(c.day ?? '') as DayFigures | undefined;
    if (!d) continue;
    const leads = num(c.leads);
    const set = Number(c.set);
    if (set === SET.day) {
      d.leads = leads;
      d.ftds = num(c.ftds);
      d.depositAmount = num(c.deposit_amount);
    } else if (set === SET.dayStatus) add(d.byStatus, c.status ?? NONE_VALUE, leads);
    else if (set === SET.dayPlatform) add(d.byPlatform, key(c.platform), leads);
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
  return queryNumber(
    db,
    scope.kind === 'all'
      ? sql`SELECT sum(visits) AS n FROM visit_daily_ad_groups WHERE day BETWEEN ${w.from}::date AND ${w.to}::date`
      : scope.kind === 'leads' && scope.baseVisits
        ? sql`SELECT sum(v.visits) AS n FROM ${visitRelation(w, scope)} v`
        : sql`SELECT sum(v.visits) AS n FROM ${visitRelation(w, scope)} v
            WHERE (coalesce(v.campaignid, ''), coalesce(v.adgroupid, '')) IN (
              SELECT DISTINCT coalesce(r.campaignid, ''), coalesce(r.adgroupid, '') FROM ${relation('adGroups', w, scope)} r)`,
  );
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
  const prev = previousWindow(w);
  const [days, cells, visits, previousFigures, top, distribution] = await Promise.all([
    windowDays(db, w),
    dailyCells(db, scope, w),
    visitsOf(db, scope, w),
    totalsOf(db, scope, prev),
    topOf(db, scope, w),
    outcomesOf(db, scope, w),
  ]);
  const statusMix: Record<string, number> = {};
  const funnelMix: Record<string, number> = {};
  for (const c of cellsOf(cells, SET.status)) add(statusMix, c.status ?? NONE_VALUE, num(c.leads));
  for (const c of cellsOf(cells, SET.funnel)) add(funnelMix, key(c.funnel), num(c.leads));
  const platforms = cellsOf(cells, SET.platform)
    .map((c) => ({ platform: key(c.platform), ...figuresOf(c) }))
    .filter((p) => p.leads > 0)
    .sort((a, b) => b.leads - a.leads || a.platform.localeCompare(b.platform));
  // The window's totals are the () set of the same scan.
  const figures = { ...figuresOf(cellsOf(cells, SET.all)[0]), visits };
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
    platforms,
    ...top,
    distribution,
  };
}

/**
 * Distribution outcomes of the window's leads in scope (issue 22 §6, cohort rule): routes sold, held and
 * unsold now, and leads a buyer returned at least once. Counts only: no buyer or price (any role may read
 * them; an affiliate its own leads').
 */
async function outcomesOf(db: Db, scope: AnalyticsScope, w: ReportWindow): Promise<DistributionOutcomes> {
  const [row] = await queryRows<Record<keyof DistributionOutcomes, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE d.state = 'sold') AS sold, count(*) FILTER (WHERE d.state = 'held') AS held,
          count(*) FILTER (WHERE d.state = 'unsold') AS unsold,
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM distribution_sends s WHERE s.lead_id = d.lead_id AND s.status = 'returned')) AS returned
        FROM leads JOIN lead_distributions d ON d.lead_id = leads.id WHERE ${cohortCondition(scope, w)}`,
  );
  return {
    sold: num(row?.sold),
    held: num(row?.held),
    unsold: num(row?.unsold),
    returned: num(row?.returned),
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
