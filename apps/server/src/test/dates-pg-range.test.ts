import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES, uniq, useTestApp } from './test-app.js';

/*
 * Days a client sends that PostgreSQL cannot hold (year 0000) are a 400 from the contract, never a 500 from
 * the database (issue 18 item 5; SECURITY.md "Dates in year 0000"). The contracts' own test
 * (packages/domain/src/dates.test.ts) covers every date field; these are the probes over HTTP.
 */
describe.each(ENGINES)('days PostgreSQL cannot hold on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Awaited<ReturnType<typeof actorWith>>;
  let accountId: string;
  beforeAll(async () => {
    admin = await actorWith(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: admin.headers,
      payload: { stageName: `Dates ${uniq()}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    accountId = res.json<{ id: string }>().id;
  });

  it.each([
    ['0000-01-01', '0000-01-05'],
    ['0000-12-30', '0001-01-02'],
    ['0000-01-01', undefined],
  ])('accounts statistics from %s to %s: 400 naming the field', async (from, to) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/accountsAnalytics',
      headers: admin.headers,
      payload: { ids: [accountId], quickTimeFilter: 'custom', from, ...(to ? { to } : {}) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toContain('from');
  });

  it.each([
    '/api/leads?FROM=0000-01-01',
    '/api/leads?TO=0000-01-01T00:00:00Z',
    '/api/affiliates/analytics?from=0000-01-01&to=0000-01-02',
  ])('%s: 400', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(400);
  });
});
