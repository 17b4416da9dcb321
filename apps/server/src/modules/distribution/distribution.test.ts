import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyerListResponse, FlowListResponse } from '@leadhouse/domain';
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
 * mid-stream, fallback on reject, error and timeout, the decisions answered per lead, and a deleted flow
 * (archived: its routes keep its name).
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
    // Each buyer's activity of the last 24 hours, beside its meters: what it did with what it was sent.
    const none = { sent: 1, accepted: 0, returned: 0, rejected: 0, failed: 0, pending: 0 };
    const expected = [
      { ...none, rejected: 1 },
      { ...none, failed: 1 },
      { ...none, failed: 1 },
      { ...none, accepted: 1 },
    ];
    const flows = await suite.t.app.inject({
      url: '/api/distribution/flows',
      headers: suite.actors.admin.headers,
    });
    const flow = flows.json<FlowListResponse>().rows.find((f) => f.buyers[0]?.integrationId === buyers[0]);
    expect(flow?.buyers.map((b) => b.activity)).toEqual(expected);
    const list = await suite.t.app.inject({
      url: '/api/distribution/buyers',
      headers: suite.actors.admin.headers,
    });
    const byId = new Map(list.json<BuyerListResponse>().rows.map((b) => [b.integrationId, b.activity]));
    expect(buyers.map((b) => byId.get(b))).toEqual(expected);
  }, 40_000);

  it('a deleted flow is archived: gone from the lists and from routing, named still in the routes it made', async () => {
    const admin = suite.actors.admin.headers;
    const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      suite.t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });
    const sold = `Deleted-${engine}`;
    const buyer = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`);
    const soldFlow = await campaignFlow(suite.t, admin, sold, {
      method: 'priority',
      buyers: inPriority(buyer),
    });
    // A buyer that takes nothing today: the other flow's lead is held.
    const none = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`, {
      caps: { day: 0 },
    });
    const held = `Deleted-held-${engine}`;
    const heldFlow = await campaignFlow(suite.t, admin, held, {
      method: 'priority',
      buyers: inPriority(none),
    });
    const [soldLead] = await intake(1, { campaign: sold });
    const [heldLead] = await intake(1, { campaign: held });
    await waitUntil(
      async () => {
        const s = await statesOfLeads(suite.t, [soldLead!, heldLead!]);
        return s.sold === 1 && s.held === 1;
      },
      30_000,
      'one sold, one held',
    );

    for (const id of [soldFlow, heldFlow])
      expect((await api('DELETE', `/api/distribution/flows/${id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/distribution/flows/${soldFlow}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/distribution/flows/${soldFlow}`)).statusCode).toBe(404);
    const flows = (await api('GET', '/api/distribution/flows')).json<{ rows: Array<{ id: string }> }>();
    expect(flows.rows.map((f) => f.id)).not.toContain(soldFlow);
    expect(flows.rows.map((f) => f.id)).not.toContain(heldFlow);
    // Kept, not removed: nothing a person did is hard-deleted.
    const kept = (await suite.t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM distribution_flows
          WHERE id IN (${soldFlow}::uuid, ${heldFlow}::uuid) AND deleted_at IS NOT NULL AND NOT active`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(kept.rows[0]!.n).toBe(2);

    // The routes it made still say which flow took the lead (before: the name was gone with the row).
    expect((await routeOf(suite.t, admin, soldLead!)).flow).toEqual({ id: soldFlow, name: sold });
    const heldRows = (await api('GET', '/api/distribution/held?limit=50')).json<{
      rows: Array<{ leadId: string; flow: { name: string } | null }>;
    }>();
    expect(heldRows.rows.find((r) => r.leadId === heldLead)?.flow?.name).toBe(held);
    // A new lead of its campaign is not routed by it; nothing can be sent into it any more.
    const [later] = await intake(1, { campaign: sold });
    expect((await routeOf(suite.t, admin, later!)).state).toBeNull();
    const into = { leadsIds: [heldLead], flowId: heldFlow };
    expect((await api('POST', '/api/distribution/held/reroute', into)).statusCode).toBe(404);
    const simulated = await api('POST', '/api/distribution/simulate', {
      lead: { campaign: held },
      flowId: heldFlow,
    });
    expect(simulated.statusCode).toBe(404);
    // Its held lead waits for a person (the sweep retries no lead of a deleted flow). A release skips it (it
    // turned unsold at once, "no eligible buyer", in a flow with no buyers left); it is re-routed instead.
    expect(await statesOfLeads(suite.t, [heldLead!])).toEqual({ held: 1 });
    const released = await api('POST', '/api/distribution/held/release', { leadsIds: [heldLead] });
    expect(released.json()).toEqual({ count: 0, skipped: 1, held: 0 });
    expect(await statesOfLeads(suite.t, [heldLead!])).toEqual({ held: 1 });
    const live = await campaignFlow(suite.t, admin, `Live-${engine}`, {
      method: 'priority',
      buyers: inPriority(buyer),
    });
    const rerouted = await api('POST', '/api/distribution/held/reroute', {
      leadsIds: [heldLead],
      flowId: live,
    });
    expect(rerouted.json()).toMatchObject({ count: 1, skipped: 0 });
  }, 40_000);
});
