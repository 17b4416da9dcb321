import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, distributionRoutes, pathOf, type LeadDistribution } from '@leadhouse/domain';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { setupActors, usePartnerApp, waitUntil } from '../integrations/integrations.test-helpers.js';
import { campaignFlow, makeBuyer, routeOf, statesOfLeads } from './distribution.test-helpers.js';

/*
 * Who sees what of distribution (issue 22 "Tests that must exist": a sales user cannot see buyers' prices
 * or flows; an affiliate sees only its own leads' outcomes). Beyond distribution.caps.test.ts: every
 * managing route refused to both, the route of a lead they see with prices, flow, cap figures and the
 * buyer's answer left out, and the fuzz walk (test/fuzz.test.ts walks API_ROUTES) holding every
 * distribution contract.
 */

/** A valid request for each managing route (so a refusal is the role's, not the body's). */
function managingRequests(flowId: string, leadId: string, buyerId: string) {
  const flow = { name: 'X', method: 'priority', buyers: [{ integrationId: buyerId }] };
  const r = distributionRoutes;
  return [
    { c: r.flows, params: {}, body: undefined },
    { c: r.flow, params: { id: flowId }, body: undefined },
    { c: r.createFlow, params: {}, body: flow },
    { c: r.updateFlow, params: { id: flowId }, body: flow },
    { c: r.removeFlow, params: { id: flowId }, body: undefined },
    { c: r.buyers, params: {}, body: undefined },
    { c: r.simulate, params: {}, body: { lead: { country: 'SA' } } },
    { c: r.held, params: {}, body: undefined },
    { c: r.release, params: {}, body: { leadsIds: [leadId] } },
    { c: r.reroute, params: {}, body: { leadsIds: [leadId], flowId } },
    { c: r.returnLead, params: {}, body: { leadId, integrationId: buyerId, reason: 'Bad number' } },
    { c: r.distribute, params: {}, body: { leadsIds: [leadId] } },
  ];
}

