import { sql, type SQL } from 'drizzle-orm';
import {
  canManageDistribution,
  NONE_VALUE,
  REVENUE_REST_KEY,
  type RevenueGroup,
  type RevenueResponse,
  type RevenueRow,
  type RevenueTotal,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { cohortCondition, type AnalyticsScope } from './analytics.relations.js';
import { num, queryRows } from './analytics.sql.js';
import type { ReportWindow } from './analytics.window.js';

/*
 * Revenue and margin (issue 22 §6; docs/decisions.md "Distribution money"). Cohort rule, like every
 * analytics figure: the window's leads (created in it, visible to the caller) with all their revenue
 * entries, whenever booked (a later return nets out on the lead's own window). Spend is the ledger's
 * `spend` book of the window's booked days: a campaign's own; a source's, an affiliate's or a buyer's is
 * the spend per lead of each lead's campaign summed over the group's leads (a buyer: the leads it still
 * holds, a lead held by k buyers counting 1/k each), rounded to whole minor units per group. Amounts are
 * grouped by currency and never added across currencies.
 */

/** The group key of a cohort lead `c` (text), by grouping. Buyers are keyed on the revenue entry. */
const LEAD_KEY: Record<Exclude<RevenueGroup, 'buyer'>, SQL> = {
  campaign: sql.raw('c.campaign'),
  source: sql.raw(`coalesce(c.platform, '${NONE_VALUE}')`),
  affiliate: sql.raw(`coalesce(c.affiliate_id::text, '${NONE_VALUE}')`),
};

/** The name shown for a group key `g.key`. */
const NAME: Record<RevenueGroup, SQL> = {
  campaign: sql.raw('g.key'),
  source: sql.raw('g.key'),
  affiliate: sql.raw(`coalesce((SELECT u.name FROM users u WHERE u.id::text = g.key), g.key)`),
  buyer: sql.raw(`coalesce((SELECT i.name FROM integrations i WHERE i.id::text = g.key), g.key)`),
};

interface GroupSqlRow {
  key: string;
  name: string;
  currency: string;
  sold: unknown;
  returned: unknown;
  revenue: unknown;
  spend: unknown;
}

/**
 * The CTEs every grouping reads: `cohort` (the window's leads), `sales` (their revenue per lead, buyer and
 * currency), `spend` (booked per campaign and currency on the window's days) and `lead_cost` (each cohort
 * lead's share of its campaign's spend, numeric).
 */
function baseCtes(scope: AnalyticsScope, w: ReportWindow): SQL {
  const everyCampaign = sql.raw(scope.kind === 'all' ? 'TRUE' : 'FALSE');
  return sql`cohort AS (
      SELECT leads.id, leads.campaign, leads.platform, leads.affiliate_id FROM leads WHERE ${cohortCondition(scope, w)}),
    sales AS (
      SELECT r.lead_id, r.integration_id, r.currency, sum(r.amount) AS revenue,
        count(*) FILTER (WHERE r.kind = 'sale') AS sold, count(*) FILTER (WHERE r.kind = 'reversal') AS returned
      FROM distribution_revenue r JOIN cohort c ON c.id = r.lead_id GROUP BY 1, 2, 3),
    camp_leads AS (SELECT campaign, count(*) AS n FROM cohort GROUP BY 1),
    spend AS (
      SELECT c.name AS campaign, a.currency, sum(e.amount) AS spend
      FROM campaigns c
      JOIN ledger_transactions t ON t.campaign_id = c.id
      JOIN ledger_entries e ON e.transaction_id = t.id AND e.book = 'spend'
      JOIN accounts a ON a.id = t.account_id
      WHERE t.occurred_on BETWEEN ${w.from}::date AND ${w.to}::date
        AND (${everyCampaign} OR c.name IN (SELECT campaign FROM camp_leads))
      GROUP BY 1, 2),
    lead_cost AS (
      SELECT c.*, s.currency, s.spend::numeric / n.n AS cost
      FROM cohort c JOIN camp_leads n ON n.campaign = c.campaign JOIN spend s ON s.campaign = c.campaign)`;
}

/** Revenue per (key, currency) and spend per (key, currency) of a grouping, as two CTEs `rev`, `cost`. */
function groupCtes(groupBy: RevenueGroup): SQL {
  if (groupBy === 'buyer') {
    return sql`rev AS (
        SELECT s.integration_id::text AS key, s.currency, sum(s.sold) AS sold, sum(s.returned) AS returned,
          sum(s.revenue) AS revenue FROM sales s GROUP BY 1, 2),
      held AS (
        SELECT lead_id, integration_id, count(*) OVER (PARTITION BY lead_id) AS k FROM sales WHERE sold > returned),
      cost AS (
        SELECT h.integration_id::text AS key, lc.currency, sum(lc.cost / h.k) AS spend
        FROM held h JOIN lead_cost lc ON lc.id = h.lead_id GROUP BY 1, 2)`;
  }
  const key = LEAD_KEY[groupBy];
  const cost =
    groupBy === 'campaign'
      ? sql`SELECT campaign AS key, currency, spend FROM spend`
      : sql`SELECT ${key} AS key, c.currency, sum(c.cost) AS spend FROM lead_cost c GROUP BY 1, 2`;
  return sql`rev AS (
      SELECT ${key} AS key, s.currency, sum(s.sold) AS sold, sum(s.returned) AS returned, sum(s.revenue) AS revenue
      FROM sales s JOIN cohort c ON c.id = s.lead_id GROUP BY 1, 2),
    cost AS (${cost})`;
}

/** A row as the API answers it: margin = revenue − spend (spend 0 when none is recorded). */
function rowOf(r: GroupSqlRow): RevenueRow {
  const revenue = num(r.revenue);
  const spend = r.spend === null || r.spend === undefined ? null : Math.round(num(r.spend));
  return {
    key: r.key,
    name: r.name,
    currency: r.currency,
    sold: num(r.sold),
    returned: num(r.returned),
    revenue,
    spend,
    margin: revenue - (spend ?? 0),
  };
}

/**
 * The rest rows (`REVENUE_REST_KEY`), one per currency whose booked spend the rows do not add up to: the
 * spend no group holds. Spend and margin only (nothing sold).
 */
function restRows(rows: readonly RevenueRow[], campaignSpend: Map<string, number>): RevenueRow[] {
  const held = new Map<string, number>();
  for (const r of rows) held.set(r.currency, (held.get(r.currency) ?? 0) + (r.spend ?? 0));
  return [...campaignSpend]
    .map(([currency, spend]) => ({ currency, rest: Math.round(spend) - (held.get(currency) ?? 0) }))
    .filter((x) => x.rest !== 0)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map(({ currency, rest }) => ({
      key: REVENUE_REST_KEY,
      name: REVENUE_REST_KEY,
      currency,
      sold: 0,
      returned: 0,
      revenue: 0,
      spend: rest,
      margin: -rest,
    }));
}

/** Totals per currency: sums of the rows (campaign rows carry all the booked spend of the window). */
function totalsOf(rows: readonly RevenueRow[], campaignSpend: Map<string, number>): RevenueTotal[] {
  const by = new Map<string, RevenueTotal>();
  for (const r of rows) {
    const t = by.get(r.currency) ?? {
      currency: r.currency,
      sold: 0,
      returned: 0,
      revenue: 0,
      spend: null,
      margin: 0,
    };
    t.sold += r.sold;
    t.returned += r.returned;
    t.revenue += r.revenue;
    by.set(r.currency, t);
  }
  for (const [currency, spend] of campaignSpend) {
    if (!by.has(currency))
      by.set(currency, { currency, sold: 0, returned: 0, revenue: 0, spend: null, margin: 0 });
    by.get(currency)!.spend = spend;
  }
  for (const t of by.values()) t.margin = t.revenue - (t.spend ?? 0);
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * `GET /api/reports/revenue` (issue 22 §6): revenue, spend and margin of the window's leads grouped by
 * campaign, source (platform), affiliate or buyer, one row per group and currency, most revenue first,
 * then the spend no group holds (`REVENUE_REST_KEY`, one row per currency, so the rows add up); totals
 * per currency (their spend: the window's booked spend of the campaigns in view). Minor units.
 * @throws 403 when the caller may not see buyers' prices (`canManageDistribution`).
 */
export async function revenueReport(
  db: Db,
  actor: Actor,
  scope: AnalyticsScope,
  w: ReportWindow,
  groupBy: RevenueGroup,
): Promise<RevenueResponse> {
  if (!canManageDistribution(actor)) throw forbidden();
  const found = await queryRows<GroupSqlRow>(
    db,
    sql`WITH ${baseCtes(scope, w)}, ${groupCtes(groupBy)},
        g AS (
          SELECT coalesce(rev.key, cost.key) AS key, coalesce(rev.currency, cost.currency) AS currency,
            rev.sold, rev.returned, rev.revenue, cost.spend
          FROM rev FULL JOIN cost ON cost.key = rev.key AND cost.currency = rev.currency)
        SELECT g.*, ${NAME[groupBy]} AS name FROM g
        ORDER BY coalesce(g.revenue, 0) DESC, g.key, g.currency LIMIT 5000`,
  );
  const spendRows = await queryRows<{ currency: string; spend: unknown }>(
    db,
    sql`WITH ${baseCtes(scope, w)} SELECT currency, sum(spend) AS spend FROM spend GROUP BY 1`,
  );
  const campaignSpend = new Map(spendRows.map((s) => [s.currency, num(s.spend)]));
  const grouped = found.map(rowOf);
  const rows = [...grouped, ...restRows(grouped, campaignSpend)];
  return {
    rows,
    totals: totalsOf(rows, campaignSpend),
    groupBy,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}
