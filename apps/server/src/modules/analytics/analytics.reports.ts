import { sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  escapeCell,
  NONE_VALUE,
  REPORT_CSV_COLUMNS,
  type ReportGroup,
  type ReportResponse,
  type SortBy,
  type SourceListResponse,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { keywordMatch, orderBy } from './analytics.ad-groups.js';
import { FIGURE_SORT_SQL, figuresOf, type SumsRow } from './analytics.figures.js';
import { relation, SUMS, type AnalyticsScope } from './analytics.relations.js';
import { num, queryRows } from './analytics.sql.js';
import type { ReportWindow } from './analytics.window.js';

const SOURCE_SORT: Record<string, string> = {
  ...FIGURE_SORT_SQL,
  platform: 'platform',
  from: 'source_from',
};

/**
 * `GET /api/sources` (spec §7, §9: default sort total descending, 30-day window): visible leads created in
 * the window grouped by source (platform, referrer `from`, campaign id, ad group, placement, keyword), with
 * total, new (status NEW), FTDs, deposit amount (minor units) and conversion; paged and sorted in SQL.
 * @throws AppError VALIDATION for an unknown sort field.
 */
export async function sourceList(
  db: Db,
  scope: AnalyticsScope,
  w: ReportWindow,
  q: { page: number; limit: number; keywords?: string; sortBy?: SortBy },
): Promise<SourceListResponse> {
  const rows = await queryRows<SumsRow & Record<string, string | null> & { total: unknown }>(
    db,
    sql`WITH g AS (
          SELECT r.platform, r.source_from, r.campaignid, r.adgroupid, r.placement, r.keyword, ${SUMS}
          FROM ${relation('sources', w, scope)} r GROUP BY 1, 2, 3, 4, 5, 6)
        SELECT *, count(*) OVER () AS total FROM g
        WHERE ${keywordMatch(q.keywords, ['platform', 'source_from', 'campaignid', 'adgroupid', 'placement', 'keyword'])}
        ORDER BY ${orderBy(q.sortBy, SOURCE_SORT, 'leads DESC')}
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return {
    rows: rows.map((r) => {
      const f = figuresOf(r);
      return {
        platform: r.platform ?? null,
        from: r.source_from ?? null,
        campaignid: r.campaignid ?? null,
        adgroupid: r.adgroupid ?? null,
        placement: r.placement ?? null,
        keyword: r.keyword ?? null,
        total: f.leads,
        new: f.newLeads,
        ftds: f.ftds,
        depositAmount: f.depositAmount,
        conversion: f.conversion,
      };
    }),
    count: rows.length ? num(rows[0]!.total) : 0,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}

const GROUPS: Record<ReportGroup, { kind: 'totals' | 'adGroups'; keys: SQL; order: SQL }> = {
  day: {
    kind: 'totals',
    keys: sql.raw(`to_char(r.day, 'YYYY-MM-DD') AS key, NULL AS campaign, NULL AS adgroupid`),
    order: sql.raw('1'),
  },
  platform: {
    kind: 'totals',
    keys: sql.raw('r.platform AS key, NULL AS campaign, NULL AS adgroupid'),
    order: sql.raw('leads DESC, 1'),
  },
  status: {
    kind: 'totals',
    keys: sql.raw('r.status AS key, NULL AS campaign, NULL AS adgroupid'),
    order: sql.raw('leads DESC, 1'),
  },
  funnel: {
    kind: 'totals',
    keys: sql.raw('r.funnel AS key, NULL AS campaign, NULL AS adgroupid'),
    order: sql.raw('leads DESC, 1'),
  },
  campaign: {
    kind: 'adGroups',
    keys: sql.raw('r.campaign AS key, r.campaign AS campaign, NULL AS adgroupid'),
    order: sql.raw('leads DESC, 1'),
  },
  adGroup: {
    kind: 'adGroups',
    keys: sql.raw(
      `r.campaign || ' / ' || coalesce(r.adgroupid, '${NONE_VALUE}') AS key, r.campaign AS campaign, r.adgroupid AS adgroupid`,
    ),
    order: sql.raw('leads DESC, 1'),
  },
};

/**
 * `GET /api/reports`: the figures of the window grouped by day (zero rows are not listed), campaign, ad
 * group, platform, status or funnel, with the window's totals. At most 5,000 groups.
 */
export async function report(
  db: Db,
  scope: AnalyticsScope,
  w: ReportWindow,
  groupBy: ReportGroup,
): Promise<ReportResponse> {
  const g = GROUPS[groupBy];
  const rel = relation(g.kind, w, scope);
  const [rows, totals] = await Promise.all([
    queryRows<SumsRow & { key: string | null; campaign: string | null; adgroupid: string | null }>(
      db,
      sql`SELECT ${g.keys}, ${SUMS} FROM ${rel} r GROUP BY 1, 2, 3 HAVING sum(r.leads) <> 0 ORDER BY ${g.order} LIMIT 5000`,
    ),
    queryRows<SumsRow>(db, sql`SELECT ${SUMS} FROM ${relation('totals', w, scope)} r`),
  ]);
  return {
    rows: rows.map((r) => ({
      key: r.key ?? NONE_VALUE,
      campaign: r.campaign,
      adgroupid: r.adgroupid,
      ...figuresOf(r),
    })),
    totals: figuresOf(totals[0]),
    groupBy,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}

/**
 * The report as CSV text: a header of `REPORT_CSV_COLUMNS`, one line per group, then a totals line.
 * Cells that a spreadsheet would run as a formula are escaped (csv-cells `escapeCell`, OWASP); a UTF-8 BOM
 * makes spreadsheets read it as UTF-8. Conversion is a decimal fraction (0.125), money minor units.
 */
export function reportCsv(r: ReportResponse): string {
  const line = (key: string, f: ReportResponse['totals']) =>
    REPORT_CSV_COLUMNS.map((c) =>
      c === 'key'
        ? escapeCell(key)
        : c === 'conversion'
          ? f.conversion === null
            ? ''
            : f.conversion.toFixed(4)
          : String(f[c]),
    );
  return (
    '\ufeff' +
    stringify([[...REPORT_CSV_COLUMNS], ...r.rows.map((row) => line(row.key, row)), line('total', r.totals)])
  );
}
