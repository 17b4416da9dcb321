import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { integrationBody, waitUntil } from '../integrations/integrations.test-helpers.js';
import { reserveCaps } from './distribution.caps.js';
import { capMeters } from './distribution.meters.js';
import {
  campaignFlow,
  makeBuyer,
  routeOf,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * Caps in the buyer's zone across a DST change (clock injected), visibility by role, and on PostgreSQL 200
 * concurrent intakes: no buyer over its cap, no exclusive lead accepted twice (issue 22 §7).
 */

describe.each(ENGINES)('distribution caps and visibility (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 2_000, sweepSeconds: 1 });

  it("resets a day cap at the buyer's midnight across the DST change (America/New_York, 2026-03-08)", async () => {
    const id = await makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}/accept`,
      {
        caps: { day: 2 },
        timeZone: 'America/New_York',
      },
    );
    const buyer = { integrationId: id, timeZone: 'America/New_York', settings: { caps: { day: 2 } } };
    const db = suite.t.database.db;
    // Sunday 8 March 2026 is 23 hours long in New York: it starts 05:00Z and ends 04:00Z on the 9th.
    const sunday = new Date('2026-03-08T12:00:00Z');
    expect('reserved' in (await reserveCaps(db, buyer, 0, sunday))).toBe(true);
    expect('reserved' in (await reserveCaps(db, buyer, 0, sunday))).toBe(true);
    const full = await reserveCaps(db, buyer, 0, new Date('2026-03-09T03:59:00Z'));
    expect(full).toEqual({ reason: { code: 'cap', window: 'day', used: 2, cap: 2 } });
    const meters = (await capMeters(db, [buyer], sunday)).get(id)!.meters;
    expect(meters[0]).toMatchObject({
      window: 'day',
      used: 2,
      left: 0,
      startsAt: '2026-03-08T05:00:00.000Z',
      resetsAt: '2026-03-09T04:00:00.000Z',
    });
    // Monday local midnight (04:00Z, EDT): a new window. UTC midnight or a fixed 24 h would still refuse.
    expect('reserved' in (await reserveCaps(db, buyer, 0, new Date('2026-03-09T04:00:00Z')))).toBe(true);
  });

  it('reserves every capped window or none: a full day gives the hour its slot back, a money cap refuses an over-price lead', async () => {
    const settings = {
      caps: { hour: 5, day: 1 },
      moneyCap: { window: 'week' as const, amount: 1_000 },
      pricePerLead: { amount: 400, currency: 'EUR' },
    };
    const id = await makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}/accept`,
      settings,
    );
    const buyer = { integrationId: id, timeZone: 'UTC', settings };
    const db = suite.t.database.db;
    const at = new Date('2026-06-10T12:30:00Z');
    const first = await reserveCaps(db, buyer, 400, at);
    expect(first).toEqual({
      reserved: [
        { window: 'hour', start: '2026-06-10T12:00:00.000Z' },
        { window: 'day', start: '2026-06-10T00:00:00.000Z' },
        { window: 'week', start: '2026-06-08T00:00:00.000Z' },
      ],
    });
    // The hour window takes a slot in the statement, the day refuses: the hour's slot goes back.
    expect(await reserveCaps(db, buyer, 400, at)).toEqual({
      reason: { code: 'cap', window: 'day', used: 1, cap: 1 },
    });
    /** Leads counted in the hour and day windows at `when`, and the week's money meter. */
    const usedAt = async (when: Date) => {
      const m = (await capMeters(db, [buyer], when)).get(id)!;
      return { counts: m.meters.map((x) => [x.window, x.used]), money: m.money };
    };
    const now = await usedAt(at);
    expect(now.counts).toEqual([
      ['hour', 1],
      ['day', 1],
    ]);
    expect(now.money).toMatchObject({ window: 'week', used: 400, left: 600 });
    // Next day: 400 + 400 fits the week's 1,000; a third lead (1,200) does not, and takes nothing.
    const nextDay = new Date('2026-06-11T09:00:00Z');
    expect('reserved' in (await reserveCaps(db, buyer, 400, nextDay))).toBe(true);
    const later = new Date('2026-06-12T09:00:00Z');
    expect(await reserveCaps(db, buyer, 400, later)).toEqual({
      reason: { code: 'money_cap', window: 'week', used: 800, cap: 1_000 },
    });
    expect((await usedAt(later)).counts).toEqual([
      ['hour', 0],
      ['day', 0],
    ]);
    // A price over the money cap refuses whatever the counters say.
    expect(await reserveCaps(db, buyer, 1_500, later)).toMatchObject({
      reason: { code: 'money_cap', used: 800 },
    });
  });

  it('a cap set mid-day counts and shows the leads the buyer took that day before it (it let a cap of 2 take 3 more)', async () => {
    const admin = suite.actors.admin.headers;
    const url = `${suite.partner.url}/accept`;
    const price = { amount: 500, currency: 'EUR' };
    const late = await makeBuyer(suite.t, admin, suite.actors.owner.id, url, { pricePerLead: price });
    const backup = await makeBuyer(suite.t, admin, suite.actors.owner.id, url);
    await campaignFlow(suite.t, admin, `Late-cap-${engine}`, {
      method: 'priority',
      buyers: [
        { integrationId: late, priority: 1 },
        { integrationId: backup, priority: 2 },
      ],
    });
    const intake = async () => {
      const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign: `Late-cap-${engine}` }));
      const id = res.json<{ id: string }>().id;
      await waitUntil(async () => (await statesOfLeads(suite.t, [id])).sold === 1, 15_000, 'sold');
      return routeOf(suite.t, admin, id);
    };
    for (let i = 0; i < 3; i++) expect((await intake()).sends.map((s) => s.integrationId)).toEqual([late]);
    // A day cap of 2 set now, with 3 leads taken today.
    const zone = (await suite.t.app.inject({ url: `/api/integrations/${late}`, headers: admin })).json()
      .distribution.timeZone as string;
    const put = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/integrations/${late}`,
      headers: admin,
      payload: integrationBody(url, {
        distribution: { caps: { day: 2 }, pricePerLead: price, timeZone: zone },
      }),
    });
    expect(put.statusCode, put.body).toBe(200);
    // The meter reads the day's 3 leads before the window's counter exists (it read 0 until a send).
    const listed = await suite.t.app.inject({ url: '/api/distribution/buyers', headers: admin });
    const row = listed
      .json<{ rows: { integrationId: string; meters: unknown[]; moneyMeter: unknown }[] }>()
      .rows.find((r) => r.integrationId === late)!;
    expect(row.meters).toMatchObject([{ window: 'day', cap: 2, used: 3, left: 0 }]);
    const next = await intake();
    expect(next.sends.map((s) => s.integrationId)).toEqual([backup]);
    expect(next.steps.find((s) => s.integrationId === late)?.reason).toEqual({
      code: 'cap',
      window: 'day',
      used: 3,
      cap: 2,
    });
  }, 60_000);

  it('a sales user and an affiliate read outcomes without prices or flows; a sales user cannot read flows', async () => {
    const campaign = `Vis-${engine}`;
    const aff = await affiliateWithKey(suite.t);
    const buyer = await makeBuyer(
      suite.t,
      suite.actors.admin.headers,
      suite.actors.owner.id,
      `${suite.partner.url}/accept`,
      {
        pricePerLead: { amount: 1250, currency: 'usd' },
      },
    );
    await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
    });
    const res = await postLead(suite.t, aff.key, intakeBody({ campaign }));
    const id = res.json<{ id: string }>().id;
    await waitUntil(async () => (await statesOfLeads(suite.t, [id])).sold === 1, 10_000, 'sold');
    const admin = await routeOf(suite.t, suite.actors.admin.headers, id);
    expect(admin.flow?.name).toBe(campaign);
    expect(admin.sends[0]!.price).toEqual({ amount: 1250, currency: 'USD' });
    const own = await routeOf(suite.t, aff.headers, id);
    expect(own.state).toBe('sold');
    expect(own.flow).toBeNull();
    expect(own.sends[0]!.price).toBeNull();
    expect(own.steps.every((s) => s.price === null)).toBe(true);
    const other = await affiliateWithKey(suite.t);
    const foreign = await suite.t.app.inject({
      url: `/api/leads/${id}/distribution`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const sales = await actorWith(suite.t, 'sales');
    for (const url of ['/api/distribution/flows', '/api/distribution/buyers', '/api/distribution/held']) {
      expect((await suite.t.app.inject({ url, headers: sales.headers })).statusCode).toBe(403);
    }
  });

  it.runIf(engine === 'postgres')(
    '200 concurrent intakes: no buyer over its cap, no exclusive lead accepted twice',
    async () => {
      const campaign = 'Load-200';
      const caps = [30, 50, 40];
      const buyers: string[] = [];
      for (const day of caps) {
        buyers.push(
          await makeBuyer(
            suite.t,
            suite.actors.admin.headers,
            suite.actors.owner.id,
            `${suite.partner.url}/accept`,
            {
              caps: { day },
            },
          ),
        );
      }
      await campaignFlow(suite.t, suite.actors.admin.headers, campaign, {
        method: 'weighted',
        buyers: buyers.map((integrationId, i) => ({ integrationId, weight: i + 1 })),
        holdMinutes: 60,
      });
      const keys = await Promise.all([0, 1, 2, 3].map(() => affiliateWithKey(suite.t)));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => postLead(suite.t, keys[i % 4]!.key, intakeBody({ campaign }))),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      const ids = answers.map((a) => a.json<{ id: string }>().id);
      await waitUntil(
        async () => {
          const s = await statesOfLeads(suite.t, ids);
          return (s.sold ?? 0) + (s.held ?? 0) === 200;
        },
        60_000,
        'every lead sold or held',
      );
      const s = await statesOfLeads(suite.t, ids);
      expect(s).toEqual({ sold: 120, held: 80 });
      const per = (await suite.t.database.db.execute(
        sql`SELECT integration_id, count(*) FILTER (WHERE status = 'accepted')::int AS n FROM distribution_sends
            WHERE integration_id = ANY(${'{' + buyers.join(',') + '}'}::uuid[]) GROUP BY integration_id`,
      )) as unknown as { rows: Array<{ integration_id: string; n: number }> };
      for (const r of per.rows) expect(r.n).toBeLessThanOrEqual(caps[buyers.indexOf(r.integration_id)]!);
      const twice = (await suite.t.database.db.execute(
        sql`SELECT lead_id FROM distribution_sends WHERE status = 'accepted' GROUP BY lead_id HAVING count(*) > 1`,
      )) as unknown as { rows: unknown[] };
      expect(twice.rows).toEqual([]);
    },
    120_000,
  );
});
