import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountsAnalyticsSchema, type AccountsAnalyticsInput } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from '../../test/test-app.js';
import { makeLead } from '../leads/leads.test-helpers.js';
import { accountsClient } from './accounts.test-helpers.js';
import { accountsAnalytics } from './stats.service.js';
import { statsPeriod } from './stats.period.js';
import { ratio } from './stats.rules.js';

describe('statistics rules', () => {
  it('divides totals, null on 0; the default filter is last_four_weeks; custom needs from <= to', () => {
    expect(ratio(1000, 3)).toBeCloseTo(333.333, 2);
    expect(ratio(5, 0)).toBeNull();
    const ids = ['6f1c1d1e-0000-4000-8000-000000000001'];
    expect(AccountsAnalyticsSchema.parse({ ids }).quickTimeFilter).toBe('last_four_weeks');
    expect(AccountsAnalyticsSchema.safeParse({ ids, quickTimeFilter: 'custom' }).success).toBe(false);
    expect(
      AccountsAnalyticsSchema.safeParse({
        ids,
        quickTimeFilter: 'custom',
        from: '2026-03-02',
        to: '2026-03-01',
      }).success,
    ).toBe(false);
    const range = (from: string, to: string) =>
      AccountsAnalyticsSchema.safeParse({ ids, quickTimeFilter: 'custom', from, to }).success;
    expect(range('2024-01-01', '2024-12-31')).toBe(true); // 366 days (leap year)
    expect(range('2025-01-01', '2026-01-02')).toBe(false); // 367 days
    expect(range('1900-01-01', '9999-12-31')).toBe(false);
  });
});

/*
 * A hand-computed fixture at the period's edges in Asia/Riyadh (UTC+3): March 2026 runs from
 * 2026-02-28T21:00:00Z to 2026-03-31T21:00:00Z. Entries are written with chosen times (inserting is the
 * only change the ledger allows).
 */
