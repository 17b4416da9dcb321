import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import type { ReportWindow } from './analytics.window.js';

/*
 * Where a figure is read from (docs/decisions.md "Campaigns and analytics"). Each rollup has a "relation":
 * a subquery with the rollup's columns, restricted to the window and to what the actor may see:
 * - admins: the rollup table itself (every row of the window);
 * - affiliates: the rollup rows of their `affiliate_id` (the key is part of every lead rollup);
 * - everyone else (sales, managers, integration users): the same columns computed from their own leads
 *   through the leads indexes (assignee, pool, creator) — their share of a window is small, and a rollup
 *   keyed by assignee and pool would be as large as the leads table.
 * The outer queries are written once against the relation, so both paths give the same figures by
 * construction, and `rawRelation` with the admin scope is exactly "the aggregate over the base tables".
 */

export type RollupKind = 'totals' | 'adGroups' | 'sources' | 'mix';

/** Who the figures are for: every row, one affiliate's rows, or a leads-table condition. */
export type AnalyticsScope =
  | { kind: 'all' }
  | { kind: 'affiliate'; affiliateId: string }
  | { kind: 'leads'; condition: SQL; baseVisits?: boolean };

const TABLE: Record<RollupKind, SQL> = {
  totals: sql.raw('lead_daily_totals'),
  adGroups: sql.raw('lead_daily_ad_groups'),
  sources: sql.raw('lead_daily_sources'),
  mix: sql.raw('lead_daily_mix'),
};

const MEASURES = sql.raw(
  `1 AS leads, (status = 'NEW')::int AS new_leads, (deposit_count > 0)::int AS ftds, deposit_count AS deposits,
   deposit_amount, (accepted_deliveries > 0)::int AS delivered`,
);

/** The rollup's key columns as computed from a `leads` row (the triggers of migration 0021 use the same). */
const RAW_KEYS: Record<Exclude<RollupKind, 'mix'>, SQL> = {
  totals: sql.raw('affiliate_id, platform, status, funnel'),
  adGroups: sql.raw('affiliate_id, campaign, campaignid, adgroupid, platform'),
  sources: sql.raw(
    `affiliate_id, platform, source->>'from' AS source_from, campaignid, adgroupid, placement,
     source->>'keyword' AS keyword`,
  ),
};

/** The actor's analytics scope (same visibility as the leads list, DESIGN.md §4). */
export async function analyticsScope(db: Db, actor: Actor): Promise<AnalyticsScope> {
  if (actor.role === 'admin') return { kind: 'all' };
  if (actor.role === 'affiliate') return { kind: 'affiliate', affiliateId: actor.id };
  return { kind: 'leads', condition: await leadScope(db, actor, 'live') };
}

/** The window's instants: [start of `from`, start of the day after `to`) in the window's time zone. */
const windowStart = (w: ReportWindow) => sql`(${w.from}::date::timestamp AT TIME ZONE ${w.timeZone}::text)`;
const windowEnd = (w: ReportWindow) => sql`((${w.to}::date + 1)::timestamp AT TIME ZONE ${w.timeZone}::text)`;

/**
 * The live leads of a scope created in the window, as a condition on `leads` (the cohort rule): what the
 * distribution figures (issue 22 §6: outcomes, revenue) read straight from `leads` and its indexes.
 */
export function cohortCondition(scope: AnalyticsScope, w: ReportWindow): SQL {
  const owner =
    scope.kind === 'leads'
      ? scope.condition
      : scope.kind === 'affiliate'
        ? sql`leads.deleted_at IS NULL AND leads.affiliate_id = ${scope.affiliateId}::uuid`
        : sql`leads.deleted_at IS NULL`;
  return sql`(${owner} AND leads.created_at >= ${windowStart(w)} AND leads.created_at < ${windowEnd(w)})`;
}

/** Live leads of the window as rollup rows, read through the leads indexes (`condition` on `leads`). */
export function rawRelation(kind: RollupKind, w: ReportWindow, condition: SQL): SQL {
  const day = sql`(leads.created_at AT TIME ZONE ${w.timeZone}::text)::date AS day`;
  const where = sql`${condition} AND leads.created_at >= ${windowStart(w)} AND leads.created_at < ${windowEnd(w)}`;
  if (kind === 'mix') {
    return sql`(SELECT ${day}, affiliate_id, campaign, adgroupid, m.kind, m.value, 1 AS n
      FROM leads CROSS JOIN LATERAL (VALUES ('status', status), ('funnel', funnel)) AS m (kind, value)
      WHERE ${where})`;
  }
  return sql`(SELECT ${day}, ${RAW_KEYS[kind]}, ${MEASURES} FROM leads WHERE ${where})`;
}

/** The relation of `kind` for `scope` over the window (see the module comment). */
export function relation(kind: RollupKind, w: ReportWindow, scope: AnalyticsScope): SQL {
  if (scope.kind === 'leads') return rawRelation(kind, w, scope.condition);
  const owner = scope.kind === 'affiliate' ? sql` AND affiliate_id = ${scope.affiliateId}::uuid` : sql``;
  return sql`(SELECT * FROM ${TABLE[kind]} WHERE day BETWEEN ${w.from}::date AND ${w.to}::date${owner})`;
}

/**
 * Visits per (campaign id, ad group) of the window (visits have no owner; joined to visible ad groups).
 * `baseVisits` scopes (the benchmark's raw aggregate) count the `visits` table itself.
 */
export function visitRelation(w: ReportWindow, scope?: AnalyticsScope): SQL {
  if (scope?.kind === 'leads' && scope.baseVisits) {
    return sql`(SELECT campaignid, adgroupid, count(*) AS visits FROM visits
      WHERE created_at >= ${windowStart(w)} AND created_at < ${windowEnd(w)} GROUP BY 1, 2)`;
  }
  return sql`(SELECT campaignid, adgroupid, sum(visits) AS visits FROM visit_daily_ad_groups
    WHERE day BETWEEN ${w.from}::date AND ${w.to}::date GROUP BY 1, 2)`;
}

/** The summed measures of a relation aliased `r`, named as FunnelFigures' raw columns. */
export const SUMS = sql.raw(
  `coalesce(sum(r.leads), 0) AS leads, coalesce(sum(r.new_leads), 0) AS new_leads,
   coalesce(sum(r.ftds), 0) AS ftds, coalesce(sum(r.deposits), 0) AS deposits,
   coalesce(sum(r.deposit_amount), 0) AS deposit_amount, coalesce(sum(r.delivered), 0) AS delivered`,
);
