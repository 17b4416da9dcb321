import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import { intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  routeOf,
  soldPerBuyer,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * Lead distribution end to end (issue 22): intake → flow → buyer on a real loopback partner, caps reached
 * mid-stream, fallback on reject, error and timeout, and the decisions answered per lead.
 */

describe.each(ENGINES)('lead distribution (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 500, sweepSeconds: 1 });

  async function intake(n: number, fields: Record<string, unknown>) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await postLead(suite.t, suite.aff.key, intakeBody(fields));
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    return ids;
  }

  it('priority: a day cap of 3 on the first buyer sends 3 there and 7 to the second', async () => {
    const campaign = `Prio-${engine}`;
    const first = await makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}/accept`,
      { caps: { day: 3 } }, // counted in a zone at noon now (makeBuyer): no midnight mid-test
    );
    const second = await makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}/accept`,
    );
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'priority',
      buyers: inPriority(first, second),
    });
    const ids = await intake(10, { campaign });
    // Waits for the state, not a time: the arrival-to-buyer latency is measured by `bench:distribution`.
    await waitUntil(async () => (await statesOfLeads(suite.t, ids)).sold === 10, 60_000, 'all sold');
    expect(await soldPerBuyer(suite.t, [first, second])).toEqual([3, 7]);
    const route = await routeOf(suite.t, suite.actors.admin.headers, ids[9]!);
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
      buyers.push(
        await makeBuyer(
          suite.t,
          suite.actors.admin.headers,
          suite.actors.owner.id,
          `${suite.partner.url}${u}`,
        ),
      );
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'priority',
      buyers: inPriority(...buyers),
    });
    const [id] = await intake(1, { campaign });
    await waitUntil(
      async () => (await statesOfLeads(suite.t, [id!])).sold === 1,
      30_000,
      'sold to the last buyer',
    );
    const route = await routeOf(suite.t, suite.actors.admin.headers, id!);
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
