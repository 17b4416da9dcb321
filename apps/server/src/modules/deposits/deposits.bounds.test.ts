import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BOOKS_MINOR,
  MAX_MONEY_MINOR,
  type DepositReversalResult,
  type LeadDepositsResponse,
} from '@leadhouse/domain';
import { ENGINES, type Headers } from '../../test/test-app.js';
import {
  leadAcceptedByPartner,
  makeLead,
  setupActors,
  usePartnerApp,
} from '../integrations/integrations.test-helpers.js';

/**
 * Issue 18 item 1 (money): a partner's postback takes the one money range; the deposits' books cannot pass
 * 2^53 - 1, so every list and figure showing a lead at the maximum answers 200 with exact amounts; a
 * deposit is reversed once, with a reason, and a reversal is never reversed.
 */
describe.each(ENGINES)('deposit bounds and reversals on %s', (engine) => {
  const { t, partner } = usePartnerApp(engine);
  let admin: Headers;
  let base = '';
  let customerId = '';
  let leadId = '';
  const campaign = 'Max-Money';

  beforeAll(async () => {
    const actors = await setupActors(t);
    admin = actors.admin.headers;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin,
      payload: { name: campaign, description: 'Money at its maximum', internalId: 'max-money' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await leadAcceptedByPartner(t, partner, actors, { campaign });
    ({ leadId, customerId } = accepted);
    base = `${accepted.postbackPath}&customerId=${customerId}`;
  }, 60_000);

  const postback = (tx: string, amount: string | number) =>
    t.app.inject({ method: 'GET', url: `${base}&transactionId=${tx}&amount=${amount}` });
  const deposits = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/leads/${leadId}/deposits`, headers: admin })
    ).json<LeadDepositsResponse>();
  const reverse = (depositId: string, reason = 'Entered twice') =>
    t.app.inject({
      method: 'POST',
      url: `/api/leads/${leadId}/deposits/${depositId}/reverse`,
      headers: admin,
      payload: { reason },
    });
  /** Every reader that shows the lead's money: all 200, and each names `amount` exactly. */
  const readEverything = async (amount: number) => {
    const readers = [
      '/api/leads?columns=depositAmount',
      `/api/leads/${leadId}`,
      `/api/leads/${leadId}/deposits`,
      '/api/dashboard',
      '/api/reports?groupBy=campaign',
      '/api/reports?groupBy=day',
      '/api/campaigns',
      '/api/sources',
      '/api/affiliates/analytics',
      '/api/leads/lastDaysLeads',
      '/api/leads/sourcesAnalytics',
    ];
    for (const url of readers) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.body, url).toContain(`:${amount}`);
    }
  };

  it('refuses postback amounts outside the money range with 400 and records nothing', async () => {
    for (const amount of [MAX_MONEY_MINOR + 1, Number.MAX_SAFE_INTEGER, '1e12', '-5', '0', '10.5', '0x10']) {
      const res = await postback(`bad-${amount}`, amount);
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
    }
    expect((await deposits()).count).toBe(0);
  });

  it('takes three postbacks at the maximum; every list and figure answers them exactly', async () => {
    for (const tx of ['max-1', 'max-2', 'max-3']) {
      const res = await postback(tx, MAX_MONEY_MINOR);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await deposits()).lead).toMatchObject({ depositCount: 3, depositAmount: 3 * MAX_MONEY_MINOR });
    await readEverything(3 * MAX_MONEY_MINOR);
  });

  it('the books stop at 2^53 - 1: a lead at exactly that answers everywhere, one more unit is a 409', async () => {
    // Fill the books to the brim as ~9,000 deposits at the maximum would (one row, through the trigger).
    const rest = MAX_BOOKS_MINOR - 3 * MAX_MONEY_MINOR;
    await t.database.db.execute(
      sql`INSERT INTO lead_deposits (lead_id, amount, transaction_id) VALUES (${leadId}, ${rest}, 'fill')`,
    );
    await t.database.db.execute(
      sql`UPDATE leads SET deposit_count = deposit_count + 1, deposit_amount = deposit_amount + ${rest}
          WHERE id = ${leadId}`,
    );
    const full = await postback('one-more', 1);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json<{ key: string }>().key).toBe('messages.moneyBooksFull');
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/leads/addItem',
      headers: admin,
      payload: { leadId, amount: 1, transactionId: 'manual-one' },
    });
    expect(manual.statusCode, manual.body).toBe(409);
    expect((await deposits()).lead).toMatchObject({ depositCount: 4, depositAmount: MAX_BOOKS_MINOR });
    await readEverything(MAX_BOOKS_MINOR);
  });

  it('reverses a deposit once with a reason; a reversal is not reversed; the lead is consistent', async () => {
    const fill = (await deposits()).rows.find((d) => d.transactionId === 'fill')!;
    const res = await reverse(fill.id, 'Test fill');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<DepositReversalResult>();
    expect(body.reversal).toMatchObject({ amount: -fill.amount, reversesId: fill.id, reason: 'Test fill' });
    expect(body.original.reversedById).toBe(body.reversal.id);
    expect(body.lead).toMatchObject({ depositCount: 3, depositAmount: 3 * MAX_MONEY_MINOR });
    await readEverything(3 * MAX_MONEY_MINOR);

    const again = await reverse(fill.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ key: string }>().key).toBe('messages.depositAlreadyReversed');
    const chain = await reverse(body.reversal.id);
    expect(chain.statusCode, chain.body).toBe(409);
    expect(chain.json<{ key: string }>().key).toBe('messages.reversalNotReversible');
    expect((await reverse(fill.id, '   ')).statusCode).toBe(400);

    // The books have room again.
    expect((await postback('after-reversal', 5)).statusCode).toBe(200);
    const list = await deposits();
    expect(list.lead).toMatchObject({ depositCount: 4, depositAmount: 3 * MAX_MONEY_MINOR + 5 });
    expect(list.rows.find((d) => d.id === fill.id)?.reversedById).toBe(body.reversal.id);
  });

  it('reversing every deposit takes the lead back out of FTD', async () => {
    const lead = await makeLead(t);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/leads/addItem',
      headers: admin,
      payload: { leadId: lead.id, amount: 100, transactionId: 'only' },
    });
    expect(add.json<{ ftd: boolean }>().ftd).toBe(true);
    const depositId = add.json<{ deposit: { id: string } }>().deposit.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/deposits/${depositId}/reverse`,
      headers: admin,
      payload: { reason: 'Wrong lead' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<DepositReversalResult>().lead).toEqual({
      id: lead.id,
      depositCount: 0,
      depositAmount: 0,
      ftdAt: null,
    });
    // Another lead's deposit id on this lead is a 404.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${leadId}/deposits/${depositId}/reverse`,
      headers: admin,
      payload: { reason: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
