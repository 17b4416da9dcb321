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
import { Fraction, largestRemainder, sumTerms, type Share } from './analytics.apportion.js';
import { cohortCondition, type AnalyticsScope } from './analytics.relations.js';
import { num, queryRows } from './analytics.sql.js';
import type { ReportWindow } from './analytics.window.js';

/*
 * Revenue and margin (issue 22 §6; docs/decisions.md "Distribution money"). Cohort rule, like every
 * analytics figure: the window's leads (created in it, visible to the caller) with all their revenue
 * entries, whenever booked (a later return nets out on the lead's own window). Spend is the ledger's
 * `spend` book of the window's booked days: a campaign's own; a source's, an affiliate's or a buyer's is
 * the spend per lead of each lead's campaign summed over the group's leads (a buyer: the leads it still
 * holds, a lead held by k buyers counting 1/k each), kept exact and apportioned to whole minor units per
 * currency with the spend no group holds (`apportion`). Amounts are grouped by currency and never added
 * across currencies.
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
  /** The group's exact spend as `sumTerms` reads it (`"num/den …"`, minor units); null: none recorded. */
  terms: string | null;
}

/**
 * The CTEs every grouping reads: `cohort` (the window's leads), `sales` (their revenue per lead, buyer and
 * currency), `spend` (booked per campaign and currency on the window's days) and `lead_cost` (each cohort
 * lead with its campaign's spend and window leads `n`: its share is exactly `spend / n`).
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
      SELECT c.*, s.currency, s.spend, n.n
      FROM cohort c JOIN camp_leads n ON n.campaign = c.campaign JOIN spend s ON s.campaign = c.campaign)`;
}

/**
 * The exact spend per (key, currency) as `terms`: the text `"num/den num/den …"` (integers, minor units) of
 * `parts`, rows (key, currency, spend, den, m) meaning m leads at `spend / den` each; one term per campaign
 * (and k), never one per lead.
 */
const termsOf = (parts: SQL): SQL =>
  sql`SELECT key, currency, string_agg((spend * m)::text || '/' || den::text, ' ') AS terms
      FROM (${parts}) t GROUP BY 1, 2`;

/** Revenue per (key, currency) and spend terms per (key, currency) of a grouping, as CTEs `rev`, `cost`. */
function groupCtes(groupBy: RevenueGroup): SQL {
  if (groupBy === 'buyer') {
    return sql`rev AS (
        SELECT s.integration_id::text AS key, s.currency, sum(s.sold) AS sold, sum(s.returned) AS returned,
          sum(s.revenue) AS revenue FROM sales s GROUP BY 1, 2),
      held AS (
        SELECT lead_id, integration_id, count(*) OVER (PARTITION BY lead_id) AS k FROM sales WHERE sold > returned),
      cost AS (${termsOf(sql`SELECT h.integration_id::text AS key, lc.currency, lc.spend, lc.n * h.k AS den,
          count(*) AS m FROM held h JOIN lead_cost lc ON lc.id = h.lead_id GROUP BY 1, 2, 3, 4`)})`;
  }
  const key = LEAD_KEY[groupBy];
  const cost =
    groupBy === 'campaign'
      ? sql`SELECT campaign AS key, currency, spend::text AS terms FROM spend`
      : termsOf(sql`SELECT ${key} AS key, c.currency, c.spend, c.n AS den, count(*) AS m
          FROM lead_cost c GROUP BY 1, 2, 3, 4`);
  return sql`rev AS (
      SELECT ${key} AS key, s.currency, sum(s.sold) AS sold, sum(s.returned) AS returned, sum(s.revenue) AS revenue
      FROM sales s JOIN cohort c ON c.id = s.lead_id GROUP BY 1, 2),
    cost AS (${cost})`;
}

/** A row as the API answers it, with its apportioned `spend`: margin = revenue − spend (0 when none). */
function rowOf(r: GroupSqlRow, spend: number | null): RevenueRow {
  const revenue = num(r.revenue);
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

/** The rest row (`REVENUE_REST_KEY`) of `currency`: spend and margin only (nothing sold). */
const restRow = (currency: string, spend: number): RevenueRow => ({
  key: REVENUE_REST_KEY,
  name: REVENUE_REST_KEY,
  currency,
  sold: 0,
  returned: 0,
  revenue: 0,
  spend,
  margin: -spend,
});

/**
 * The grouping's rows with their spend apportioned, then the rest rows (issue 22 §6; docs/decisions.md
 * "Distribution money"). Per currency, the booked spend `booked` (an integer, minor units) is apportioned
 * by `largestRemainder` over the groups' exact shares and the exact rest (booked − Σ shares: the spend of
 * leads no group holds and of campaigns without window leads), ties to the groups, then by key. So the
 * rows add up to the booked spend exactly, each group gets the floor or the ceiling of its exact share,
 * and a rest row is answered only when the exact rest is not 0 (and its apportioned spend is not 0:
 * a fraction of a cent that lost its tie adds nothing). Rows without spend keep `spend` null.
 *
 * Exact in TypeScript, not in SQL: NUMERIC division is rounded (100::numeric / 3 = 33.3333333333333333),
 * so three such shares add up to 99.9999999999999999 and a rest of 0 could not be told from a genuine
 * one; adding the fractions exactly in SQL needs their common denominator (no `lcm` aggregate). SQL
 * answers each group's shares as integer terms `num/den` (one per campaign and k, `termsOf`) and exact
 * fractions (fraction.js, BigInt) add them here without rounding.
 */
function apportion(found: readonly GroupSqlRow[], booked: ReadonlyMap<string, bigint>): RevenueRow[] {
  const exact = found.map((r) => (r.terms === null || r.terms === undefined ? null : sumTerms(r.terms)));
  const spend = new Map<number, number>();
  const rests: RevenueRow[] = [];
  const currencies = [...new Set([...booked.keys(), ...found.map((r) => r.currency)])].sort();
  for (const currency of currencies) {
    const mine = found.flatMap((r, i) => (r.currency === currency && exact[i] ? [i] : []));
    const total = booked.get(currency) ?? 0n;
    const shares: Share[] = mine.map((i) => ({ key: found[i]!.key, exact: exact[i]! }));
    const rest = shares.reduce((left, x) => left.sub(x.exact), new Fraction(total));
    if (rest.n !== 0n) shares.push({ key: REVENUE_REST_KEY, exact: rest, last: true });
    const amounts = largestRemainder(total, shares).map(Number);
    mine.forEach((i, j) => spend.set(i, amounts[j]!));
    if (rest.n !== 0n && amounts[mine.length] !== 0) rests.push(restRow(currency, amounts[mine.length]!));
  }
  return [...found.map((r, i) => rowOf(r, spend.get(i) ?? null)), ...rests];
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
            rev.sold, rev.returned, rev.revenue, cost.terms
          FROM rev FULL JOIN cost ON cost.key = rev.key AND cost.currency = rev.currency)
        SELECT g.*, ${NAME[groupBy]} AS name FROM g
        ORDER BY coalesce(g.revenue, 0) DESC, g.key, g.currency LIMIT 5000`,
  );
  const spendRows = await queryRows<{ currency: string; spend: string }>(
    db,
    sql`WITH ${baseCtes(scope, w)} SELECT currency, sum(spend)::text AS spend FROM spend GROUP BY 1`,
  );
  const booked = new Map(spendRows.map((s) => [s.currency, BigInt(s.spend)]));
  const campaignSpend = new Map(spendRows.map((s) => [s.currency, num(s.spend)]));
  const rows = apportion(found, booked);
  return {
    rows,
    totals: totalsOf(rows, campaignSpend),
    groupBy,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}
