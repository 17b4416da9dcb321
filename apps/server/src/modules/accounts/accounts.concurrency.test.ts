import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyResult } from '@leadhouse/domain';
import { actorWith, useTestApp } from '../../test/test-app.js';
import { accountsClient } from './accounts.test-helpers.js';
import { ledgerMismatches } from './index.js';

/*
 * Ledger invariants under concurrent requests on PostgreSQL (PGlite runs one statement at a time, so races
 * need a real server): property-based sequences of top-ups, spend items and reversals sent at once, some
 * retried with the same key at the same moment; overdraft refusal races.
 */
const onPg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPg('ledger under concurrency on postgres', () => {
  const t = useTestApp('postgres');
  let api: ReturnType<typeof accountsClient>;

  beforeAll(async () => {
    api = accountsClient(t, (await actorWith(t, 'admin')).headers);
  });

  const state = async (accountId: string) => {
    const r = (await t.database.db.execute(
      sql`SELECT b.balance::bigint AS balance, b.overdraft_limit::bigint AS lim,
            (SELECT count(*)::int FROM ledger_transactions WHERE account_id = ${accountId}) AS txs,
            (SELECT coalesce(sum(amount), 0)::bigint FROM ledger_entries
              WHERE account_id = ${accountId} AND book = 'balance') AS entries
          FROM account_balances b WHERE b.account_id = ${accountId}`,
    )) as unknown as { rows: Array<{ balance: string; lim: string; txs: number; entries: string }> };
    const s = r.rows[0]!;
    return { balance: Number(s.balance), limit: Number(s.lim), txs: s.txs, entries: Number(s.entries) };
  };

  const op = fc.record({
    kind: fc.constantFrom('top_up', 'spend', 'spend', 'reverse_last'),
    amount: fc.integer({ min: 1, max: 5_000 }),
    retries: fc.integer({ min: 1, max: 3 }),
  });

  it('concurrent sequences: balance = sum of entries, never below the limit, one transaction per key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        async (ops, overdraftLimit, opening) => {
          const a = await api.create({ overdraftLimit });
          const seed = opening > 0 ? (await api.topUp(a.id, opening)).transaction.id : undefined;
          const sent = ops.map((o) => {
            const key = randomUUID();
            const call = () =>
              o.kind === 'top_up'
                ? api.funds(a.id, o.amount, key)
                : o.kind === 'spend'
                  ? api.spend(a.id, o.amount, key)
                  : seed
                    ? api.post('/reverse', { transactionId: seed, reason: 'race' }, key)
                    : api.funds(a.id, o.amount, key);
            // The same key several times at once: a client retrying before the first answer.
            return Promise.all(Array.from({ length: o.retries }, call)).then((res) => ({ key, res }));
          });
          const results = await Promise.all(sent);
          let expected = opening;
          let created = opening > 0 ? 1 : 0;
          for (const { res } of results) {
            const codes = res.map((r) => r.statusCode);
            const ok = res.filter((r) => r.statusCode === 200 || r.statusCode === 201);
            // Per key: at most one 201; every success answers the same transaction.
            expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(1);
            expect(codes.every((c) => [200, 201, 409].includes(c))).toBe(true);
            const ids = new Set(ok.map((r) => r.json<MoneyResult>().transaction.id));
            expect(ids.size).toBeLessThanOrEqual(1);
            if (ok.length) {
              expect(codes).toContain(201);
              created += 1;
              expected += ok[0]!.json<MoneyResult>().transaction.amount;
            }
          }
          const s = await state(a.id);
          expect(s.balance).toBe(s.entries);
          expect(s.balance).toBe(expected);
          expect(s.balance).toBeGreaterThanOrEqual(-overdraftLimit);
          expect(s.txs).toBe(created);
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  }, 120_000);

  it('overdraft race: 30 spends of 10 against a balance of 100 and a limit of 50: exactly 15 pass', async () => {
    const a = await api.create({ overdraftLimit: 50 });
    await api.topUp(a.id, 100);
    const res = await Promise.all(Array.from({ length: 30 }, () => api.spend(a.id, 10)));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(15);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const s = await state(a.id);
    expect(s).toMatchObject({ balance: -50, entries: -50, txs: 16 });
  }, 60_000);

  it('two reversals of one transaction at once: one passes, one is refused', async () => {
    const a = await api.create();
    const top = await api.topUp(a.id, 1_000);
    const res = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/reverse', { transactionId: top.transaction.id, reason: 'dup' }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await state(a.id)).balance).toBe(0);
  }, 60_000);
});
