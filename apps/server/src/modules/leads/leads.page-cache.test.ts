import { describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@leadhouse/domain';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { makeLead } from './leads.test-helpers.js';

/**
 * Issue 23: the page statements of fixed-scope roles (admin, affiliate, integration) are compiled once and
 * reused (`leads.page.ts` `compiledPage`). Only the statement is reused: each request reads the database,
 * and a statement never crosses from one actor to another.
 */
describe.each(ENGINES)('reused page statements on %s', (engine) => {
  const t = useTestApp(engine);

  const page = async (headers: Record<string, string>, campaign: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/leads?CAMPAIGNS=${campaign}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadListResponse>();
  };

  it('answers what the database holds now on the second identical request', async () => {
    const admin = (await actorWith(t, 'admin')).headers;
    const campaign = uniq('Reuse');
    await makeLead(t, { campaign });
    const first = await page(admin, campaign);
    const added = await makeLead(t, { campaign });
    const second = await page(admin, campaign);
    expect(first.rows).toHaveLength(1);
    expect(second.rows.map((r) => r.id)).toContain(added.id);
    expect(second.count).toBe(2);
  });

  it('never hands one affiliate’s statement to another with the same query', async () => {
    const a = await actorWith(t, 'affiliate');
    const b = await actorWith(t, 'affiliate');
    const campaign = uniq('Aff');
    const ofA = await makeLead(t, { campaign, affiliateId: a.user.id });
    const ofB = await makeLead(t, { campaign, affiliateId: b.user.id });
    expect((await page(a.headers, campaign)).rows.map((r) => r.id)).toEqual([ofA.id]);
    expect((await page(b.headers, campaign)).rows.map((r) => r.id)).toEqual([ofB.id]);
    expect((await page(a.headers, campaign)).rows.map((r) => r.id)).toEqual([ofA.id]);
  });
});
