import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_COLUMNS,
  LEAD_COLUMN_FIELDS,
  LEAD_COLUMNS,
  LeadCountQuerySchema,
  MAX_LEAD_JUMP_OFFSET,
  type LeadCountResponse,
  type LeadListResponse,
} from '@leadhouse/domain';
import type { Actor } from '../../plugins/auth.js';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { pageFields } from './leads.page.js';
import { countLeads } from './leads.read.service.js';
import { makeLead } from './leads.test-helpers.js';

/**
 * Rows first (issue 13): the list answers `limit + 1` rows' worth of "is there more", an inline count only
 * when a count table answers it, and the count route answers exact figures or marked estimates.
 */
describe.each(ENGINES)('leads list rows first, and the count route, on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: { authorization: string };
  let adminActor: Actor;

  beforeAll(async () => {
    const a = await actorWith(t, 'admin');
    admin = a.headers;
    adminActor = { id: a.user.id, role: 'admin', features: [], user: a.user } as unknown as Actor;
  });

  const get = async <T>(path: string, params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(params)}`,
      headers: admin,
    });
    return { status: res.statusCode, body: res.json<T>(), raw: res.body };
  };

  it('says hasMore from one extra row, and keeps the cheap count inline', async () => {
    const c = uniq('More');
    for (let i = 0; i < 5; i++) await makeLead(t, { campaign: c });
    const page = (p: number, limit: number) =>
      get<LeadListResponse>('/api/leads', { CAMPAIGNS: c, page: String(p), limit: String(limit) });
    const p1 = (await page(1, 2)).body;
    const p3 = (await page(3, 2)).body;
    const all = (await page(1, 5)).body;
    const past = (await page(2, 5)).body;
    expect([p1.rows.length, p1.hasMore, p1.count]).toEqual([2, true, 5]);
    expect(p1.nextCursor).toEqual(expect.any(String));
    expect([p3.rows.length, p3.hasMore, p3.nextCursor]).toEqual([1, false, null]);
    expect([all.rows.length, all.hasMore, all.count]).toEqual([5, false, 5]);
    expect([past.rows.length, past.hasMore, past.count]).toEqual([0, false, 5]);
  });

  it('answers rows without a count when the count is expensive (keywords), and the count route counts them', async () => {
    const c = uniq('Kw');
    const word = uniq('zx').toLowerCase();
    for (let i = 0; i < 3; i++) await makeLead(t, { campaign: c, lastName: `Al-${word}` });
    const list = await get<LeadListResponse>('/api/leads', { keywords: word, limit: '2' });
    expect(list.status, list.raw).toBe(200);
    expect([list.body.rows.length, list.body.hasMore, list.body.count]).toEqual([2, true, null]);
    const exact = await get<LeadCountResponse>('/api/leads/count', { keywords: word, exact: 'true' });
    expect(exact.body).toEqual({ count: 3, exact: true });
    const budgeted = await get<LeadCountResponse>('/api/leads/count', { keywords: word });
    expect(budgeted.body).toEqual({ count: 3, exact: true });
    const cheap = await get<LeadCountResponse>('/api/leads/count', { CAMPAIGNS: c });
    expect(cheap.body).toEqual({ count: 3, exact: true });
  });

  it('answers a marked estimate when the exact count is over budget, and the exact figure when forced', async () => {
    const c = uniq('Est');
    const word = uniq('qv').toLowerCase();
    for (let i = 0; i < 4; i++) await makeLead(t, { campaign: c, firstName: `N${word}` });
    const q = LeadCountQuerySchema.parse({ keywords: word });
    const estimate = await countLeads(t.database.db, adminActor, q, { maxCost: 0, timeoutMs: 50 });
    expect(estimate.exact).toBe(false);
    expect(Number.isInteger(estimate.count) && estimate.count >= 0).toBe(true);
    const forced = await countLeads(
      t.database.db,
      adminActor,
      { ...q, exact: 'true' },
      { maxCost: 0, timeoutMs: 50 },
    );
    expect(forced).toEqual({ count: 4, exact: true });
    // A cube-answered count stays exact whatever the budget.
    const cube = await countLeads(t.database.db, adminActor, LeadCountQuerySchema.parse({ CAMPAIGNS: c }), {
      maxCost: 0,
      timeoutMs: 1,
    });
    expect(cube).toEqual({ count: 4, exact: true });
  });

  it('returns only the asked columns (plus ids), and refuses unknown ones with a 400', async () => {
    const c = uniq('Col');
    await makeLead(t, { campaign: c, firstName: 'Zaid', lastName: 'Omar' });
    const lean = await get<LeadListResponse>('/api/leads', { CAMPAIGNS: c, columns: 'firstName,status' });
    expect(lean.status, lean.raw).toBe(200);
    const row = lean.body.rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        ...new Set(['id', 'internalId', ...LEAD_COLUMN_FIELDS.firstName, ...LEAD_COLUMN_FIELDS.status]),
      ].sort(),
    );
    expect(row).toMatchObject({ firstName: 'Zaid', lastName: 'Omar', status: 'NEW' });
    const full = await get<LeadListResponse>('/api/leads', { CAMPAIGNS: c, columns: LEAD_COLUMNS.join(',') });
    expect(lean.raw.length).toBeLessThan(full.raw.length * 0.6);
    // Without `columns`: the grid's default visible columns (issue 23), each value as the detail has it.
    const byDefault = (await get<LeadListResponse>('/api/leads', { CAMPAIGNS: c })).body.rows[0]!;
    expect(Object.keys(byDefault).sort()).toEqual(pageFields(DEFAULT_LIST_COLUMNS).sort());
    const detail = (await get<Record<string, unknown>>(`/api/leads/${row.id}`, {})).body;
    for (const [k, v] of Object.entries(full.body.rows[0]!)) expect(v, k).toEqual(detail[k]);
    for (const bad of ['passwordHash', 'firstName,__proto__', 'integrationsHistory']) {
      const res = await get<{ message: string }>('/api/leads', { CAMPAIGNS: c, columns: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('bounds a direct jump to a far page (400 with advice) but not cursor paging', async () => {
    const c = uniq('Far');
    const limit = 100;
    const tooFar = String(MAX_LEAD_JUMP_OFFSET / limit + 2);
    const res = await get<{ message: string }>('/api/leads', {
      CAMPAIGNS: c,
      limit: String(limit),
      page: tooFar,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/next/);
    const last = String(MAX_LEAD_JUMP_OFFSET / limit + 1);
    const ok = await get<LeadListResponse>('/api/leads', { CAMPAIGNS: c, limit: String(limit), page: last });
    expect(ok.status, ok.raw).toBe(200);
  });

  it('validates the count route query like the list (400, never 500)', async () => {
    for (const bad of [{ exact: 'yes' }, { STATUS: 'NOPE' }, { FROM: 'yesterday' }] as Record<
      string,
      string
    >[]) {
      const res = await get<{ message: string }>('/api/leads/count', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
