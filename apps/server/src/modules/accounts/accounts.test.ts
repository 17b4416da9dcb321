import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account, AccountListResponse, MoneyResult } from '@leadhouse/domain';
import { ENGINES, useHeaders, useTestApp } from '../../test/test-app.js';
import { accountsClient } from './accounts.test-helpers.js';
import { ledgerMismatches } from './index.js';

/** Accounts and the funds ledger (spec §7 accounts/*, docs/decisions.md "Accounts and the funds ledger"). */
describe.each(ENGINES)('accounts on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');
  const api = accountsClient(t, admin);

  it('creates with {stageName} (spec §8 message), lists with keywords and sort, edits by id', async () => {
    const res = await api.post('', { stageName: 'Zeta Media' }, null);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Account created Successfully',
      account: { stageName: 'Zeta Media', username: 'Zeta Media', funds: 0, active: true, currency: 'USD' },
    });
    const a = res.json<{ account: Account }>().account;
    expect(a._id).toBe(a.id);
    const dup = await api.post('', { stageName: 'zeta media' }, null);
    expect(dup.statusCode).toBe(409);
    const bad = await api.post('', { stageName: 'x' }, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validation.stageName' });

    await api.create({ stageName: 'Alpha Ads' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/accounts?keywords=media&sortBy=${encodeURIComponent('{"stageName":1}')}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<AccountListResponse>();
    expect(body.rows.map((r) => r.stageName)).toEqual(['Zeta Media']);
    expect(body.count).toBe(1);
    const badSort = await t.app.inject({
      method: 'GET',
      url: `/api/accounts?sortBy=${encodeURIComponent('{"secret":1}')}`,
      headers: admin,
    });
    expect(badSort.statusCode).toBe(400);

    const put = await api.update({ id: a.id, stageName: 'Zeta Media Group', overdraftLimit: 5_000 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ account: { stageName: 'Zeta Media Group', overdraftLimit: 5_000 } });
  });

  it('top-ups and spend items are balanced entries; a retry with the same key answers the first result', async () => {
    const a = await api.create();
    const first = await api.funds(a.id, 100_00, 'topup-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<MoneyResult>()).toMatchObject({
      message: 'Funds added successfully',
      created: true,
      funds: 100_00,
    });
    const retry = await api.funds(a.id, 100_00, 'topup-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json<MoneyResult>()).toMatchObject({
      created: false,
      transaction: { id: first.json<MoneyResult>().transaction.id },
      funds: 100_00,
    });
    // Same key, another body: 409, nothing recorded.
    expect((await api.funds(a.id, 5, 'topup-1')).statusCode).toBe(409);
    // The key may come in the body instead of the header; neither is a 400.
    const inBody = await api.post(
      '/funds',
      { accountId: a.id, funds: 1, idempotencyKey: 'body-key-1' },
      null,
    );
    expect(inBody.statusCode, inBody.body).toBe(201);
    const none = await api.post('/funds', { accountId: a.id, funds: 1 }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ key: 'messages.idempotencyKeyRequired' });
    // Floats and zero are refused.
    expect((await api.funds(a.id, 10.5)).statusCode).toBe(400);
    expect((await api.funds(a.id, 0)).statusCode).toBe(400);

    const item = await api.post('/addItem', {
      accountId: a.id,
      amount: 30_00,
      date: '2026-03-01',
      description: 'Google Ads March',
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json<MoneyResult>()).toMatchObject({
      funds: 100_01 - 30_00,
      transaction: {
        kind: 'spend',
        amount: -30_00,
        occurredOn: '2026-03-01',
        description: 'Google Ads March',
      },
    });
    const d = await api.detail(a.id);
    expect(d.account.funds).toBe(70_01);
    expect(d.check).toEqual({ entriesSum: 70_01, balanced: true });
    expect(d.ledger).toHaveLength(3);
    expect(d.ledger.every((l) => l.createdBy && l.createdByName)).toBe(true);
    const sums = (await t.database.db.execute(
      sql`SELECT transaction_id, sum(amount)::bigint AS s, count(*)::int AS n FROM ledger_entries
          WHERE account_id = ${a.id} GROUP BY 1`,
    )) as unknown as { rows: Array<{ s: string; n: number }> };
    expect(sums.rows.every((r) => Number(r.s) === 0 && r.n === 2)).toBe(true);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses a spend below zero, allows it down to the overdraft limit', async () => {
    const a = await api.create();
    await api.topUp(a.id, 10_00);
    const short = await api.spend(a.id, 10_01);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ key: 'messages.insufficientFunds', params: { limit: 0 } });
    expect((await api.detail(a.id)).account.funds).toBe(10_00);
    const put = await api.update({ id: a.id, overdraftLimit: 5_00 });
    expect(put.statusCode).toBe(200);
    expect((await api.spend(a.id, 15_00)).statusCode).toBe(201);
    expect((await api.spend(a.id, 1)).statusCode).toBe(409);
    // The limit cannot be lowered under the balance now owed.
    const lower = await api.update({ id: a.id, overdraftLimit: 0 });
    expect(lower.statusCode).toBe(409);
    expect((await api.detail(a.id)).account).toMatchObject({ funds: -5_00, overdraftLimit: 5_00 });
  });

  it('a correction reverses the original entry by entry, links to it, and only once', async () => {
    const a = await api.create();
    await api.topUp(a.id, 50_00);
    const spent = (await api.spend(a.id, 20_00)).json<MoneyResult>().transaction;
    const rev = await api.post('/reverse', { transactionId: spent.id, reason: 'Typo in amount' });
    expect(rev.statusCode, rev.body).toBe(201);
    expect(rev.json<MoneyResult>()).toMatchObject({
      funds: 50_00,
      transaction: { kind: 'reversal', amount: 20_00, reversesId: spent.id, occurredOn: spent.occurredOn },
    });
    const again = await api.post('/reverse', { transactionId: spent.id, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'messages.alreadyReversed' });
    const d = await api.detail(a.id);
    expect(d.ledger.find((l) => l.id === spent.id)?.reversedById).toBe(
      rev.json<MoneyResult>().transaction.id,
    );
    const legs = (await t.database.db.execute(
      sql`SELECT book, amount::bigint AS amount FROM ledger_entries
          WHERE transaction_id = ${rev.json<MoneyResult>().transaction.id} ORDER BY book`,
    )) as unknown as { rows: Array<{ book: string; amount: string }> };
    expect(legs.rows.map((r) => [r.book, Number(r.amount)])).toEqual([
      ['balance', 20_00],
      ['spend', -20_00],
    ]);
    // Reversing a top-up that was spent would go below zero: refused.
    const top = (await api.funds(a.id, 1_00)).json<MoneyResult>().transaction;
    await api.spend(a.id, 51_00);
    expect((await api.post('/reverse', { transactionId: top.id, reason: 'Bounced' })).statusCode).toBe(409);
    expect((await api.post('/reverse', { transactionId: crypto.randomUUID(), reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('the database refuses edits, deletes and unbalanced transactions', async () => {
    const a = await api.create();
    const tx = (await api.topUp(a.id, 7_00)).transaction;
    const db = t.database.db;
    await expect(
      db.execute(sql`UPDATE ledger_entries SET amount = 1 WHERE transaction_id = ${tx.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_transactions WHERE id = ${tx.id}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM accounts WHERE id = ${a.id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE account_activations SET reason = 'x' WHERE account_id = ${a.id}`),
    ).rejects.toThrow();
    await expect(
      db.transaction(async (t2) => {
        const [r] = (
          (await t2.execute(
            sql`INSERT INTO ledger_transactions (account_id, kind, amount, currency, occurred_on, idempotency_key,
                  request_hash) VALUES (${a.id}, 'top_up', 5, 'USD', current_date, 'unbalanced', 'h') RETURNING id`,
          )) as unknown as { rows: Array<{ id: string }> }
        ).rows;
        await t2.execute(
          sql`INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency)
              VALUES (${r!.id}, ${a.id}, 'balance', 5, 'USD'), (${r!.id}, ${a.id}, 'funding', -4, 'USD')`,
        );
      }),
    ).rejects.toThrow();
    expect((await api.detail(a.id)).check).toEqual({ entriesSum: 7_00, balanced: true });
  });

  it('activation keeps its history with reasons (spec §8 message)', async () => {
    const a = await api.create();
    const off = await api.activate(a.id, false, 'Unpaid invoice');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Account activated/deactivated Successfully',
      account: { active: false },
    });
    const noReason = await api.activate(a.id, true, ' ');
    expect(noReason.statusCode).toBe(400);
    const d = await api.detail(a.id);
    expect(d.activations.map((h) => [h.active, h.reason])).toEqual([
      [false, 'Unpaid invoice'],
      [true, 'Created'],
    ]);
  });
});