describe.each(ENGINES)('account statistics on %s', (engine) => {
  const t = useTestApp(engine);
  let accountId: string;
  let emptyId: string;
  const tz = 'Asia/Riyadh';

  beforeAll(async () => {
    const api = accountsClient(t, (await actorWith(t, 'admin')).headers);
    accountId = (await api.create({ stageName: 'Edge Media' })).id;
    emptyId = (await api.create({ stageName: 'Empty Media' })).id;
    const book = async (amount: number, counter: string, day: string, at: string, key: string) => {
      await t.database.db.transaction(async (tx) => {
        const r = (await tx.execute(
          sql`INSERT INTO ledger_transactions (account_id, kind, amount, currency, occurred_on, idempotency_key,
                request_hash, created_at)
              VALUES (${accountId}, ${amount > 0 ? 'top_up' : 'spend'}, ${amount}, 'USD', ${day}::date, ${key}, 'h',
                ${at}::timestamptz) RETURNING id`,
        )) as unknown as { rows: Array<{ id: string }> };
        const id = r.rows[0]!.id;
        await tx.execute(
          sql`INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency, created_at)
              VALUES (${id}, ${accountId}, 'balance', ${amount}, 'USD', ${at}::timestamptz),
                     (${id}, ${accountId}, ${counter}, ${-amount}, 'USD', ${at}::timestamptz)`,
        );
      });
    };
    await book(1000_00, 'funding', '2026-02-28', '2026-02-28T20:59:59.999Z', 'e1'); // Feb 28 23:59:59 local
    await book(500_00, 'funding', '2026-03-01', '2026-02-28T21:00:00Z', 'e2'); // Mar 1 00:00 local
    await book(-100_00, 'spend', '2026-02-28', '2026-02-28T20:00:00Z', 'e3'); // spend of Feb 28
    await book(-300_00, 'spend', '2026-03-01', '2026-03-01T10:00:00Z', 'e4');
    await book(-200_00, 'spend', '2026-03-31', '2026-03-31T20:59:59Z', 'e5'); // Mar 31 23:59:59 local
    await book(-50_00, 'spend', '2026-04-01', '2026-03-31T21:00:00Z', 'e6'); // Apr 1 00:00 local
  });

  it('turns each quick time filter into inclusive days (calendar arithmetic in PostgreSQL)', async () => {
    const period = (
      f: AccountsAnalyticsInput['quickTimeFilter'],
      today: string,
      from?: string,
      to?: string,
    ) => statsPeriod(t.database.db, { quickTimeFilter: f, from, to }, 'UTC', new Date(`${today}T12:00:00Z`));
    const span = async (...a: Parameters<typeof period>) => {
      const p = await period(...a);
      expect(p.days[0]).toBe(p.fromDay);
      expect(p.days.at(-1)).toBe(p.toDay);
      return [p.fromDay, p.toDay, p.days.length];
    };
    expect(await span('today', '2026-03-01')).toEqual(['2026-03-01', '2026-03-01', 1]);
    expect(await span('yesterday', '2026-03-01')).toEqual(['2026-02-28', '2026-02-28', 1]);
    expect(await span('last_seven_days', '2026-03-03')).toEqual(['2026-02-25', '2026-03-03', 7]);
    expect(await span('last_four_weeks', '2026-03-28')).toEqual(['2026-03-01', '2026-03-28', 28]);
    expect(await span('this_month', '2026-03-28')).toEqual(['2026-03-01', '2026-03-28', 28]);
    expect(await span('last_month', '2026-03-31')).toEqual(['2026-02-01', '2026-02-28', 28]);
    expect(await span('last_month', '2026-01-15')).toEqual(['2025-12-01', '2025-12-31', 31]);
    expect(await span('last_month', '2024-03-01')).toEqual(['2024-02-01', '2024-02-29', 29]);
    expect(await span('custom', '2026-03-28', '2025-12-31', '2026-01-31')).toEqual([
      '2025-12-31',
      '2026-01-31',
      32,
    ]);
    // "Today" is the reporting zone's day at that instant.
    const instant = new Date('2026-02-28T21:30:00Z');
    const today = async (zone: string) =>
      (await statsPeriod(t.database.db, { quickTimeFilter: 'today' }, zone, instant)).fromDay;
    expect(await today('UTC')).toBe('2026-02-28');
    expect(await today('Asia/Riyadh')).toBe('2026-03-01');
    expect(await today('America/New_York')).toBe('2026-02-28');
  });

  it('spend by booked day, balances at the local day edges, rates from totals', async () => {
    const leadTotals = async () => new Map([[accountId, { leads: 3, ftds: 0, depositAmount: 1250_00 }]]);
    const res = await accountsAnalytics(
      t.database.db,
      { ids: [accountId, emptyId], quickTimeFilter: 'custom', from: '2026-03-01', to: '2026-03-31' },
      tz,
      leadTotals,
    );
    expect(res).toMatchObject({ from: '2026-03-01', to: '2026-03-31', timeZone: tz });
    const [edge, empty] = res.accounts;
    expect(edge).toMatchObject({
      account: { _id: accountId, stageName: 'Edge Media' },
      leads: 3,
      ftds: 0,
      depositAmount: 1250_00,
      spend: 500_00, // 300 + 200; Feb 28 and Apr 1 are outside
      costPerLead: 500_00 / 3,
      costPerFtd: null,
      returnOnSpend: 2.5,
      balanceStart: 900_00, // 1000 − 100 before Mar 1 00:00 local
      balanceEnd: 900_00 + 500_00 - 300_00 - 200_00, // the Apr 1 spend is after the end
    });
    expect(edge!.days).toHaveLength(31);
    expect(edge!.days[0]).toEqual({ day: '2026-03-01', spend: 300_00, balance: 1100_00 });
    expect(edge!.days[30]).toEqual({ day: '2026-03-31', spend: 200_00, balance: 900_00 });
    expect(empty).toMatchObject({
      leads: 0,
      spend: 0,
      costPerLead: null,
      returnOnSpend: null,
      balanceEnd: 0,
    });
  });

  it('last_month from a day in April in the same zone gives the same figures', async () => {
    const res = await accountsAnalytics(
      t.database.db,
      { ids: [accountId], quickTimeFilter: 'last_month' },
      tz,
      async () => new Map(),
      new Date('2026-04-10T12:00:00Z'),
    );
    expect(res.accounts[0]).toMatchObject({ spend: 500_00, balanceStart: 900_00, balanceEnd: 900_00 });
  });

  it('leads, FTDs and deposits come from the analytics rollups of the account’s campaigns', async () => {
    const admin = (await actorWith(t, 'admin')).headers;
    const api = accountsClient(t, admin);
    const acc = await api.create({ stageName: 'Lead Media' });
    await t.database.db.execute(
      sql`INSERT INTO campaigns (name, account_id) VALUES ('Lead-Media-Spring', ${acc.id}), ('Other-Camp', NULL)`,
    );
    await makeLead(t, { campaign: 'Lead-Media-Spring' });
    await makeLead(t, {
      campaign: 'Lead-Media-Spring',
      depositCount: 1,
      depositAmount: 250_00,
      ftdAt: new Date(),
    });
    await makeLead(t, { campaign: 'Other-Camp' });
    await api.topUp(acc.id, 100_00);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await api.post('/addItem', { accountId: acc.id, amount: 40_00, date: today, description: 'Ads' }))
        .statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/accountsAnalytics',
      payload: { ids: [acc.id], quickTimeFilter: 'today' },
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accounts[0]).toMatchObject({
      account: { _id: acc.id },
      leads: 2,
      ftds: 1,
      depositAmount: 250_00,
      spend: 40_00,
      costPerLead: 20_00,
      costPerFtd: 40_00,
      returnOnSpend: 250_00 / 40_00,
      balanceStart: 0,
      balanceEnd: 60_00,
    });
  });
});
