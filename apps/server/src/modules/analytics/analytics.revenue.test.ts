import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVENUE_REST_KEY, type RevenueResponse } from '@leadhouse/domain';
import { queryRows } from '../../lib/sql.js';
import { ENGINES } from '../../test/test-app.js';
import { accountsClient } from '../accounts/accounts.test-helpers.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  statesOfLeads,
  useDistributionSuite,
} from '../distribution/distribution.test-helpers.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';

/*
 * The revenue report's spend per group adds up exactly (issue 22 §6; docs/decisions.md "Distribution
 * money"): each currency's booked spend is apportioned over the groups and the genuine rest by largest
 * remainder, so no rounding cents show as "spend of leads without a buyer" and a genuine rest keeps its
 * exact cents. EUR: 100 over 3 leads, every lead held (shared: leads 1 and 2 by A and B, lead 3 by C).
 * USD: 102 over 5 leads (3 sold to D, E, F; 2 unsold) and 50 on a campaign without leads.
 */

describe.each(ENGINES)('revenue spend apportioned (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 2_000, sweepSeconds: 1 });
  const admin = () => suite.actors.admin.headers;
  const [pa, pb, pc, pd] = ['pa', 'pb', 'pc', 'pd'].map((p) => `${p}-${engine}`) as [
    string,
    string,
    string,
    string,
  ];
  let affs: Array<Awaited<ReturnType<typeof affiliateWithKey>>> = [];
  let eur: string[] = [];
  let usd: string[] = [];

  const buyer = (total: number, currency: string) =>
    makeBuyer(suite.t, admin(), suite.actors.owner.id, `${suite.partner.url}/accept`, {
      pricePerLead: { amount: 500, currency },
      caps: { total },
    });

  /** Creates campaign `name` on a fresh `currency` account and books `amount` of spend on it today. */
  async function campaignWithSpend(name: string, currency: string, amount: number): Promise<void> {
    const accounts = accountsClient(suite.t, admin());
    const account = await accounts.create({ currency });
    await accounts.topUp(account.id, 100_000);
    const made = await suite.t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin(),
      payload: { name, description: 'Spend split', internalId: name, accountId: account.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [today] = await queryRows<{ d: string }>(
      suite.t.database.db,
      sql`SELECT to_char((now() AT TIME ZONE analytics_time_zone())::date, 'YYYY-MM-DD') AS d`,
    );
    const spent = await accounts.post('/addItem', {
      accountId: account.id,
      amount,
      date: today!.d,
      description: 'Ad spend',
      campaignId: made.json<{ id: string }>().id,
    });
    expect(spent.statusCode, spent.body).toBe(201);
  }

  /** Posts a lead as affiliate `aff`; waits until its route is `state` with `sales` revenue entries. */
  async function intakeOne(aff: number, campaign: string, platform: string, state: string, sales: number) {
    const res = await postLead(suite.t, affs[aff]!.key, intakeBody({ campaign, platform }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const booked = async () =>
      (
        await queryRows<{ n: number }>(
          suite.t.database.db,
          sql`SELECT count(*)::int AS n FROM distribution_revenue WHERE lead_id = ${id}::uuid`,
        )
      )[0]!.n;
    await waitUntil(
      async () => (await statesOfLeads(suite.t, [id]))[state] === 1 && (await booked()) === sales,
      15_000,
      `lead ${state} to ${sales}`,
    );
  }

  beforeAll(async () => {
    affs = await Promise.all([0, 1, 2].map(() => affiliateWithKey(suite.t)));
    eur = [await buyer(2, 'EUR'), await buyer(2, 'EUR'), await buyer(2, 'EUR')];
    usd = [await buyer(1, 'USD'), await buyer(1, 'USD'), await buyer(1, 'USD')];
    await campaignWithSpend(`Split-${engine}`, 'EUR', 100);
    await campaignWithSpend(`Part-${engine}`, 'USD', 102);
    await campaignWithSpend(`Quiet-${engine}`, 'USD', 50);
    const shared = {
      method: 'priority',
      exclusive: false,
      maxBuyers: 2,
      buyers: inPriority(...eur),
    } as const;
    await campaignFlow(suite.t, admin(), `Split-${engine}`, shared);
    await campaignFlow(suite.t, admin(), `Part-${engine}`, {
      method: 'priority',
      buyers: inPriority(...usd),
      holdMinutes: 0,
    });
    // A and B take leads 1 and 2 together (their total caps are 2), C alone takes lead 3.
    await intakeOne(0, `Split-${engine}`, pa, 'sold', 2);
    await intakeOne(1, `Split-${engine}`, pb, 'sold', 2);
    await intakeOne(2, `Split-${engine}`, pc, 'sold', 1);
    // D, E, F take one lead each (total caps 1); the last two find no buyer and are unsold at once.
    await intakeOne(0, `Part-${engine}`, pa, 'sold', 1);
    await intakeOne(1, `Part-${engine}`, pb, 'sold', 1);
    await intakeOne(2, `Part-${engine}`, pc, 'sold', 1);
    await intakeOne(0, `Part-${engine}`, pd, 'unsold', 0);
    await intakeOne(0, `Part-${engine}`, pd, 'unsold', 0);
  }, 120_000);

  /**
   * The spend per row key of `groupBy` in `currency` (minor units); checks first that the rows' spends add
   * up to the currency's total, the booked spend.
   */
  async function spendOf(groupBy: string, currency: string): Promise<Record<string, number | null>> {
    const res = await suite.t.app.inject({
      url: '/api/reports/revenue',
      query: { groupBy },
      headers: admin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<RevenueResponse>();
    const rows = report.rows.filter((r) => r.currency === currency);
    const total = report.totals.find((t) => t.currency === currency)!;
    expect(
      rows.reduce((s, r) => s + (r.spend ?? 0), 0),
      `${groupBy} ${currency}`,
    ).toBe(total.spend);
    expect(rows.reduce((s, r) => s + r.margin, 0)).toBe(total.margin);
    return Object.fromEntries(rows.map((r) => [r.key, r.spend]));
  }

  /** `keys` with the first in code-unit order getting `first`, the others `rest` (the tie rule: by key). */
  const tie = (keys: readonly string[], first: number, rest: number) => {
    const sorted = [...keys].sort();
    return Object.fromEntries(sorted.map((k, i) => [k, i === 0 ? first : rest]));
  };

  it('100 over three leads, all held by three buyers: 34/33/33 by key, no rest row', async () => {
    // Each buyer's exact share is 33⅓ (A: 2 × 100/3 ÷ 2). Rounded per group it was 33 each and a rest of 1.
    expect(await spendOf('buyer', 'EUR')).toEqual(tie(eur, 34, 33));
    expect(await spendOf('campaign', 'EUR')).toEqual({ [`Split-${engine}`]: 100 });
  });

  it('by source and affiliate too: 34/33/33, no rest row', async () => {
    expect(await spendOf('source', 'EUR')).toEqual({ [pa]: 34, [pb]: 33, [pc]: 33 });
    expect(await spendOf('affiliate', 'EUR')).toEqual(
      tie(
        affs.map((a) => a.user.id),
        34,
        33,
      ),
    );
  });

  it('a genuine rest keeps its exact cents: unsold leads and a campaign without leads', async () => {
    // Exact: D, E, F 20.4 each; rest 2 × 20.4 + 50 = 90.8 → 91 (largest remainder), then one of the 0.4s.
    // Rounded per group it was 20 each and a rest of 92.
    expect(await spendOf('buyer', 'USD')).toEqual({ ...tie(usd, 21, 20), [REVENUE_REST_KEY]: 91 });
    // Sources: pd holds the unsold 40.8 → 41; the rest is the lead-less campaign's 50 exactly (was 51).
    expect(await spendOf('source', 'USD')).toEqual({
      [pa]: 21,
      [pb]: 20,
      [pc]: 20,
      [pd]: 41,
      [REVENUE_REST_KEY]: 50,
    });
    // Affiliates: the first 61.2 (its remainder .2 loses to the others' .4), 20.4, 20.4; rest 50 (was 51).
    const [first, ...others] = affs.map((a) => a.user.id);
    expect(await spendOf('affiliate', 'USD')).toEqual({
      [first!]: 61,
      ...tie(others, 21, 20),
      [REVENUE_REST_KEY]: 50,
    });
    expect(await spendOf('campaign', 'USD')).toEqual({ [`Part-${engine}`]: 102, [`Quiet-${engine}`]: 50 });
  });
});
