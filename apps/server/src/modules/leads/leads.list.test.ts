import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@leadhouse/domain';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { makeLead, makePool } from './leads.test-helpers.js';

describe.each(ENGINES)('leads list on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: { authorization: string };
  let sellerId: string;
  let affiliateId: string;

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    sellerId = (await actorWith(t, 'sales')).user.id;
    affiliateId = (await actorWith(t, 'affiliate')).user.id;
  });

  /** Lists with `params` inside one campaign, so each test only sees its own leads. */
  async function list(campaign: string, params: Record<string, string> = {}) {
    const qs = new URLSearchParams({ CAMPAIGNS: campaign, limit: '100', ...params });
    const res = await t.app.inject({ method: 'GET', url: `/api/leads?${qs}`, headers: admin });
    return res;
  }
  async function ids(campaign: string, params: Record<string, string> = {}) {
    const res = await list(campaign, params);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadListResponse>().rows.map((r) => r.id);
  }

  /** The list's count for `params`, checked against a scan of the leads `where` (SQL); answers that count. */
  async function expectScanCount(params: Record<string, string>, where: string): Promise<number> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads?${new URLSearchParams(params)}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [{ n } = { n: -1 }] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND ${where}`,
    );
    expect(res.json<LeadListResponse>().count, JSON.stringify(params)).toBe(n);
    return n;
  }

  it('sorts by createdAt descending by default with an internalId tie-break, and flips', async () => {
    const c = uniq('Sort');
    const same = new Date('2025-01-01T10:00:00Z');
    const a = await makeLead(t, {
      campaign: c,
      createdAt: new Date('2025-01-02T10:00:00Z'),
      firstName: 'Zed',
    });
    const b = await makeLead(t, { campaign: c, createdAt: same, firstName: 'Amy' });
    const d = await makeLead(t, { campaign: c, createdAt: same, firstName: 'Bob' });
    expect(await ids(c)).toEqual([a.id, d.id, b.id]);
    expect(await ids(c, { sortBy: '{"createdAt":1}' })).toEqual([b.id, d.id, a.id]);
    expect(await ids(c, { sortBy: '{"firstName":1}' })).toEqual([b.id, d.id, a.id]);
    expect(await ids(c, { sortBy: '{"firstName":-1}' })).toEqual([a.id, d.id, b.id]);
  });

  it('refuses unknown sort fields and malformed sortBy with a 400', async () => {
    const c = uniq('Sort');
    expect((await list(c, { sortBy: '{"passwordHash":1}' })).statusCode).toBe(400);
    expect((await list(c, { sortBy: 'createdAt' })).statusCode).toBe(400);
  });

  it('pages with an exact count; a page past the end has no rows but the count', async () => {
    const c = uniq('Page');
    for (let i = 0; i < 5; i++) await makeLead(t, { campaign: c });
    const p1 = (await list(c, { limit: '2', page: '1' })).json<LeadListResponse>();
    const p3 = (await list(c, { limit: '2', page: '3' })).json<LeadListResponse>();
    const p4 = (await list(c, { limit: '5', page: '2' })).json<LeadListResponse>();
    expect([p1.rows.length, p1.count]).toEqual([2, 5]);
    expect([p3.rows.length, p3.count]).toEqual([1, 5]);
    expect([p4.rows.length, p4.count]).toEqual([0, 5]);
    expect((await list(c, { page: '0' })).statusCode).toBe(400);
    expect((await list(c, { limit: '100000' })).statusCode).toBe(400);
  });

  it('answers availableColumns and the lead list defaults (page 1, limit 40)', async () => {
    const c = uniq('Cols');
    for (let i = 0; i < 41; i++) await makeLead(t, { campaign: c });
    const res = await t.app.inject({ method: 'GET', url: `/api/leads?CAMPAIGNS=${c}`, headers: admin });
    const body = res.json<LeadListResponse>();
    expect(body.rows).toHaveLength(40);
    expect(body.count).toBe(41);
    expect(body.availableColumns).toContain('status');
    expect(body.rows[0]!.campaign).toEqual({ name: c, info: { description: null } });
  });

  it('filters STATUS and FUNNEL (lists, and No Funnel)', async () => {
    const c = uniq('Sf');
    const n = await makeLead(t, { campaign: c, status: 'NEW' });
    const f = await makeLead(t, { campaign: c, status: 'FOLLOW_UP', funnel: 'Whale' });
    const a = await makeLead(t, { campaign: c, status: 'ACTIVE', funnel: 'Spam' });
    expect((await ids(c, { STATUS: 'NEW,ACTIVE' })).sort()).toEqual([n.id, a.id].sort());
    expect(await ids(c, { FUNNEL: 'Whale' })).toEqual([f.id]);
    expect((await ids(c, { FUNNEL: 'No Funnel,Spam' })).sort()).toEqual([n.id, a.id].sort());
    expect((await list(c, { STATUS: 'NEW,BOGUS' })).statusCode).toBe(400);
  });

  it('FROM/TO are whole days in TZ (Asia/Riyadh, UTC+3) including both edges', async () => {
    const c = uniq('Day');
    const before = await makeLead(t, { campaign: c, createdAt: new Date('2025-03-09T20:59:59.999Z') }); // 9th 23:59:59.999
    const start = await makeLead(t, { campaign: c, createdAt: new Date('2025-03-09T21:00:00Z') }); // 10th 00:00
    const end = await makeLead(t, { campaign: c, createdAt: new Date('2025-03-10T20:59:59.999Z') }); // 10th 23:59:59.999
    const after = await makeLead(t, { campaign: c, createdAt: new Date('2025-03-10T21:00:00Z') }); // 11th 00:00
    const tz = { TZ: 'Asia/Riyadh' };
    expect((await ids(c, { ...tz, FROM: '2025-03-10', TO: '2025-03-10' })).sort()).toEqual(
      [start.id, end.id].sort(),
    );
    expect(await ids(c, { ...tz, TO: '2025-03-09' })).toEqual([before.id]);
    expect(await ids(c, { ...tz, FROM: '2025-03-11' })).toEqual([after.id]);
    // In UTC the same day holds other leads.
    expect((await ids(c, { FROM: '2025-03-10', TO: '2025-03-10' })).sort()).toEqual(
      [end.id, after.id].sort(),
    );
    // An instant is read as its day in TZ: 2025-03-09T22:00Z is the 10th in Riyadh.
    expect(
      (await ids(c, { ...tz, FROM: '2025-03-09T22:00:00Z', TO: '2025-03-09T22:00:00Z' })).sort(),
    ).toEqual([start.id, end.id].sort());
    expect((await list(c, { TZ: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await list(c, { FROM: '10.03.2025' })).statusCode).toBe(400);
  });

  it('LAST_COMMENT_FROM/TO use the same day edges', async () => {
    const c = uniq('Lc');
    const x = await makeLead(t, { campaign: c, lastCommentAt: new Date('2025-05-01T00:00:00Z') });
    await makeLead(t, { campaign: c, lastCommentAt: new Date('2025-04-30T23:59:59Z') });
    await makeLead(t, { campaign: c });
    expect(await ids(c, { LAST_COMMENT_FROM: '2025-05-01' })).toEqual([x.id]);
    expect(await ids(c, { LAST_COMMENT_FROM: '2025-05-01', LAST_COMMENT_TO: '2025-05-01' })).toEqual([x.id]);
    expect((await ids(c, { LAST_COMMENT_TO: '2025-04-30' })).length).toBe(1);
  });

  it('filters CAMPAIGNS, COUNTRIES (code or name), SOURCE, POOL, EMPLOYEE and AFFILIATE', async () => {
    const c = uniq('Many');
    const c2 = uniq('Other');
    const pool = await makePool(t, [sellerId]);
    const kw = await makeLead(t, { campaign: c, country: 'KW', platform: 'tiktok' });
    const ae = await makeLead(t, { campaign: c, country: 'AE', poolId: pool, assignedTo: sellerId });
    const af = await makeLead(t, { campaign: c2, country: 'QA', affiliateId: affiliateId });
    expect((await ids(`${c},${c2}`)).length).toBe(3);
    expect(await ids(c, { COUNTRIES: 'KW' })).toEqual([kw.id]);
    expect(await ids(c, { COUNTRIES: 'United Arab Emirates' })).toEqual([ae.id]);
    expect(await ids(c, { SOURCE: 'tiktok' })).toEqual([kw.id]);
    expect(await ids(c, { POOL: pool })).toEqual([ae.id]);
    expect(await ids(c, { EMPLOYEE: sellerId })).toEqual([ae.id]);
    // One value is an equality, several an ANY list: both find the same leads.
    expect(await ids(c, { EMPLOYEE: `${sellerId},${affiliateId}` })).toEqual([ae.id]);
    expect((await ids(c, { COUNTRIES: 'KW,AE' })).sort()).toEqual([kw.id, ae.id].sort());
    expect(await ids(`${c},${c2}`, { AFFILIATE: affiliateId })).toEqual([af.id]);
    expect((await list(c, { COUNTRIES: 'France' })).statusCode).toBe(400);
    expect((await list(c, { POOL: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('PHONE_NUMBER applies only when longer than 4 characters', async () => {
    const c = uniq('Ph');
    const x = await makeLead(t, { campaign: c, phoneNumber: '966-5123498765' });
    await makeLead(t, { campaign: c, phoneNumber: '965-6000000001' });
    expect((await ids(c, { PHONE_NUMBER: '9876' })).length).toBe(2);
    expect(await ids(c, { PHONE_NUMBER: '98765' })).toEqual([x.id]);
    expect(await ids(c, { PHONE_NUMBER: '966-5123' })).toEqual([x.id]);
    expect(await ids(c, { PHONE_NUMBER: '9665123498' })).toEqual([x.id]);
  });

  it('NUMBER_OF_DEPOSITS: 1 and 2 exact, 4+ and 8+ at least', async () => {
    const c = uniq('Dc');
    const by: Record<number, string> = {};
    for (const n of [0, 1, 2, 3, 4, 7, 8, 9])
      by[n] = (await makeLead(t, { campaign: c, depositCount: n })).id;
    const sorted = (xs: string[]) => [...xs].sort();
    expect(await ids(c, { NUMBER_OF_DEPOSITS: '1' })).toEqual([by[1]]);
    expect(await ids(c, { NUMBER_OF_DEPOSITS: '2' })).toEqual([by[2]]);
    expect(sorted(await ids(c, { NUMBER_OF_DEPOSITS: '4+' }))).toEqual(
      sorted([by[4]!, by[7]!, by[8]!, by[9]!]),
    );
    expect(sorted(await ids(c, { NUMBER_OF_DEPOSITS: '8+' }))).toEqual(sorted([by[8]!, by[9]!]));
    expect((await list(c, { NUMBER_OF_DEPOSITS: '3' })).statusCode).toBe(400);
  });

  it('AMOUNT_OF_DEPOSITS thresholds are whole currency units, at the edge and below', async () => {
    const c = uniq('Da');
    const below = await makeLead(t, { campaign: c, depositCount: 1, depositAmount: 99_999 });
    const at1k = await makeLead(t, { campaign: c, depositCount: 1, depositAmount: 100_000 });
    const at10k = await makeLead(t, { campaign: c, depositCount: 2, depositAmount: 1_000_000 });
    const at100k = await makeLead(t, { campaign: c, depositCount: 3, depositAmount: 10_000_000 });
    const sorted = (xs: string[]) => [...xs].sort();
    expect(sorted(await ids(c, { AMOUNT_OF_DEPOSITS: '1K+' }))).toEqual(
      sorted([at1k.id, at10k.id, at100k.id]),
    );
    expect(sorted(await ids(c, { AMOUNT_OF_DEPOSITS: '2K+' }))).toEqual(sorted([at10k.id, at100k.id]));
    expect(sorted(await ids(c, { AMOUNT_OF_DEPOSITS: '10K+' }))).toEqual(sorted([at10k.id, at100k.id]));
    expect(await ids(c, { AMOUNT_OF_DEPOSITS: '100K+' })).toEqual([at100k.id]);
    expect(await ids(c, { AMOUNT_OF_DEPOSITS: '1K+', sortBy: '{"depositAmount":1}' })).not.toContain(
      below.id,
    );
  });

  it('QUICK_FILTER: unassigned, never commented, depositors, new today', async () => {
    const c = uniq('Qf');
    const un = await makeLead(t, { campaign: c, lastCommentAt: new Date() });
    const as = await makeLead(t, { campaign: c, assignedTo: sellerId, depositCount: 1, status: 'ACTIVE' });
    const old = await makeLead(t, {
      campaign: c,
      assignedTo: sellerId,
      createdAt: new Date('2024-01-01T00:00:00Z'),
      lastCommentAt: new Date(),
    });
    expect(await ids(c, { QUICK_FILTER: 'UNASSIGNED' })).toEqual([un.id]);
    expect(await ids(c, { QUICK_FILTER: 'NO_COMMENT' })).toEqual([as.id]);
    expect(await ids(c, { QUICK_FILTER: 'DEPOSITORS' })).toEqual([as.id]);
    expect(await ids(c, { QUICK_FILTER: 'NEW_TODAY' })).toEqual([un.id]);
    expect(await ids(c, { QUICK_FILTER: 'NOT_CONTACTED_7D' })).toContain(old.id);
    expect((await list(c, { QUICK_FILTER: 'NOPE' })).statusCode).toBe(400);
  });

  it('answers exact counts (cubes inline, the count route otherwise) equal to a scan of the leads', async () => {
    const c = uniq('Cube');
    const pool = await makePool(t, [sellerId]);
    await makeLead(t, { campaign: c, country: 'KW', platform: 'tiktok', funnel: 'Whale', depositCount: 4 });
    await makeLead(t, { campaign: c, country: 'KW', status: 'FOLLOW_UP', depositAmount: 1_000_000 });
    await makeLead(t, { campaign: c, country: 'QA', poolId: pool, assignedTo: sellerId, depositCount: 1 });
    await makeLead(t, { campaign: c, country: 'KW', deletedAt: new Date() });
    const cases: Array<[Record<string, string>, string]> = [
      [{ COUNTRIES: 'KW' }, `country = 'KW'`],
      [{ COUNTRIES: 'KW,QA', STATUS: 'FOLLOW_UP' }, `country IN ('KW', 'QA') AND status = 'FOLLOW_UP'`],
      [{ FUNNEL: 'Whale,No Funnel' }, `(funnel = 'Whale' OR funnel IS NULL)`],
      [{ SOURCE: 'TikTok' }, `platform = 'tiktok'`],
      [{ NUMBER_OF_DEPOSITS: '4+' }, 'deposit_count >= 4'],
      [{ NUMBER_OF_DEPOSITS: '1', EMPLOYEE: sellerId }, `deposit_count = 1 AND assigned_to = '${sellerId}'`],
      [{ AMOUNT_OF_DEPOSITS: '10K+' }, 'deposit_amount >= 1000000'],
      [{ AMOUNT_OF_DEPOSITS: '1K+', POOL: pool }, `deposit_amount >= 100000 AND pool_id = '${pool}'`],
      [{ CAMPAIGNS: c }, `campaign = '${c}'`],
    ];
    for (const [params, where] of cases) {
      // Inline: a count table answers each (one facet with owner filters; status with a facet from
      // lead_day_counts, for an admin since issue 23).
      const n = await expectScanCount(params, where);
      const counted = await t.app.inject({
        method: 'GET',
        url: `/api/leads/count?${new URLSearchParams(params)}&exact=true`,
        headers: admin,
      });
      expect(counted.json(), JSON.stringify(params)).toEqual({ count: n, exact: true });
    }
  });

  it('counts FROM/TO alone exactly, in whole-hour and half-hour time zones', async () => {
    await makeLead(t, { campaign: uniq('Hr'), createdAt: new Date('2024-02-10T20:30:00Z') });
    await makeLead(t, { campaign: uniq('Hr'), createdAt: new Date('2024-02-10T18:29:59Z') });
    await makeLead(t, { campaign: uniq('Hr'), createdAt: new Date('2024-02-11T21:00:00Z') });
    const cases: Array<[Record<string, string>, string]> = [
      [{ FROM: '2024-02-11', TZ: 'Asia/Riyadh' }, `created_at >= '2024-02-10T21:00:00Z'`],
      [{ TO: '2024-02-11', TZ: 'Asia/Riyadh' }, `created_at < '2024-02-11T21:00:00Z'`],
      [
        { FROM: '2024-02-11', TO: '2024-02-11', TZ: 'Asia/Kolkata' },
        `created_at >= '2024-02-10T18:30:00Z' AND created_at < '2024-02-11T18:30:00Z'`,
      ],
      [{ FROM: '2024-02-10', TO: '2024-02-12' }, `created_at >= '2024-02-10' AND created_at < '2024-02-13'`],
    ];
    for (const [params, where] of cases) await expectScanCount(params, where);
  });

  it('counts visible NEW leads created today as newLeadsCount when asked, whatever the filters', async () => {
    const badge = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/leads/count?QUICK_FILTER=NEW_TODAY&exact=true',
        headers: admin,
      });
      return res.json<{ count: number }>().count;
    };
    const before = (await list(uniq('none'), { newLeads: 'true' })).json<LeadListResponse>().newLeadsCount;
    expect(before).toBe(await badge());
    await makeLead(t, { campaign: uniq('Nl'), status: 'NEW' });
    await makeLead(t, { campaign: uniq('Nl'), status: 'ACTIVE' });
    await makeLead(t, { campaign: uniq('Nl'), status: 'NEW', createdAt: new Date('2024-01-01T00:00:00Z') });
    const after = (await list(uniq('none'), { newLeads: 'true' })).json<LeadListResponse>();
    expect(after.newLeadsCount).toBe(before! + 1);
    expect(after.count).toBe(0);
    // The web's badge request answers the same figure; a list not asking for it does not compute it.
    expect(await badge()).toBe(before! + 1);
    expect((await list(uniq('none'))).json<LeadListResponse>().newLeadsCount).toBe(null);
  });

  it('searches keywords over names, email fragments and phone fragments (list and header search)', async () => {
    const c = uniq('Kw');
    const tag = uniq('zq').toLowerCase();
    const x = await makeLead(t, {
      campaign: c,
      firstName: 'Mohammed',
      lastName: `Al-${tag}`,
      email: `m.${tag}@mail.example`,
    });
    const y = await makeLead(t, {
      campaign: c,
      firstName: 'Fatima',
      lastName: 'Haddad',
      phoneNumber: '971-5087654321',
    });
    expect(await ids(c, { keywords: `mohammed al-${tag}` })).toEqual([x.id]);
    expect(await ids(c, { keywords: `${tag}@mail` })).toEqual([x.id]);
    expect(await ids(c, { keywords: '5087654' })).toEqual([y.id]);
    expect(await ids(c, { keywords: '971-50876' })).toEqual([y.id]);
    expect(await ids(c, { keywords: '100%_' })).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads/search?keyword=${tag}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, rows: [{ id: x.id }] });
    const empty = await t.app.inject({ method: 'GET', url: `/api/leads/search?keyword=`, headers: admin });
    expect(empty.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leads' });
    expect(res.statusCode).toBe(401);
  });
});
