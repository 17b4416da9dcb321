import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  Delivery,
  LeadCountResponse,
  LeadListResponse,
  RevenueResponse,
} from '@leadhouse/domain';
import { REVENUE_REST_KEY } from '@leadhouse/domain';
import { queryRows } from '../../lib/sql.js';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { accountsClient } from '../accounts/accounts.test-helpers.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * Distribution money (issue 22 §6): an accepted lead books its buyer's price, a return reverses it once
 * (a second return is 409, two at once give one reversal), a re-routed lead books the next buyer's price;
 * revenue, spend and margin per campaign, source, affiliate and buyer are exact per currency; the
 * dashboard counts sold, held, unsold and returned in the caller's scope; prices stay with managers.
 */

interface Entry {
  send_id: string;
  integration_id: string;
  kind: string;
  amount: number;
  currency: string;
  reverses_id: string | null;
  id: string;
}

describe.each(ENGINES)('distribution money (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 2_000, sweepSeconds: 1 });

  const admin = () => suite.actors.admin.headers;
  const buyer = (price: number, currency: string, caps: Record<string, number> = {}) =>
    makeBuyer(suite.t, admin(), suite.actors.owner.id, `${suite.partner.url}/accept`, {
      pricePerLead: { amount: price, currency },
      caps,
    });

  async function entriesOf(leadId: string): Promise<Entry[]> {
    const rows = await queryRows<Entry>(
      suite.t.database.db,
      sql`SELECT id, send_id, integration_id, kind, amount, currency, reverses_id FROM distribution_revenue
          WHERE lead_id = ${leadId}::uuid ORDER BY booked_at, kind DESC`,
    );
    return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
  }

  /** Posts one lead and waits until its route ends in `state`. */
  async function intakeOne(key: string, fields: Record<string, unknown>, state = 'sold'): Promise<string> {
    const res = await postLead(suite.t, key, intakeBody(fields));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    await waitUntil(async () => (await statesOfLeads(suite.t, [id]))[state] === 1, 15_000, `lead ${state}`);
    return id;
  }

  /** The database's refusal of a statement (the driver's error or its cause), 'none' when it ran. */
  async function refusal(statement: SQL): Promise<string> {
    try {
      await suite.t.database.db.execute(statement);
      return 'none';
    } catch (e) {
      const err = e as Error & { cause?: { message?: string } };
      return `${err.message} ${err.cause?.message ?? ''}`;
    }
  }

  const returnLead = (leadId: string, integrationId: string, reroute: boolean) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/distribution/returns',
      headers: admin(),
      payload: { leadId, integrationId, reason: 'Wrong number', reroute },
    });

  it('books the price on accept, reverses it once on return, books the next buyer on re-route', async () => {
    const aff = await affiliateWithKey(suite.t);
    const campaign = `Money-${engine}`;
    const first = await buyer(1_500, 'EUR');
    const second = await buyer(900, 'EUR');
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: inPriority(first, second),
    });
    const lead = await intakeOne(aff.key, { campaign });
    const [sale] = await entriesOf(lead);
    expect(await entriesOf(lead)).toEqual([
      expect.objectContaining({ integration_id: first, kind: 'sale', amount: 1_500, currency: 'EUR' }),
    ]);
    const [send] = await queryRows<{ id: string }>(
      suite.t.database.db,
      sql`SELECT id FROM distribution_sends WHERE lead_id = ${lead}::uuid AND integration_id = ${first}::uuid`,
    );
    expect(sale!.send_id).toBe(send!.id);

    const res = await returnLead(lead, first, true);
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(async () => (await entriesOf(lead)).length === 3, 15_000, 'the next buyer’s sale');
    expect((await entriesOf(lead)).map((e) => [e.integration_id, e.kind, e.amount, e.reverses_id])).toEqual([
      [first, 'sale', 1_500, null],
      [first, 'reversal', -1_500, sale!.id],
      [second, 'sale', 900, null],
    ]);
    expect((await returnLead(lead, first, false)).statusCode).toBe(409);
    expect(await entriesOf(lead)).toHaveLength(3);
    // The returned delivery says so and is never sent to that buyer again (it read "accepted", with Replay).
    const log = await suite.t.app.inject({ url: `/api/deliveries?leadId=${lead}`, headers: admin() });
    const returned = log.json<{ rows: Delivery[] }>().rows.find((d) => d.integrationId === first)!;
    expect([returned.state, typeof returned.returnedAt]).toEqual(['accepted', 'string']);
    // Nor is any delivery distribution sent, by a retry or a replay of the buyer's log: the route decides
    // (a retry of a buyer that had failed sold an exclusive lead to it too, outside its caps).
    expect(log.json<{ rows: Delivery[] }>().rows.map((d) => d.byDistribution)).toEqual([true, true]);
    for (const d of log.json<{ rows: Delivery[] }>().rows) {
      const retry = { method: 'POST' as const, url: `/api/deliveries/${d.id}/retry`, headers: admin() };
      const refused = await suite.t.app.inject(retry);
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        expect.stringMatching(/^Distribution sent this lead/),
      ]);
    }
    const replay = await suite.t.app.inject({
      method: 'POST',
      url: `/api/integrations/${second}/replay`,
      headers: admin(),
      payload: { states: ['accepted', 'rejected', 'exhausted', 'error'] },
    });
    expect(replay.json()).toEqual({ count: 0 });
    expect(await entriesOf(lead)).toHaveLength(3);
    // The ledger itself refuses a second reversal, an edit and a delete.
    await expect(
      suite.t.database.db.execute(
        sql`INSERT INTO distribution_revenue (send_id, lead_id, integration_id, kind, amount, currency, reverses_id, booked_at)
            VALUES (${sale!.send_id}::uuid, ${lead}::uuid, ${first}::uuid, 'reversal', -1500, 'EUR', ${sale!.id}::uuid, now())`,
      ),
    ).rejects.toThrow();
    expect(
      await refusal(sql`UPDATE distribution_revenue SET amount = 1 WHERE id = ${sale!.id}::uuid`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM distribution_revenue WHERE id = ${sale!.id}::uuid`)).toMatch(
      /append-only/,
    );
    expect(await entriesOf(lead)).toHaveLength(3);
  }, 40_000);

  it('two returns at once: one 200, one 409, one reversal', async () => {
    const aff = await affiliateWithKey(suite.t);
    const campaign = `Twice-${engine}`;
    const only = await buyer(2_000, 'USD');
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: only, priority: 1 }],
    });
    const lead = await intakeOne(aff.key, { campaign });
    const answers = await Promise.all([returnLead(lead, only, false), returnLead(lead, only, false)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await entriesOf(lead);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['sale', 2_000],
      ['reversal', -2_000],
    ]);
    expect((await statesOfLeads(suite.t, [lead])).returned).toBe(1);
  }, 30_000);

  describe('figures', () => {
    let affA: Awaited<ReturnType<typeof affiliateWithKey>>;
    let affB: Awaited<ReturnType<typeof affiliateWithKey>>;
    let x: string;
    let y: string;
    const campaign = `Margin-${engine}`;
    const p1 = `p1-${engine}`;
    const p2 = `p2-${engine}`;

    const revenue = async (groupBy: string, headers = admin()) => {
      const res = await suite.t.app.inject({ url: '/api/reports/revenue', query: { groupBy }, headers });
      return res;
    };
    const rowsOf = async (groupBy: string, key: string) =>
      (await revenue(groupBy))
        .json<RevenueResponse>()
        .rows.filter((r) => r.key === key)
        .map(({ currency, sold, returned, revenue: rev, spend, margin }) => ({
          currency,
          sold,
          returned,
          revenue: rev,
          spend,
          margin,
        }));
    const row = (currency: string, sold: number, returned: number, rev: number, spend: number | null) => ({
      currency,
      sold,
      returned,
      revenue: rev,
      spend,
      margin: rev - (spend ?? 0),
    });

    beforeAll(async () => {
      affA = await affiliateWithKey(suite.t);
      affB = await affiliateWithKey(suite.t);
      x = await buyer(1_000, 'EUR', { total: 2 });
      y = await buyer(700, 'USD');
      await campaignFlow(suite.t, admin(), campaign, {
        method: 'priority',
        buyers: inPriority(x, y),
      });
      // Leads 1, 2 go to X (its total cap is 2), 3 and 4 to Y; X returns lead 2 (not re-routed).
      await intakeOne(affA.key, { campaign, platform: p1 });
      const lead2 = await intakeOne(affB.key, { campaign, platform: p2 });
      await intakeOne(affA.key, { campaign, platform: p2 });
      await intakeOne(affB.key, { campaign, platform: p2 });
      expect((await returnLead(lead2, x, false)).statusCode).toBe(200);
      // Spend 3,000 EUR booked on the campaign today: 750 per lead of its 4.
      const accounts = accountsClient(suite.t, admin());
      const account = await accounts.create({ currency: 'EUR' });
      await accounts.topUp(account.id, 100_000);
      const [today] = await queryRows<{ d: string; id: string }>(
        suite.t.database.db,
        sql`SELECT to_char((now() AT TIME ZONE analytics_time_zone())::date, 'YYYY-MM-DD') AS d,
              (SELECT id FROM campaigns WHERE name = ${campaign}) AS id`,
      );
      await suite.t.database.db.execute(
        sql`UPDATE campaigns SET account_id = ${account.id}::uuid WHERE id = ${today!.id}::uuid`,
      );
      const spent = await accounts.post('/addItem', {
        accountId: account.id,
        amount: 3_000,
        date: today!.d,
        description: 'Ad spend',
        campaignId: today!.id,
      });
      expect(spent.statusCode, spent.body).toBe(201);
      // Lead 5 held (its only buyer's cap is 0), lead 6 unsold (its flow holds for 0 minutes).
      const closed = await buyer(100, 'EUR', { total: 0 });
      for (const [name, holdMinutes] of [
        [`Held-${engine}`, 60],
        [`Unsold-${engine}`, 0],
      ] as const) {
        await campaignFlow(suite.t, admin(), name, {
          method: 'priority',
          buyers: [{ integrationId: closed, priority: 1 }],
          holdMinutes,
        });
      }
      await intakeOne(affB.key, { campaign: `Held-${engine}` }, 'held');
      await intakeOne(affB.key, { campaign: `Unsold-${engine}` }, 'unsold');
    }, 90_000);

    it('by campaign: revenue net of the return, booked spend, margin, per currency', async () => {
      expect(await rowsOf('campaign', campaign)).toEqual([
        row('USD', 2, 0, 1_400, null),
        row('EUR', 2, 1, 1_000, 3_000),
      ]);
    });

    it('by source, affiliate and buyer: spend is the campaign’s 750 per lead', async () => {
      expect(await rowsOf('source', p1)).toEqual([row('EUR', 1, 0, 1_000, 750)]);
      expect(await rowsOf('source', p2)).toEqual([row('USD', 2, 0, 1_400, null), row('EUR', 1, 1, 0, 2_250)]);
      expect(await rowsOf('affiliate', affA.user.id)).toEqual([
        row('EUR', 1, 0, 1_000, 1_500),
        row('USD', 1, 0, 700, null),
      ]);
      expect(await rowsOf('affiliate', affB.user.id)).toEqual([
        row('USD', 1, 0, 700, null),
        row('EUR', 1, 1, 0, 1_500),
      ]);
      // X still holds lead 1 only; Y holds leads 3 and 4 (their cost is in EUR, their price in USD).
      expect(await rowsOf('buyer', x)).toEqual([row('EUR', 2, 1, 1_000, 750)]);
      expect(await rowsOf('buyer', y)).toEqual([row('USD', 2, 0, 1_400, null), row('EUR', 0, 0, 0, 1_500)]);
      const byBuyer = (await revenue('buyer')).json<RevenueResponse>();
      expect(byBuyer.rows.find((r) => r.key === x)?.name).toBeTruthy();
      // Lead 2's 750 EUR: returned, no buyer holds it. The rest row says so, and every grouping's rows add
      // up to the totals.
      expect(await rowsOf('buyer', REVENUE_REST_KEY)).toEqual([row('EUR', 0, 0, 0, 750)]);
      for (const groupBy of ['campaign', 'source', 'affiliate', 'buyer']) {
        const report = (await revenue(groupBy)).json<RevenueResponse>();
        for (const total of report.totals) {
          const rows = report.rows.filter((r) => r.currency === total.currency);
          expect(
            rows.reduce((sum, r) => sum + (r.spend ?? 0), 0),
            `${groupBy} ${total.currency}`,
          ).toBe(total.spend ?? 0);
          expect(rows.reduce((sum, r) => sum + r.margin, 0)).toBe(total.margin);
        }
      }
      // Totals per currency are the sums of the campaign rows; currencies are never added together.
      const byCampaign = (await revenue('campaign')).json<RevenueResponse>();
      for (const total of byCampaign.totals) {
        const rows = byCampaign.rows.filter((r) => r.currency === total.currency);
        expect(total.revenue).toBe(rows.reduce((s, r) => s + r.revenue, 0));
        expect(total.margin).toBe(total.revenue - (total.spend ?? 0));
      }
      expect(new Set(byCampaign.totals.map((tt) => tt.currency)).size).toBe(byCampaign.totals.length);
    });

    it('a bad grouping is a 400 that names the choices', async () => {
      const res = await revenue('country');
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('campaign, source, affiliate or buyer');
    });

    it('dashboard: sold, held, unsold and returned of the caller’s own leads', async () => {
      const dash = async (headers: Record<string, string>) => {
        const res = await suite.t.app.inject({ url: '/api/dashboard', headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<DashboardResponse>().distribution;
      };
      expect(await dash(affA.headers)).toEqual({ sold: 2, held: 0, unsold: 0, returned: 0 });
      expect(await dash(affB.headers)).toEqual({ sold: 1, held: 1, unsold: 1, returned: 1 });
      const all = await dash(admin());
      expect(all.sold).toBeGreaterThanOrEqual(3 + 1);
      expect(all.returned).toBeGreaterThanOrEqual(1 + 2);
    });

    it('each dashboard count opens exactly its leads: the list’s DISTRIBUTION filter', async () => {
      for (const headers of [affA.headers, affB.headers, admin()]) {
        const dash = (await suite.t.app.inject({ url: '/api/dashboard', headers })).json<DashboardResponse>();
        const count = async (DISTRIBUTION: string) => {
          const query = { FROM: dash.from, TO: dash.to, TZ: dash.timeZone, DISTRIBUTION, exact: 'true' };
          const res = await suite.t.app.inject({ url: '/api/leads/count', query, headers });
          expect(res.statusCode, res.body).toBe(200);
          return res.json<LeadCountResponse>().count;
        };
        for (const k of ['sold', 'held', 'unsold', 'returned'] as const)
          expect(await count(k), `${k}`).toBe(dash.distribution[k]);
        // Values are ORed; a lead that no flow took is `none`.
        expect(await count('held,unsold')).toBe(dash.distribution.held + dash.distribution.unsold);
      }
      // The re-routed lead of the first test was returned once and sold again: it counts in both.
      const both = await suite.t.app.inject({
        url: '/api/leads',
        query: { DISTRIBUTION: 'returned', limit: '100' },
        headers: admin(),
      });
      const returnedIds = both.json<LeadListResponse>().rows.map((r) => r.id);
      const states = await statesOfLeads(suite.t, returnedIds);
      expect(states.sold ?? 0).toBeGreaterThanOrEqual(1);
      const none = await suite.t.app.inject({
        url: '/api/leads/count',
        query: { DISTRIBUTION: 'none' },
        headers: admin(),
      });
      const routed = await queryRows<{ n: number }>(
        suite.t.database.db,
        sql`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM lead_distributions d WHERE d.lead_id = leads.id)`,
      );
      expect(none.json<LeadCountResponse>().count).toBe(routed[0]!.n);
      const bad = await suite.t.app.inject({
        url: '/api/leads',
        query: { DISTRIBUTION: 'bought' },
        headers: admin(),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('sold');
    });

    it('prices stay with managers: sales and affiliates get 403, a lead’s route without prices', async () => {
      const sales = await actorWith(suite.t, 'sales');
      expect((await revenue('campaign', sales.headers)).statusCode).toBe(403);
      expect((await revenue('buyer', affA.headers)).statusCode).toBe(403);
      const [mine] = await queryRows<{ id: string }>(
        suite.t.database.db,
        sql`SELECT id FROM leads WHERE affiliate_id = ${affA.user.id}::uuid LIMIT 1`,
      );
      const route = await suite.t.app.inject({
        url: `/api/leads/${mine!.id}/distribution`,
        headers: affA.headers,
      });
      expect(route.statusCode).toBe(200);
      expect(route.body).not.toContain('"amount"');
    });
  });
});