describe.each(ENGINES)('distribution visibility (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { distribution: { timeoutMs: 1_000, sweepSeconds: 1 } });
  let actors: Awaited<ReturnType<typeof setupActors>>;
  let aff: Awaited<ReturnType<typeof affiliateWithKey>>;
  let other: Awaited<ReturnType<typeof affiliateWithKey>>;
  let sales: Awaited<ReturnType<typeof actorWith>>;
  const ids = { flow: '', capped: '', rejecting: '', taker: '', own: '', foreign: '' };

  beforeAll(async () => {
    actors = await setupActors(t);
    [aff, other, sales] = await Promise.all([
      affiliateWithKey(t),
      affiliateWithKey(t),
      actorWith(t, 'sales'),
    ]);
    const campaign = `Seen-${engine}`;
    const buyer = (path: string, distribution: Parameters<typeof makeBuyer>[4]) =>
      makeBuyer(t, actors.admin.headers, actors.owner.id, `${partner.url}${path}`, distribution);
    const price = { amount: 1_500, currency: 'EUR' };
    ids.capped = await buyer('/accept', { caps: { day: 1 }, pricePerLead: price });
    ids.rejecting = await buyer('/reject', { pricePerLead: price });
    ids.taker = await buyer('/accept', { pricePerLead: { amount: 900, currency: 'EUR' } });
    ids.flow = await campaignFlow(t, actors.admin.headers, campaign, {
      method: 'priority',
      buyers: [ids.capped, ids.rejecting, ids.taker].map((integrationId, i) => ({
        integrationId,
        priority: i + 1,
      })),
    });
    // The other affiliate's lead uses the first buyer's day cap; ours then meets the cap and the reject.
    for (const [who, key] of [
      ['foreign', other.key],
      ['own', aff.key],
    ] as const) {
      const res = await postLead(t, key, intakeBody({ campaign }));
      ids[who] = res.json<{ id: string }>().id;
      await waitUntil(async () => (await statesOfLeads(t, [ids[who]])).sold === 1, 15_000, `${who} sold`);
    }
    await t.database.db.execute(
      sql`UPDATE leads SET assigned_to = ${sales.user.id}::uuid WHERE id = ${ids.own}::uuid`,
    );
  }, 90_000);

  it('a manager reads the whole route: flow, prices, cap figures and the buyer’s answer', async () => {
    const full = await routeOf(t, actors.admin.headers, ids.own);
    expect(full.flow?.id).toBe(ids.flow);
    // The capped buyer is judged again (and skipped again) when the reject passes the lead on.
    expect(full.steps.map((s) => [s.outcome, s.integrationId])).toEqual([
      ['skipped', ids.capped],
      ['sent', ids.rejecting],
      ['rejected', ids.rejecting],
      ['skipped', ids.capped],
      ['sent', ids.taker],
      ['accepted', ids.taker],
    ]);
    expect(full.steps[0]!.reason).toEqual({ code: 'cap', window: 'day', used: 1, cap: 1 });
    expect(full.steps[2]!.reason).toMatchObject({
      code: 'rejected',
      answer: expect.stringContaining('duplicate'),
    });
    expect(full.steps[5]!.price).toEqual({ amount: 900, currency: 'EUR' });
    const log = await t.app.inject({
      url: `/api/deliveries?leadId=${ids.own}`,
      headers: actors.admin.headers,
    });
    expect(log.body).toContain('duplicate');
    // And in the lead's own history.
    const lead = await t.app.inject({ url: `/api/leads/${ids.own}`, headers: actors.admin.headers });
    expect(lead.body).toContain('duplicate');
  });

  it.each(['sales', 'affiliate'] as const)(
    'the %s sees the outcome of a lead it sees, without flow, prices, cap figures or answers',
    async (who) => {
      const headers = who === 'sales' ? sales.headers : aff.headers;
      const seen: LeadDistribution = await routeOf(t, headers, ids.own);
      expect(seen.state).toBe('sold');
      expect(seen.flow).toBeNull();
      expect(seen.sends.map((s) => [s.integrationId, s.status, s.price])).toEqual([
        [ids.rejecting, 'rejected', null],
        [ids.taker, 'accepted', null],
      ]);
      expect(seen.steps.map((s) => s.reason ?? null)).toEqual([
        { code: 'cap', window: 'day' },
        null,
        { code: 'rejected' },
        { code: 'cap', window: 'day' },
        null,
        null,
      ]);
      expect(seen.steps.every((s) => s.price === null)).toBe(true);
      const text = JSON.stringify(seen);
      for (const hidden of ['"amount"', '"used"', 'duplicate lead']) expect(text).not.toContain(hidden);
      // Nor through the lead's delivery log (the drawer's Deliveries): states, never the buyer's answer,
      // address or request (they were all answered to anyone who saw the lead).
      const log = await t.app.inject({ url: `/api/deliveries?leadId=${ids.own}`, headers });
      expect(log.statusCode).toBe(200);
      const deliveries = log.json<{ rows: Array<{ id: string; state: string; lastError: string | null }> }>();
      expect(deliveries.rows.map((d) => [d.state, d.lastError]).sort()).toEqual([
        ['accepted', null],
        ['rejected', null],
      ]);
      for (const d of deliveries.rows) {
        const detail = await t.app.inject({ url: `/api/deliveries/${d.id}`, headers });
        expect(detail.statusCode).toBe(200);
        expect(detail.json().attemptLog.length).toBeGreaterThan(0);
        for (const hidden of ['duplicate', partner.url, 'Layla']) expect(detail.body).not.toContain(hidden);
      }
      // Nor through the lead itself (its integrations history), read alone or found by the header search;
      // the send that failed is still an error there.
      const lead = await t.app.inject({ url: `/api/leads/${ids.own}`, headers });
      expect(lead.statusCode).toBe(200);
      const history = lead.json<{ integrationsHistory: Array<{ error?: string; data?: object }> }>();
      expect(history.integrationsHistory.map((h) => (h.data ? 'sent' : h.error))).toEqual(['', 'sent']);
      expect(lead.body).not.toContain('duplicate');
      const found = await t.app.inject({ url: `/api/leads/search?keyword=Layla`, headers });
      expect(found.json<{ rows: Array<{ id: string }> }>().rows.map((r) => r.id)).toContain(ids.own);
      expect(found.body).not.toContain('duplicate');
      // A lead it does not see (the other affiliate's, not assigned to the sales user) is a 404.
      const foreign = await t.app.inject({ url: `/api/leads/${ids.foreign}/distribution`, headers });
      expect(foreign.statusCode).toBe(404);
    },
  );

  it.each(['sales', 'affiliate'] as const)(
    'the %s is refused every managing route and the buyer’s settings (403), nothing changes',
    async (who) => {
      const headers = who === 'sales' ? sales.headers : aff.headers;
      for (const r of managingRequests(ids.flow, ids.own, ids.taker)) {
        const res = await t.app.inject({
          method: r.c.method,
          url: '/api' + pathOf(r.c, r.params),
          headers,
          ...(r.body === undefined ? {} : { payload: r.body }),
        });
        expect(res.statusCode, `${r.c.method} ${r.c.path}`).toBe(403);
      }
      const integration = await t.app.inject({ url: `/api/integrations/${ids.taker}`, headers });
      expect(integration.statusCode).toBe(403);
      const flows = await t.app.inject({ url: '/api/distribution/flows', headers: actors.admin.headers });
      expect(flows.json<{ rows: Array<{ id: string }> }>().rows.map((f) => f.id)).toContain(ids.flow);
      expect((await statesOfLeads(t, [ids.own])).sold).toBe(1);
    },
  );

  it('the fuzz walk (API_ROUTES) holds every distribution contract, including /leads/distribute', () => {
    const walked = new Set(API_ROUTES.map((c) => `${c.method} ${c.path}`));
    const ours = Object.values(distributionRoutes).map((c) => `${c.method} ${c.path}`);
    expect(ours).toContain('POST /leads/distribute');
    for (const route of ours) expect(walked.has(route), route).toBe(true);
  });
});
