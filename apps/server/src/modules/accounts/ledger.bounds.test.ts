import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_BOOKS_MINOR,
  MAX_MONEY_MINOR,
  type MoneyResult,
  type PlanType,
  type SubscriptionResult,
} from '@leadhouse/domain';
import { ENGINES, useHeaders, useTestApp } from '../../test/test-app.js';
import { accountsClient } from './accounts.test-helpers.js';

/**
 * Issue 18 (money): every ledger money input within the one range, an account's turnover bounded so its
 * balance and sums stay exact, no reversal of a reversal, spend days in a sane range, and upgrades credited
 * from the price paid (not the plan's current price).
 */
describe.each(ENGINES)('ledger money bounds on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');
  const api = accountsClient(t, admin);

  it('refuses amounts past the one money range with 400, and takes the maximum', async () => {
    const a = await api.create();
    for (const funds of [MAX_MONEY_MINOR + 1, Number.MAX_SAFE_INTEGER, 0, -1, 1.5]) {
      expect((await api.funds(a.id, funds)).statusCode, String(funds)).toBe(400);
    }
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/activateType',
      payload: { name: 'Too dear', price: MAX_MONEY_MINOR + 1, periodDays: 30 },
      headers: admin,
    });
    expect(plan.statusCode).toBe(400);
    const max = await api.funds(a.id, MAX_MONEY_MINOR);
    expect(max.statusCode, max.body).toBe(201);
    expect(max.json<MoneyResult>().funds).toBe(MAX_MONEY_MINOR);
  });

  it("refuses a movement that would take an account's turnover past 2^53 - 1 (409), and reads stay exact", async () => {
    const a = await api.create();
    await api.topUp(a.id, MAX_MONEY_MINOR);
    // The books as after ~9,007 top-ups at the maximum (writing them one by one would take minutes).
    await t.database.db.execute(
      sql`UPDATE account_balances SET turnover = ${MAX_BOOKS_MINOR - MAX_MONEY_MINOR + 1} WHERE account_id = ${a.id}`,
    );
    const over = await api.funds(a.id, MAX_MONEY_MINOR);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json<{ key: string }>().key).toBe('messages.moneyBooksFull');
    const under = await api.funds(a.id, MAX_MONEY_MINOR - 1);
    expect(under.statusCode, under.body).toBe(201);
    const d = await api.detail(a.id);
    expect(d.account.funds).toBe(2 * MAX_MONEY_MINOR - 1);
    expect(d.check).toEqual({ entriesSum: 2 * MAX_MONEY_MINOR - 1, balanced: true });
  });

  it('a reversal cannot itself be reversed (409), so no endless chain', async () => {
    const a = await api.create();
    await api.topUp(a.id, 100_00);
    const spent = (await api.spend(a.id, 20_00)).json<MoneyResult>().transaction;
    const rev = await api.post('/reverse', { transactionId: spent.id, reason: 'Typo' });
    expect(rev.statusCode, rev.body).toBe(201);
    const revId = rev.json<MoneyResult>().transaction.id;
    const chain = await api.post('/reverse', { transactionId: revId, reason: 'Undo the undo' });
    expect(chain.statusCode, chain.body).toBe(409);
    expect(chain.json<{ key: string }>().key).toBe('messages.reversalNotReversible');
    expect((await api.detail(a.id)).account.funds).toBe(100_00);
  });

  it('refuses spend items dated outside 2000-01-01 .. a year ahead with 400', async () => {
    const a = await api.create();
    await api.topUp(a.id, 100_00);
    for (const day of ['0001-01-01', '1999-12-31', '9999-12-31']) {
      const res = await api.spend(a.id, 1_00, undefined, day);
      expect(res.statusCode, day).toBe(400);
      expect(res.body).toContain('2000-01-01');
    }
    expect((await api.spend(a.id, 1_00, undefined, '2000-01-01')).statusCode).toBe(201);
    expect((await api.detail(a.id)).account.funds).toBe(99_00);
  });

  it('an upgrade credits the unused days at the price paid, whatever the plan costs now', async () => {
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/accounts/activateType', payload, headers: admin });
    const planA = (await save({ name: 'Plan A', price: 3_000, periodDays: 30 })).json<PlanType>();
    const planB = (await save({ name: 'Plan B', price: 6_000, periodDays: 30 })).json<PlanType>();
    const a = await api.create();
    await api.topUp(a.id, 100_000);
    const first = await api.post('/subscribeToType', { accountId: a.id, type: planA.id });
    expect(first.json<SubscriptionResult>().charge?.amount).toBe(-3_000);
    // An admin reprices plan A to 1 after the account paid 3,000 for its period.
    expect((await save({ ...planA, id: planA.id, price: 1, createdAt: undefined })).statusCode).toBe(200);
    const up = await api.post('/subscribeToType', { accountId: a.id, type: planB.id });
    expect(up.statusCode, up.body).toBe(200);
    // The whole period is left: 6,000 for B minus the 3,000 paid for A (not 6,000 − 1).
    expect(up.json<SubscriptionResult>()).toMatchObject({ change: 'upgrade', charge: { amount: -3_000 } });
  });
});
