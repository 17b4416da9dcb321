import type { FastifyInstance } from 'fastify';
import { analyticsRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { reportCsv } from './analytics.reports.js';
import {
  getAdGroupAnalytics,
  getDashboard,
  getLastDays,
  getReport,
  getRevenue,
  getSources,
  getSourcesAnalytics,
} from './analytics.service.js';

/**
 * Analytics routes (spec §7 `affiliates/analytics`, `sources`, `leads/lastDaysLeads`,
 * `leads/sourcesAnalytics`; `/dashboard`, `/reports`, `/reports/export`), from the `analyticsRoutes`
 * contracts. Feature checks come from the contracts; what each caller sees is the leads visibility.
 */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.adGroups, ({ actor, query }) => getAdGroupAnalytics(db, actor, query));
  route(app, c.sources, ({ actor, query }) => getSources(db, actor, query));
  route(app, c.lastDays, ({ actor, query }) => getLastDays(db, actor, query));
  route(app, c.sourcesAnalytics, ({ actor, query }) => getSourcesAnalytics(db, actor, query));
  route(app, c.dashboard, ({ actor, query }) => getDashboard(db, actor, query));
  route(app, c.report, ({ actor, query }) => getReport(db, actor, query));
  route(app, c.revenue, ({ actor, query }) => getRevenue(db, actor, query));
  route(app, c.reportExport, async ({ actor, query, reply }) => {
    const r = await getReport(db, actor, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${r.groupBy}-${r.from}-${r.to}.csv"`)
      .send(reportCsv(r));
  });
}
