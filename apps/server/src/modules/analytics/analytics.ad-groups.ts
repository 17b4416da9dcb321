import { sql, type SQL } from 'drizzle-orm';
import {
  AD_GROUP_SORT_FIELDS,
  NONE_VALUE,
  ratio,
  type AdGroupAnalyticsResponse,
  type AdGroupRow,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { likeEscape } from '../../lib/paging.js';
import { figuresOf, type SumsRow } from './analytics.figures.js';
import { relation, SUMS, visitRelation, type AnalyticsScope } from './analytics.relations.js';
import { num, queryNumber, queryRows } from './analytics.sql.js';
import type { ReportWindow } from './analytics.window.js';

const SORT_SQL: Record<(typeof AD_GROUP_SORT_FIELDS)[number], string> = {
  campaign: 'campaign',
  adgroupid: 'adgroupid',
  visits: 'visits',
  leads: 'leads',
  leadsPerVisit: 'leads::float8 / nullif(visits, 0)',
  delivered: 'delivered',
  ftds: 'ftds',
  ftdRate: 'ftds::float8 / nullif(leads, 0)',
  depositAmount: 'deposit_amount',
  // Spend is not recorded per ad group yet (docs/decisions.md): these sort like leads.
  costPerLead: 'leads',
  costPerFtd: 'ftds',
};

/** `ORDER BY` of a list from its `sortBy` and an allow-list; unknown fields are a 400. */
export function orderBy(sortBy: SortBy | undefined, allowed: Record<string, string>, fallback: string): SQL {
  if (!sortBy) return sql.raw(`${fallback}, 1, 2`);
  const expr = Object.hasOwn(allowed, sortBy.field) ? allowed[sortBy.field] : undefined;
  if (!expr) {
    throw badRequest(`sortBy: unknown field ${sortBy.field}`, [
      { field: 'sortBy', message: `Sort by one of ${Object.keys(allowed).join(', ')}` },
    ]);
  }
  return sql.raw(`${expr} ${sortBy.direction === 1 ? 'ASC' : 'DESC'} NULLS LAST, 1, 2`);
}

/** Keyword match on a few text columns: every word must occur in one of them. */
export function keywordMatch(keywords: string | undefined, columns: string[]): SQL {
  const words = (keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return sql`TRUE`;
  const text = sql.raw(`lower(concat_ws(' ', ${columns.join(', ')}))`);
  return sql.join(
    words.map((w) => sql`${text} LIKE ${'%' + likeEscape(w) + '%'}`),
    sql` AND `,
  );
}

/**
 * Ad-group analytics (spec §2, §7 `affiliates/analytics`): per campaign × ad group of the visible leads
 * created in the window: visits (by visit day, joined on campaign id and ad group), leads, leads per
 * visit, status and funnel mix, deliveries accepted, FTDs, FTD rate, deposit amount (minor units). Admins
 * also see ad groups with visits but no leads (named by the campaign whose Social ID is the campaign id).
 * Paged and sorted in SQL; `campaigns` lists the window's campaign names for the filter.
 * @throws AppError VALIDATION for an unknown sort field.
 */
export async function adGroupAnalytics(
  db: Db,
  scope: AnalyticsScope,
  w: ReportWindow,
  q: { page: number; limit: number; keywords?: string; sortBy?: SortBy; campaign?: string },
): Promise<AdGroupAnalyticsResponse> {
  const rel = relation('adGroups', w, scope);
  const join =
    scope.kind === 'all' || (scope.kind === 'leads' && scope.baseVisits)
      ? sql.raw('FULL JOIN')
      : sql.raw('LEFT JOIN');
  const grouped = sql`WITH g AS (
      SELECT r.campaign, r.adgroupid, max(r.campaignid) AS campaignid, max(r.platform) AS platform, ${SUMS}
      FROM ${rel} r GROUP BY r.campaign, r.adgroupid),
    v AS ${visitRelation(w, scope)},
    j AS (
      SELECT coalesce(g.campaign, c.name, v.campaignid, ${NONE_VALUE}) AS campaign,
             coalesce(g.adgroupid, v.adgroupid) AS adgroupid, coalesce(g.campaignid, v.campaignid) AS campaignid,
             g.platform, coalesce(v.visits, 0)::bigint AS visits, coalesce(g.leads, 0) AS leads,
             coalesce(g.new_leads, 0) AS new_leads, coalesce(g.ftds, 0) AS ftds, coalesce(g.deposits, 0) AS deposits,
             coalesce(g.deposit_amount, 0) AS deposit_amount, coalesce(g.delivered, 0) AS delivered
      FROM g ${join} v ON coalesce(v.campaignid, '') = coalesce(g.campaignid, '')
                       AND coalesce(v.adgroupid, '') = coalesce(g.adgroupid, '')
      LEFT JOIN campaigns c ON g.campaign IS NULL AND c.internal_id = v.campaignid)`;
  const where = sql`${q.campaign ? sql`campaign = ${q.campaign}` : sql`TRUE`}
    AND ${keywordMatch(q.keywords, ['campaign', 'adgroupid', 'campaignid', 'platform'])}`;
  const order = orderBy(q.sortBy, SORT_SQL, 'leads DESC, visits DESC');
  const rows = await queryRows<SumsRow & Record<string, unknown>>(
    db,
    sql`${grouped} SELECT *, count(*) OVER () AS total FROM j WHERE ${where}
        ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const campaigns = await queryRows<{ campaign: string }>(
    db,
    sql`SELECT DISTINCT r.campaign FROM ${rel} r ORDER BY 1 LIMIT 1000`,
  );
  const mixes = await mixOf(db, scope, w, rows);
  return {
    adGroups: {
      rows: rows.map((r) => toRow(r, mixes)),
      count: rows.length
        ? num(rows[0]!.total)
        : await queryNumber(db, sql`${grouped} SELECT count(*) AS n FROM j WHERE ${where}`),
    },
    campaigns: campaigns.map((c) => c.campaign),
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}

const groupKey = (campaign: unknown, adgroupid: unknown) =>
  `${String(campaign)}\u0000${String(adgroupid ?? '')}`;

/** Status and funnel mix of the page's ad groups (one query over the mix rollup). */
async function mixOf(
  db: Db,
  scope: AnalyticsScope,
  w: ReportWindow,
  page: Record<string, unknown>[],
): Promise<Map<string, { statusMix: Record<string, number>; funnelMix: Record<string, number> }>> {
  const out = new Map<string, { statusMix: Record<string, number>; funnelMix: Record<string, number> }>();
  if (!page.length) return out;
  const pairs = sql.join(
    page.map((r) => sql`(${String(r.campaign)}::text, ${(r.adgroupid as string | null) ?? ''}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{
    campaign: string;
    adgroupid: string | null;
    kind: string;
    value: string | null;
    n: unknown;
  }>(
    db,
    // Aggregate the window first (hash aggregate, a few hundred groups), then keep the page's ad groups.
    sql`SELECT m.* FROM (
          SELECT r.campaign, r.adgroupid, r.kind, r.value, sum(r.n) AS n FROM ${relation('mix', w, scope)} r
          GROUP BY 1, 2, 3, 4 HAVING sum(r.n) <> 0) m
        JOIN (VALUES ${pairs}) AS p (campaign, adgroupid)
          ON p.campaign = m.campaign AND p.adgroupid = coalesce(m.adgroupid, '')`,
  );
  for (const r of rows) {
    const key = groupKey(r.campaign, r.adgroupid);
    const entry = out.get(key) ?? { statusMix: {}, funnelMix: {} };
    (r.kind === 'status' ? entry.statusMix : entry.funnelMix)[r.value ?? NONE_VALUE] = num(r.n);
    out.set(key, entry);
  }
  return out;
}

function toRow(
  r: SumsRow & Record<string, unknown>,
  mixes: Map<string, { statusMix: Record<string, number>; funnelMix: Record<string, number> }>,
): AdGroupRow {
  const figures = figuresOf(r);
  const visits = num(r.visits);
  const mix = mixes.get(groupKey(r.campaign, r.adgroupid)) ?? { statusMix: {}, funnelMix: {} };
  return {
    ...figures,
    campaign: String(r.campaign),
    campaignid: (r.campaignid as string | null) ?? null,
    adgroupid: (r.adgroupid as string | null) ?? null,
    platform: (r.platform as string | null) ?? null,
    visits,
    leadsPerVisit: ratio(figures.leads, visits),
    ftdRate: figures.conversion,
    ...mix,
    spend: null,
    costPerLead: null,
    costPerFtd: null,
  };
}
