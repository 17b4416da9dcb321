import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type DistributionReason } from '@leadhouse/domain';
import { ENGINES } from '../../test/test-app.js';
import { intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { integrationBody, makeLead, waitUntil } from '../integrations/integrations.test-helpers.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  routeOf,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * Held leads and the clock (issue 22 §1, §4; "Tests that must exist": schedule closed then open, duplicate
 * look-back per buyer, held then released). The distribution clock is injected and frozen; each test sets
 * it, in the past (the delivery workers run on the real clock and send what is due). A held lead is
 * retried by the sweep (every second) only once the clock has moved on, so a frozen clock leaves it to a
 * person.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** UTC midnight 40 days ago: the tests' day 0. */
const DAY0 = (Math.floor(Date.now() / DAY) - 40) * DAY;
/** Weekday key of an instant in UTC (WEEKDAYS is Monday first; getUTCDay is Sunday 0). */
const weekdayOf = (ms: number) => WEEKDAYS[(new Date(ms).getUTCDay() + 6) % 7]!;

/** A row of `GET /api/distribution/held`, as these tests read it. */
interface HeldRow {
  leadId: string;
  heldReason?: DistributionReason;
  holdUntil: string | null;
  attempts: number;
  round: number;
  sends: number;
}

describe.each(ENGINES)('held leads, schedules and look-back on the distribution clock (%s)', (engine) => {
  let clock = DAY0;
  const suite = useDistributionSuite(engine, {
    timeoutMs: 1_000,
    sweepSeconds: 1,
    clock: { now: () => new Date(clock) },
  });

  const admin = () => suite.actors.admin.headers;
  // In UTC: the frozen clock decides every window here (makeBuyer's default zone follows the real clock).
  const accept = (distribution: Parameters<typeof makeBuyer>[4] = {}) =>
    makeBuyer(suite.t, admin(), suite.actors.owner.id, `${suite.partner.url}/accept`, {
      timeZone: 'UTC',
      ...distribution,
    });
  async function intakeOne(campaign: string): Promise<string> {
    const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign }));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const state = async (id: string) => Object.keys(await statesOfLeads(suite.t, [id]))[0];
  const waitState = (id: string, s: string) =>
    waitUntil(async () => (await state(id)) === s, 15_000, `lead ${s}`);
  async function heldRow(id: string): Promise<HeldRow | undefined> {
    const res = await suite.t.app.inject({ url: '/api/distribution/held?limit=50', headers: admin() });
    expect(res.statusCode).toBe(200);
    return res.json<{ rows: HeldRow[] }>().rows.find((r) => r.leadId === id);
  }

  it('schedule closed: the lead is held with the opening time; when the schedule opens it is sold', async () => {
    const campaign = `Schedule-${engine}`;
    clock = DAY0 + 8 * HOUR + 30 * 60_000; // 08:30 UTC; the buyer opens at 09:00 that weekday only
    const buyer = await accept({ timeZone: 'UTC', schedule: { [weekdayOf(clock)]: [9] } });
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
    });
    const id = await intakeOne(campaign);
    await waitState(id, 'held');
    const opensAt = new Date(DAY0 + 9 * HOUR).toISOString();
    const held = await routeOf(suite.t, admin(), id);
    expect(held.steps.map((s) => [s.outcome, s.reason])).toEqual([
      ['skipped', { code: 'schedule_closed', opensAt }],
      ['held', { code: 'no_eligible_buyer', skipped: { schedule_closed: 1 } }],
    ]);
    expect((await heldRow(id))?.heldReason).toEqual({
      code: 'no_eligible_buyer',
      skipped: { schedule_closed: 1 },
    });
    clock = DAY0 + 9 * HOUR + 5 * 60_000; // 09:05: open
    await waitState(id, 'sold');
    const sold = await routeOf(suite.t, admin(), id);
    expect(sold.steps.slice(2).map((s) => s.outcome)).toEqual(['released', 'sent', 'accepted']);
    expect(sold.sends.map((s) => [s.integrationId, s.status])).toEqual([[buyer, 'accepted']]);
  });

  it("a paused flow's held leads wait for it: the sweep sends another flow's when the schedule opens, not theirs", async () => {
    const [paused, running] = [`Paused-${engine}`, `Running-${engine}`];
    clock = DAY0 + 20 * HOUR + 30 * 60_000; // 20:30 UTC; the buyer opens at 21:00
    const buyer = await accept({ schedule: { [weekdayOf(clock)]: [21] } });
    const flowOf = (campaign: string, active: boolean) => ({
      name: campaign,
      match: { campaigns: [campaign] },
      method: 'priority' as const,
      buyers: [{ integrationId: buyer }],
      active,
    });
    const pausedFlow = await campaignFlow(suite.t, admin(), paused, flowOf(paused, true));
    await campaignFlow(suite.t, admin(), running, flowOf(running, true));
    const [waiting, taken] = [await intakeOne(paused), await intakeOne(running)];
    await waitState(waiting, 'held');
    await waitState(taken, 'held');
    const put = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/distribution/flows/${pausedFlow}`,
      headers: admin(),
      payload: flowOf(paused, false),
    });
    expect(put.statusCode, put.body).toBe(200);
    clock = DAY0 + 21 * HOUR + 5 * 60_000; // 21:05: open
    // The sweep that sold the running flow's lead passed the paused flow's by (it sent it before the fix).
    await waitState(taken, 'sold');
    expect(await state(waiting)).toBe('held');
    expect((await routeOf(suite.t, admin(), waiting)).sends).toEqual([]);
  });

  it('all buyers capped: held with the reason; released by a person (again held, then sold once a cap is raised)', async () => {
    const campaign = `Release-${engine}`;
    clock = DAY0 + 12 * HOUR;
    const a = await accept({ caps: { day: 1 } });
    const bBody = (day: number) =>
      integrationBody(`${suite.partner.url}/accept`, {
        name: `B ${campaign}`,
        distribution: { caps: { day } },
      });
    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/api/integrations',
      headers: admin(),
      payload: { userId: suite.actors.owner.id, ...bBody(1) },
    });
    const b = created.json<{ integration: { id: string } }>().integration.id;
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: inPriority(a, b),
    });
    for (let i = 0; i < 2; i++) await waitState(await intakeOne(campaign), 'sold');
    const id = await intakeOne(campaign);
    await waitState(id, 'held');
    const reason = { code: 'no_eligible_buyer', skipped: { cap: 2 } };
    const first = await heldRow(id);
    expect(first).toMatchObject({ heldReason: reason, attempts: 0, round: 1, sends: 0 });
    expect(first?.holdUntil).not.toBeNull();
    clock += 10 * 60_000; // ten minutes on: the release must not give the lead ten more minutes to wait
    const release = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/distribution/held/release',
        headers: admin(),
        payload: { leadsIds: [id] },
      });
    // Released with both caps still used: a new round that ends held again, for the same reason, with the
    // first hold's deadline; the answer says so (held: 1).
    expect((await release()).json()).toEqual({ count: 1, skipped: 0, held: 1 });
    expect(await state(id)).toBe('held');
    expect(await heldRow(id)).toMatchObject({ holdUntil: first?.holdUntil, round: 2, sends: 0 });
    const again = await routeOf(suite.t, admin(), id);
    expect(again.steps.filter((s) => s.outcome === 'held').map((s) => [s.round, s.reason])).toEqual([
      [1, reason],
      [2, reason],
    ]);
    const put = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/integrations/${b}`,
      headers: admin(),
      payload: bBody(2),
    });
    expect(put.statusCode).toBe(200);
    expect((await release()).json()).toEqual({ count: 1, skipped: 0, held: 0 });
    await waitState(id, 'sold');
    expect((await routeOf(suite.t, admin(), id)).sends.map((s) => [s.integrationId, s.status])).toEqual([
      [b, 'accepted'],
    ]);
    expect(await heldRow(id)).toBeUndefined();
    // A lead that is not held is skipped.
    expect((await release()).json()).toEqual({ count: 0, skipped: 1, held: 0 });
  });

  it('a lead its only buyer returned and sent on is held, and the reason counts the return', async () => {
    const campaign = `Returned-${engine}`;
    clock = DAY0 + 14 * HOUR;
    const only = await accept();
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: only }],
    });
    const id = await intakeOne(campaign);
    await waitState(id, 'sold');
    const returned = await suite.t.app.inject({
      method: 'POST',
      url: '/api/distribution/returns',
      headers: admin(),
      payload: { leadId: id, integrationId: only, reason: 'Wrong number', reroute: true },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await waitState(id, 'held');
    // Not "No eligible buyer ()": the buyer that returned it is counted as such.
    expect((await heldRow(id))?.heldReason).toEqual({
      code: 'no_eligible_buyer',
      skipped: { returned: 1 },
    });
    // The queue counts the send the buyer returned, from the lead's earlier round: not "0" beside "returned".
    expect(await heldRow(id)).toMatchObject({ sends: 1 });
  });

  it('held by hand or on arrival, said so; deleted, it leaves the queue and is not released; restored, it is back', async () => {
    const campaign = `Deleted-${engine}`;
    clock = DAY0 + 15 * HOUR;
    const none = await accept({ caps: { day: 0 } });
    const flow = await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: none }],
    });
    const id = await intakeOne(campaign);
    await waitState(id, 'held');
    expect(await heldRow(id)).toBeDefined();
    // Counted in its own flow: the sweep retries other tests' held leads meanwhile. The flows list says
    // the same count on the flow (its delete confirmation and its link to the queue read it).
    const count = async () => {
      const queue = (
        await suite.t.app.inject({ url: `/api/distribution/held?flowId=${flow}`, headers: admin() })
      ).json<{ count: number }>().count;
      const flows = (await suite.t.app.inject({ url: '/api/distribution/flows', headers: admin() })).json<{
        rows: { id: string; held: number }[];
      }>().rows;
      expect(flows.find((f) => f.id === flow)?.held).toBe(queue);
      return queue;
    };
    expect(await count()).toBe(1);
    // Distributed by hand, a lead no buyer takes is said to be held, not just "distributed".
    const other = await makeLead(suite.t, { campaign });
    const bulk = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/leads/distribute',
        headers: admin(),
        payload: { leadsIds: [other.id, id] },
      });
    expect((await bulk()).json()).toEqual({ count: 1, held: 1, noFlow: 0, skipped: 1 });
    expect((await bulk()).json()).toEqual({ count: 0, held: 0, noFlow: 0, skipped: 2 });
    expect(await count()).toBe(2);
    await suite.t.database.db.execute(sql`UPDATE leads SET deleted_at = now() WHERE id = ${other.id}::uuid`);
    expect(await count()).toBe(1);
    const post = (url: string) =>
      suite.t.app.inject({ method: 'POST', url, headers: admin(), payload: { leadsIds: [id] } });
    expect((await post('/api/leads/markAsDeleted')).statusCode).toBe(200);
    // Before: still listed and counted, and "released" into its flow again.
    expect(await heldRow(id)).toBeUndefined();
    expect(await count()).toBe(0);
    expect((await post('/api/distribution/held/release')).json()).toEqual({ count: 0, skipped: 1, held: 0 });
    expect((await post('/api/leads/restore')).statusCode).toBe(200);
    expect(await heldRow(id)).toBeDefined();
  });

  it("held on a full day cap, retried by the sweep when the buyer's day window resets", async () => {
    const campaign = `Reset-${engine}`;
    clock = DAY0 + DAY - 10 * 60_000; // 23:50 UTC
    const buyer = await accept({ caps: { day: 1 }, timeZone: 'UTC' });
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
      holdMinutes: 120,
    });
    await waitState(await intakeOne(campaign), 'sold');
    const id = await intakeOne(campaign);
    await waitState(id, 'held');
    const held = await heldRow(id);
    expect(held?.holdUntil).toBe(new Date(clock + 120 * 60_000).toISOString());
    clock = DAY0 + DAY + 5 * 60_000; // 00:05 the next day: a new day window
    await waitState(id, 'sold');
    const route = await routeOf(suite.t, admin(), id);
    expect(route.steps.map((s) => s.outcome)).toEqual(['skipped', 'held', 'released', 'sent', 'accepted']);
    expect(route.steps[0]!.reason).toEqual({ code: 'cap', window: 'day', used: 1, cap: 1 });
    expect(route.steps[2]!.round).toBe(2);
  });

  it('duplicate look-back: the same phone or email is not sent to the same buyer within N days, another buyer takes it', async () => {
    const campaign = `Lookback-${engine}`;
    const a = await accept({ duplicateDays: 7 });
    const b = await accept();
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: inPriority(a, b),
    });
    const phone = `44-7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const email = `lookback.${engine}.${Date.now()}@example.com`;
    /** A lead with these contacts distributed by hand (the bulk route), then deleted (phone and email free again). */
    async function route(fields: { phoneNumber: string; email: string }) {
      const lead = await makeLead(suite.t, { campaign, ...fields });
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/leads/distribute',
        headers: admin(),
        payload: { leadsIds: [lead.id] },
      });
      expect(res.json()).toEqual({ count: 1, held: 0, noFlow: 0, skipped: 0 });
      await waitState(lead.id, 'sold');
      const read = await routeOf(suite.t, admin(), lead.id);
      await suite.t.database.db.execute(sql`UPDATE leads SET deleted_at = now() WHERE id = ${lead.id}::uuid`);
      return read;
    }
    const buyerOf = (r: Awaited<ReturnType<typeof route>>) =>
      r.sends.find((s) => s.status === 'accepted')?.integrationId;
    clock = DAY0 + 2 * DAY + 10 * HOUR;
    const sentAt = new Date(clock).toISOString();
    expect(buyerOf(await route({ phoneNumber: phone, email }))).toBe(a);
    clock += DAY;
    const samePhone = await route({ phoneNumber: phone, email: `other.${email}` });
    expect(buyerOf(samePhone)).toBe(b);
    expect(samePhone.steps[0]).toMatchObject({
      outcome: 'skipped',
      integrationId: a,
      reason: { code: 'duplicate', field: 'phone', sentAt },
    });
    clock += DAY;
    const otherPhone = `44-7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const sameEmail = await route({ phoneNumber: otherPhone, email: email.toUpperCase() });
    expect(buyerOf(sameEmail)).toBe(b);
    expect(sameEmail.steps[0]!.reason).toEqual({ code: 'duplicate', field: 'email', sentAt });
    clock = DAY0 + 9 * DAY + 10 * HOUR + 60_000; // 7 days and a minute after the first send
    expect(buyerOf(await route({ phoneNumber: phone, email }))).toBe(a);
  });
});
