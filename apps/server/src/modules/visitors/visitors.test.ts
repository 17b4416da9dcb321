import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IntakeResult, LeadAttribution, VisitResponse } from '@leadhouse/domain';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { leadRow } from '../leads/leads.test-helpers.js';

/** `GET /api/visitor` and first-touch attribution carried to intake leads. */
describe.each(ENGINES)('visitors on %s', (engine) => {
  const t = useTestApp(engine, { visitorRatePerMinute: 40 });

  it('a visitor’s first touch is carried to the lead: raw, case preserved, immutable', async () => {
    const visit = await t.app.inject({
      method: 'GET',
      url: '/api/visitor?gclid=AbC-first&utm_source=Google%20Ads&utm_campaign=Spring&campaignid=C1&adgroupid=G1&uri=https%3A%2F%2Fland.example.com%2F%3Fgclid%3DAbC-first',
    });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.headers['access-control-allow-origin']).toBe('*');
    const { visitorId } = visit.json<VisitResponse>();
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/visitor?gclid=later&visitorId=${visitorId}`,
    });
    expect(second.json<VisitResponse>().visitorId).toBe(visitorId);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/visitor?visitorId=00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.json<VisitResponse>().visitorId).not.toBe('00000000-0000-4000-8000-000000000000');

    const aff = await affiliateWithKey(t);
    const res = await postLead(t, aff.key, intakeBody({ visitorId, gclid: 'from-post', placement: 'feed' }));
    const { id } = res.json<IntakeResult>();
    const row = await leadRow(t, id);
    expect(row).toMatchObject({ gclid: 'AbC-first', campaignid: 'C1', adgroupid: 'G1', placement: 'feed' });
    const attr = (
      await t.app.inject({ method: 'GET', url: `/api/leads/${id}/attribution`, headers: aff.headers })
    ).json<LeadAttribution>();
    expect(attr).toMatchObject({
      origin: 'visit',
      visitorId,
      gclid: 'AbC-first',
      utm_source: 'Google Ads',
      utm_campaign: 'Spring',
      uri: 'https://land.example.com/?gclid=AbC-first',
    });
    await expect(
      t.database.db.execute(sql`UPDATE lead_attributions SET gclid = 'changed' WHERE lead_id = ${id}::uuid`),
    ).rejects.toThrow();
  });

  it('the visitor call is bounded and rate limited per IP', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/visitor?gclid=${'x'.repeat(501)}` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/visitor?visitorId=nope' })).statusCode).toBe(400);
    let limited = 0;
    for (let i = 0; i < 45 && !limited; i++) {
      const r = await t.app.inject({ method: 'GET', url: '/api/visitor?utm_source=x' });
      if (r.statusCode === 429) limited = i;
      else expect(r.statusCode).toBe(200);
    }
    expect(limited).toBeGreaterThan(0);
  });
});
