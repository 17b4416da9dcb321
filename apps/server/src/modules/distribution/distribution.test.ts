import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartner, type Partner } from '../../test/partner.js';
import { createTestApp, ENGINES, type TestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { setupActors, waitUntil } from '../integrations/integrations.test-helpers.js';
import { makeBuyer, makeFlow, routeOf, soldPerBuyer, statesOfLeads } from './distribution.test-helpers.js';

/*
 * Lead distribution end to end (issue 22): intake → flow → buyer on a real loopback partner, caps reached
 * mid-stream, fallback on reject, error and timeout, and the decisions answered per lead.
 */

describe.each(ENGINES)('lead distribution (%s)', (engine) => {
  let t: TestApp;
  let partner: Partner;
  let actors: Awaited<ReturnType<typeof setupActors>>;
  let aff: Awaited<ReturnType<typeof affiliateWithKey>>;

  beforeAll(async () => {
    partner = await startPartner();
    t = await createTestApp(engine, { integrationAllowHosts: '127.0.0.1' }, undefined, {
      distribution: { timeoutMs: 500, sweepSeconds: 1 },
    });
    actors = await setupActors(t);
    aff = await affiliateWithKey(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await partner?.close();
  });

  async function intake(n: number, fields: Record<string, unknown>) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await postLead(t, aff.key, intakeBody(fields));
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    return ids;
  }

  it('priority: a day cap of 3 on the first buyer sends 3 there and 7 to the second', async () => {
    const campaign = `Prio-${engine}`;
    const first = await makeBuyer(t, actors.admin.headers, actors.owner.id, `${partner.url}/accept`, {
      caps: { day: 3 },
      timeZone: 'Europe/Paris',
    });
    const second = await makeBuyer(t, actors.admin.headers, actors.owner.id, `${partner.url}/accept`);
    await makeFlow(t, actors.admin.headers, {
      name: campaign,
      method: 'priority',
      match: { campaigns: [campaign] },
      buyers: [
        { integrationId: first, priority: 1 },
        { integrationId: second, priority: 2 },
      ],
    });
    const ids = await intake(10, { campaign });
    // Waits for the state, not a time: the arrival-to-buyer latency is measured by `bench:distribution`.
    await waitUntil(async () => (await statesOfLeads(t, ids)).sold === 10, 60_000, 'all sold');
    expect(await soldPerBuyer(t, [first, second])).toEqual([3, 7]);
    const route = await routeOf(t, actors.admin.headers, ids[9]!);
    expect(route.state).toBe('sold');
    expect(route.steps.map((s) => [s.outcome, s.reason?.code ?? null])).toEqual([
      ['skipped', 'cap'],
      ['sent', null],
      ['accepted', null],
    ]);
    expect(route.steps[0]!.reason).toEqual({ code: 'cap', window: 'day', used: 3, cap: 3 });
  });

  it('falls back on reject, error and timeout to the next buyer', async () => {
    const campaign = `Fallback-${engine}`;
    const urls = ['/reject', '/error', '/timeout', '/accept'];
    const buyers: string[] = [];
    for (const u of urls)
      buyers.push(await makeBuyer(t, actors.admin.headers, actors.owner.id, `${partner.url}${u}`));
    await makeFlow(t, actors.admin.headers, {
      name: campaign,
      method: 'priority',
      match: { campaigns: [campaign] },
      buyers: buyers.map((integrationId, i) => ({ integrationId, priority: i + 1 })),
    });
    const [id] = await intake(1, { campaign });
    await waitUntil(async () => (await statesOfLeads(t, [id!])).sold === 1, 30_000, 'sold to the last buyer');
    const route = await routeOf(t, actors.admin.headers, id!);
    const ends = route.steps.filter((s) => s.outcome !== 'sent').map((s) => [s.integrationId, s.outcome]);
    expect(ends).toEqual([
      [buyers[0], 'rejected'],
      [buyers[1], 'error'],
      [buyers[2], 'timeout'],
      [buyers[3], 'accepted'],
    ]);
    expect(route.steps[1]!.reason).toMatchObject({
      code: 'rejected',
      answer: expect.stringContaining('duplicate'),
    });
  }, 40_000);
});
