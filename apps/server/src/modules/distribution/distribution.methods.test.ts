import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import { intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';
import {
  acceptedBy,
  campaignFlow,
  inPriority,
  makeBuyer,
  routeOf,
  soldPerBuyer,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * The `weighted` and `round_robin` methods with caps reached mid-stream, and shared (non-exclusive) flows
 * sold to up to N buyers (issue 22 §2, "Tests that must exist": each method with caps reached mid-stream).
 * The random source is injected (a constant draw of 0.4 of the eligible buyers' total weight), so each
 * lead's buyer is known in advance and the counts are exact.
 */

describe.each(ENGINES)('distribution methods (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 1_000, sweepSeconds: 1, random: () => 0.4 });

  /** Posts `n` intake leads one after the other (each route starts before the next lead arrives). */
  async function intake(n: number, campaign: string) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign }));
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    return ids;
  }

  const buyer = (path: string, caps?: { day: number }) =>
    makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}${path}`,
      caps ? { caps } : {},
    );

  it('weighted: a capped buyer drops out of the draw and the weights renormalise over the others', async () => {
    const campaign = `Weighted-${engine}`;
    // Weights 2, 1, 1: a draw of 0.4 of the total picks A (1.6 < 2) while A is eligible; with A capped
    // the total is 2 and 0.8 picks B; with B capped too only C is left. Without renormalising (A's weight
    // still in the total) 1.6 would skip B and pick C: 3, 0, 7.
    const a = await buyer('/accept', { day: 3 });
    const b = await buyer('/accept', { day: 2 });
    const c = await buyer('/accept');
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'weighted',
      buyers: [
        { integrationId: a, weight: 2 },
        { integrationId: b, weight: 1 },
        { integrationId: c, weight: 1 },
      ],
    });
    const ids = await intake(10, campaign);
    await waitUntil(async () => (await statesOfLeads(suite.t, ids)).sold === 10, 15_000, 'all sold');
    expect(await soldPerBuyer(suite.t, [a, b, c])).toEqual([3, 2, 5]);
    expect(await acceptedBy(suite.t, ids)).toEqual([a, a, a, b, b, c, c, c, c, c]);
    const sixth = await routeOf(suite.t, suite.actors.admin.headers, ids[5]!);
    expect(
      sixth.steps.filter((s) => s.outcome === 'skipped').map((s) => [s.integrationId, s.reason]),
    ).toEqual([
      [a, { code: 'cap', window: 'day', used: 3, cap: 3 }],
      [b, { code: 'cap', window: 'day', used: 2, cap: 2 }],
    ]);
  });

  it('round robin: turns go around the buyers, skipping each one once its cap is reached', async () => {
    const campaign = `RoundRobin-${engine}`;
    const a = await buyer('/accept', { day: 2 });
    const b = await buyer('/accept', { day: 1 });
    const c = await buyer('/accept');
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'round_robin',
      buyers: [{ integrationId: a }, { integrationId: b }, { integrationId: c }],
    });
    const ids = await intake(9, campaign);
    await waitUntil(async () => (await statesOfLeads(suite.t, ids)).sold === 9, 15_000, 'all sold');
    // A, B, C, then A (B capped after one), then only C (A capped after two).
    expect(await acceptedBy(suite.t, ids)).toEqual([a, b, c, a, c, c, c, c, c]);
    expect(await soldPerBuyer(suite.t, [a, b, c])).toEqual([2, 1, 6]);
    const third = await routeOf(suite.t, suite.actors.admin.headers, ids[2]!);
    expect(third.steps[0]).toMatchObject({
      outcome: 'skipped',
      integrationId: b,
      reason: { code: 'cap', window: 'day', used: 1, cap: 1 },
    });
  });

  it('round robin under 30 concurrent intakes: the turns stay exact (the flow row locked with the route insert)', async () => {
    const campaign = `RoundRobinConcurrent-${engine}`;
    const buyers = [await buyer('/accept'), await buyer('/accept'), await buyer('/accept')];
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'round_robin',
      buyers: buyers.map((integrationId) => ({ integrationId })),
    });
    const posted = await Promise.all(
      Array.from({ length: 30 }, () => postLead(suite.t, suite.aff.key, intakeBody({ campaign }))),
    );
    expect(posted.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const ids = posted.map((r) => r.json<{ id: string }>().id);
    await waitUntil(async () => (await statesOfLeads(suite.t, ids)).sold === 30, 20_000, 'all sold');
    // Two decisions reading the same cursor would send two leads to one buyer and none to the next.
    expect(await soldPerBuyer(suite.t, buyers)).toEqual([10, 10, 10]);
  });

  it('shared flow: each lead is sold to up to 2 buyers; a capped or rejecting buyer passes its place on', async () => {
    const campaign = `Shared-${engine}`;
    const a = await buyer('/accept', { day: 1 });
    const b = await buyer('/accept');
    const rejecting = await buyer('/reject');
    const d = await buyer('/accept');
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'priority',
      exclusive: false,
      maxBuyers: 2,
      buyers: inPriority(a, b, rejecting, d),
    });
    const [first] = await intake(1, campaign);
    await waitUntil(async () => (await statesOfLeads(suite.t, [first!])).sold === 1, 15_000, 'first sold');
    const [second] = await intake(1, campaign);
    await waitUntil(async () => (await statesOfLeads(suite.t, [second!])).sold === 1, 15_000, 'second sold');
    const held = async (id: string) =>
      (await routeOf(suite.t, suite.actors.admin.headers, id)).sends
        .filter((s) => s.status === 'accepted')
        .map((s) => s.integrationId)
        .sort();
    expect(await held(first!)).toEqual([a, b].sort());
    // A's day cap is used: B and the rejecting buyer are sent it together, D takes the rejected place.
    expect(await held(second!)).toEqual([b, d].sort());
    const route = await routeOf(suite.t, suite.actors.admin.headers, second!);
    expect(route.steps.filter((s) => s.outcome === 'rejected').map((s) => s.integrationId)).toEqual([
      rejecting,
    ]);
    expect(await soldPerBuyer(suite.t, [a, b, rejecting, d])).toEqual([1, 2, 0, 1]);
  });

  it('shared flow with one buyer left: the lead is sold once to that buyer, never held', async () => {
    const campaign = `SharedOne-${engine}`;
    const only = await buyer('/accept');
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'weighted',
      exclusive: false,
      maxBuyers: 3,
      buyers: [{ integrationId: only }],
    });
    const [id] = await intake(1, campaign);
    await waitUntil(async () => (await statesOfLeads(suite.t, [id!])).sold === 1, 15_000, 'sold');
    const route = await routeOf(suite.t, suite.actors.admin.headers, id!);
    expect(route.sends.map((s) => [s.integrationId, s.status])).toEqual([[only, 'accepted']]);
  });
});
