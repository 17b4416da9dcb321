import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdGroupAnalyticsResponse,
  DashboardResponse,
  LastDaysResponse,
  ReportResponse,
  SourceListResponse,
  SourcesAnalyticsResponse,
} from '@leadhouse/domain';
import { ENGINES, type Headers, makeUser, signInAs, useHeaders, useTestApp } from '../../test/test-app.js';
import { makeLead, makePool } from '../leads/leads.test-helpers.js';

/*
 * Analytics figures against a hand-computed fixture in Europe/Berlin, whose DST starts on 2026-03-29
 * (a 23-hour day): day edges at local midnight, zero-filled days, rates from totals, visits by ad group.
 */
describe.each(ENGINES)('analytics figures on %s', (engine) => {
  const t = useTestApp(engine, { timeZone: 'Europe/Berlin' });
  const admin = useHeaders(t, 'admin');
  let affiliateId: string;

  beforeAll(async () => {
    affiliateId = (await makeUser(t, { role: 'affiliate' })).id;
    const base = { campaign: 'Spring-Promo', campaignid: 'c-100', platform: 'google', affiliateId };
    // 23:59:59 CET on the 28th, and 00:00 CET on the 29th (the DST day), both in ad group ag-1 / ag-2.
    await makeLead(t, {
      ...base,
      adgroupid: 'ag-1',
      createdAt: new Date('2026-03-28T22:59:59Z'),
      depositCount: 1,
      depositAmount: 10_050,
      status: 'ACTIVE',
      funnel: 'Conversion',
    });
    await makeLead(t, { ...base, adgroupid: 'ag-2', createdAt: new Date('2026-03-28T23:00:00Z') });
    // 23:59:59 CEST on the 29th (22 h after 01:00 UTC), and 00:00 CEST on the 30th.
    await makeLead(t, {
      ...base,
      adgroupid: 'ag-2',
      createdAt: new Date('2026-03-29T21:59:59Z'),
      status: 'FOLLOW_UP',
    });
    await makeLead(t, {
      ...base,
      adgroupid: 'ag-2',
      platform: 'facebook',
      createdAt: new Date('2026-03-29T22:00:00Z'),
    });
    // Outside the window (the 26th) and deleted: never counted.
    await makeLead(t, { ...base, adgroupid: 'ag-1', createdAt: new Date('2026-03-26T12:00:00Z') });
    await makeLead(t, {
      ...base,
      adgroupid: 'ag-1',
      createdAt: new Date('2026-03-28T12:00:00Z'),
      deletedAt: new Date(),
    });
    await t.database.db.execute(sql`INSERT INTO visits (visitor_id, campaignid, adgroupid, created_at)
      SELECT gen_random_uuid(), 'c-100', ag, ts FROM (VALUES ('ag-1', '2026-03-28T10:00:00Z'::timestamptz),
        ('ag-1', '2026-03-29T10:00:00Z'), ('ag-2', '2026-03-29T10:00:00Z'), ('ag-2', '2026-03-30T10:00:00Z'),
        ('ag-3', '2026-03-30T10:00:00Z'), ('ag-1', '2026-03-20T10:00:00Z')) AS v (ag, ts)`);
  });

  const get = async <T>(url: string, headers: Headers = admin) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const window = 'from=2026-03-27&to=2026-03-31';

  it('counts leads per local day, zero-filled, across the DST change', async () => {
    const r = await get<LastDaysResponse>(`/api/leads/lastDaysLeads?${window}`);
    expect(r.timeZone).toBe('Europe/Berlin');
    expect(r.days.map((d) => [d.day, d.leads])).toEqual([
      ['2026-03-27', 0],
      ['2026-03-28', 1],
      ['2026-03-29', 2],
      ['2026-03-30', 1],
      ['2026-03-31', 0],
    ]);
    expect(r.days[2]!.byStatus).toEqual({ NEW: 1, FOLLOW_UP: 1 });
    expect(r.days[3]!.byPlatform).toEqual({ facebook: 1 });
    expect(r.days[1]).toMatchObject({ ftds: 1, depositAmount: 10_050 });
  });

  it('ad groups: visits, leads per visit, FTD rate and conversion from totals, not averaged', async () => {
    const r = await get<AdGroupAnalyticsResponse>(`/api/affiliates/analytics?${window}&sortBy={"leads":1}`);
    const byGroup = Object.fromEntries(r.adGroups.rows.map((g) => [g.adgroupid, g]));
    expect(byGroup['ag-1']).toMatchObject({
      leads: 1,
      ftds: 1,
      visits: 2,
      leadsPerVisit: 0.5,
      ftdRate: 1,
      depositAmount: 10_050,
    });
    expect(byGroup['ag-2']).toMatchObject({
      leads: 3,
      ftds: 0,
      visits: 2,
      ftdRate: 0,
      statusMix: { NEW: 2, FOLLOW_UP: 1 },
    });
    // An admin also sees an ad group with visits but no leads, named after the visits' campaign id.
    expect(byGroup['ag-3']).toMatchObject({ leads: 0, visits: 1, leadsPerVisit: 0, ftdRate: null });
    expect(r.adGroups.count).toBe(3);
    expect(r.campaigns).toContain('Spring-Promo');
    expect(r.adGroups.rows[0]!.adgroupid).toBe('ag-3');

    const report = await get<ReportResponse>(`/api/reports?${window}&groupBy=campaign`);
    // 1 FTD of 4 leads: 0.25 (the average of the two ad groups' rates would be 0.5).
    expect(report.totals).toMatchObject({ leads: 4, ftds: 1, conversion: 0.25 });
    expect(report.rows).toEqual([expect.objectContaining({ key: 'Spring-Promo', leads: 4 })]);
  });

  it('dashboard compares with the previous weekday-aligned window; sources and platforms add up', async () => {
    const d = await get<DashboardResponse>(`/api/dashboard?${window}`);
    expect(d.previous).toEqual({ from: '2026-03-20', to: '2026-03-24' });
    expect(d.figures).toMatchObject({ leads: 4, ftds: 1, visits: 5, conversion: 0.25 });
    expect(d.previousFigures).toMatchObject({ leads: 0, visits: 1, conversion: null });
    expect(d.statusMix).toEqual({ NEW: 2, ACTIVE: 1, FOLLOW_UP: 1 });
    expect(d.topAdGroups[0]).toMatchObject({ adgroupid: 'ag-2', leads: 3 });
    const p = await get<SourcesAnalyticsResponse>(`/api/leads/sourcesAnalytics?${window}`);
    expect(p.platforms.map((x) => [x.platform, x.leads])).toEqual([
      ['google', 3],
      ['facebook', 1],
    ]);
    const s = await get<SourceListResponse>(`/api/sources?${window}`);
    expect(s.rows.reduce((n, r) => n + r.total, 0)).toBe(4);
    expect(s.rows[0]!.total).toBeGreaterThanOrEqual(s.rows.at(-1)!.total);
  });

  it('drill-down: the lead list filtered like a figure counts the same leads', async () => {
    const count = async (filters: string) =>
      (
        await get<{ count: number }>(
          `/api/leads/count?FROM=2026-03-27&TO=2026-03-31&TZ=Europe/Berlin&${filters}`,
        )
      ).count;
    expect(await count('CAMPAIGNS=Spring-Promo&AD_GROUP=ag-2')).toBe(3);
    expect(await count('AD_GROUP=ag-1&NUMBER_OF_DEPOSITS=1%2B')).toBe(1);
    expect(await count('SOURCE=facebook')).toBe(1);
    expect(await count('STATUS=NEW')).toBe(2);
    expect(await count('SOURCE=(none)')).toBe(0);
    await makeLead(t, { campaign: 'No-Platform', createdAt: new Date('2026-03-31T10:00:00Z') });
    expect(await count('SOURCE=(none)')).toBe(1);
    expect(await count('SOURCE=google,(none)')).toBe(4);
    expect(await count('AD_GROUP=(none)')).toBe(1);
    const d = await get<DashboardResponse>(`/api/dashboard?${window}`);
    expect(d.platforms.find((p) => p.platform === '(none)')?.leads).toBe(1);
    await t.database.db.execute(sql`UPDATE leads SET deleted_at = now() WHERE campaign = 'No-Platform'`);
  });

  it('refuses a bad window, a bad day and an unknown sort field with 400', async () => {
    for (const q of [
      'from=2026-03-31&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-02-30',
      'sortBy={"nope":1}',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/affiliates/analytics?${q}`,
        headers: admin,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
  });

  it('exports a report as formula-safe CSV with a totals line', async () => {
    await makeLead(t, { campaign: '=HYPERLINK', createdAt: new Date('2026-03-30T10:00:00Z') });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export?${window}&groupBy=campaign`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('key,leads,newLeads,ftds,deposits,depositAmount,delivered,conversion');
    expect(lines).toContain("'=HYPERLINK,1,1,0,0,0,0,0.0000");
    expect(lines.at(-1)).toBe('total,5,3,1,1,10050,0,0.2000');
  });
});

/** Who sees what (issue 11 §6): the leads visibility on every analytics path. */
describe.each(ENGINES)('analytics visibility on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');
  const paths = [
    '/api/affiliates/analytics',
    '/api/sources',
    '/api/leads/lastDaysLeads',
    '/api/leads/sourcesAnalytics',
    '/api/dashboard',
    '/api/reports?groupBy=campaign',
    '/api/campaigns',
  ];

  /** Leads the path reports for `headers` (null when the path is forbidden to them). */
  async function leadsSeen(path: string, headers: Headers): Promise<number | null> {
    const res = await t.app.inject({ method: 'GET', url: path, headers });
    if (res.statusCode === 403) return null;
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    const b = res.json<Record<string, unknown>>();
    if ('adGroups' in b)
      return (b.adGroups as { rows: Array<{ leads: number }> }).rows.reduce((n, r) => n + r.leads, 0);
    if ('days' in b && 'figures' in b) return (b.figures as { leads: number }).leads;
    if ('days' in b) return (b.days as Array<{ leads: number }>).reduce((n, r) => n + r.leads, 0);
    if ('platforms' in b) return (b.platforms as Array<{ leads: number }>).reduce((n, r) => n + r.leads, 0);
    if ('totals' in b) return (b.totals as { leads: number }).leads;
    const rows = b.rows as Array<{ total?: number; figures?: { leads: number } }>;
    return rows.reduce((n, r) => n + (r.total ?? r.figures?.leads ?? 0), 0);
  }

  it('admin all, affiliate its own, manager its team, sales its own and pool; features gate the paths', async () => {
    const affiliate = await makeUser(t, { role: 'affiliate' });
    const manager = await makeUser(t, { role: 'super_sales_manager' });
    const rep = await makeUser(t, { role: 'sales', managerId: manager.id });
    const other = await makeUser(t, { role: 'sales' });
    const pool = await makePool(t, [rep.id]);
    const now = new Date();
    await makeLead(t, { campaign: 'A-camp', affiliateId: affiliate.id, createdAt: now });
    await makeLead(t, { campaign: 'A-camp', affiliateId: affiliate.id, assignedTo: rep.id, createdAt: now });
    await makeLead(t, { campaign: 'B-camp', assignedTo: other.id, createdAt: now });
    await makeLead(t, { campaign: 'B-camp', poolId: pool, createdAt: now });
    await makeLead(t, { campaign: 'B-camp', assignedTo: manager.id, createdAt: now });
    const headers = {
      admin,
      affiliate: await signInAs(t, affiliate),
      manager: await signInAs(t, manager),
      rep: await signInAs(t, rep),
      other: await signInAs(t, other),
    };
    for (const name of ['A-camp', 'B-camp']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: headers.admin,
        payload: { name, description: `About ${name}`, internalId: `${name}-id` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const expected: Record<keyof typeof headers, number> = {
      admin: 5,
      affiliate: 2,
      manager: 3,
      rep: 2,
      other: 1,
    };
    for (const path of paths) {
      for (const [who, h] of Object.entries(headers) as [keyof typeof headers, Headers][]) {
        const seen = await leadsSeen(path, h);
        if (seen !== null) expect(seen, `${who} ${path}`).toBe(expected[who]);
      }
    }
    // Features: sales has only the dashboard paths; an affiliate has analytics but not sources/reports.
    expect(await leadsSeen('/api/affiliates/analytics', headers.rep)).toBeNull();
    expect(await leadsSeen('/api/dashboard', headers.rep)).toBe(2);
    expect(await leadsSeen('/api/sources', headers.affiliate)).toBeNull();
    expect(await leadsSeen('/api/reports?groupBy=day', headers.affiliate)).toBeNull();
    expect(await leadsSeen('/api/affiliates/analytics', headers.affiliate)).toBe(2);
    expect(await leadsSeen('/api/affiliates/analytics', headers.manager)).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
