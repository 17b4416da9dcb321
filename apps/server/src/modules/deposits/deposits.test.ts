import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DepositResult, LeadDepositsResponse } from '@leadhouse/domain';
import {
  actorWith,
  ENGINES,
  type Headers,
  makeUser,
  signInAs,
  useHeaders,
  useTestApp,
} from '../../test/test-app.js';
import { leadRow, makeLead } from '../leads/leads.test-helpers.js';

/** Deposits and FTD (spec §7 `leads/addItem`): idempotency, FTD once, aggregates and filters, visibility. */
describe.each(ENGINES)('deposits on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');

  const addItem = (payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/leads/addItem', payload: payload as object, headers });
  const depositsOf = (leadId: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/leads/${leadId}/deposits`, headers });
  const count = async (where: string) => {
    const r = (await t.database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND ${where}`),
    )) as unknown as { rows: Array<{ n: number }> };
    return Number(r.rows[0]!.n);
  };

  it('records a deposit, marks the lead FTD once, and replays a known transaction id', async () => {
    const lead = await makeLead(t);
    const first = await addItem({
      leadId: lead.id,
      amount: 150_000,
      currency: 'USD',
      transactionId: 'TX-Aa-1',
      occurredAt: '2026-03-01T10:00:00+02:00',
    });
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json<DepositResult>();
    expect(a.created).toBe(true);
    expect(a.ftd).toBe(true);
    expect(a.deposit).toMatchObject({ amount: 150_000, transactionId: 'TX-Aa-1', source: 'manual' });
    expect(a.deposit.occurredAt).toBe('2026-03-01T08:00:00.000Z');
    expect(a.lead).toMatchObject({
      depositCount: 1,
      depositAmount: 150_000,
      ftdAt: '2026-03-01T08:00:00.000Z',
    });

    const again = await addItem({ leadId: lead.id, amount: 150_000, transactionId: 'TX-Aa-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json<DepositResult>()).toMatchObject({
      created: false,
      ftd: false,
      deposit: { id: a.deposit.id },
    });
    // Transaction ids are compared as sent: another case is another payment.
    const other = await addItem({
      leadId: lead.id,
      amount: 25_050,
      currency: 'USD',
      transactionId: 'tx-aa-1',
    });
    expect(other.statusCode).toBe(201);
    expect(other.json<DepositResult>()).toMatchObject({
      ftd: false,
      lead: { depositCount: 2, depositAmount: 175_050 },
    });

    const row = await leadRow(t, lead.id);
    expect(row).toMatchObject({ depositCount: 2, depositAmount: 175_050 });
    expect(row!.ftdAt?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('a known transaction id with another amount or currency is a 409 and changes nothing', async () => {
    const lead = await makeLead(t);
    expect((await addItem({ leadId: lead.id, amount: 500, transactionId: 'T1' })).statusCode).toBe(201);
    const res = await addItem({ leadId: lead.id, amount: 600, transactionId: 'T1' });
    expect(res.statusCode).toBe(409);
    expect(
      (await addItem({ leadId: lead.id, amount: 500, currency: 'EUR', transactionId: 'T1' })).statusCode,
    ).toBe(409);
    expect(await leadRow(t, lead.id)).toMatchObject({ depositCount: 1, depositAmount: 500 });
  });

  it('without a transaction id: each request is its own deposit, an Idempotency-Key makes retries one', async () => {
    const lead = await makeLead(t);
    const a = await addItem({ leadId: lead.id, amount: 100 });
    const b = await addItem({ leadId: lead.id, amount: 100 });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const ta = a.json<DepositResult>().deposit.transactionId;
    expect(ta).toMatch(/^gen:[0-9a-f-]{36}$/);
    expect(ta).not.toBe(b.json<DepositResult>().deposit.transactionId);

    const h = { ...admin, 'idempotency-key': 'retry-42' };
    const c = await addItem({ leadId: lead.id, amount: 700 }, h);
    const d = await addItem({ leadId: lead.id, amount: 700 }, h);
    expect([c.statusCode, d.statusCode]).toEqual([201, 200]);
    expect(c.json<DepositResult>().deposit.transactionId).toBe('idem:retry-42');
    expect(await leadRow(t, lead.id)).toMatchObject({ depositCount: 3, depositAmount: 900 });
    expect(
      (await addItem({ leadId: lead.id, amount: 1 }, { ...admin, 'idempotency-key': 'bad key' })).statusCode,
    ).toBe(400);
  });

  it('a later deposit dated earlier moves the FTD time back; the FTD flag stays with the first recorded', async () => {
    const lead = await makeLead(t);
    await addItem({
      leadId: lead.id,
      amount: 100,
      transactionId: 'late',
      occurredAt: '2026-02-10T00:00:00Z',
    });
    const early = await addItem({
      leadId: lead.id,
      amount: 100,
      transactionId: 'early',
      occurredAt: '2026-02-01T00:00:00Z',
    });
    expect(early.json<DepositResult>()).toMatchObject({
      ftd: false,
      lead: { ftdAt: '2026-02-01T00:00:00.000Z' },
    });
  });

  it('the deposit filters and their exact counts find the lead afterwards', async () => {
    const lead = await makeLead(t, { campaign: 'DepositFilterCamp' });
    await addItem({ leadId: lead.id, amount: 120_000, transactionId: 'f1' });
    await addItem({ leadId: lead.id, amount: 90_000, transactionId: 'f2' });
    const list = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/leads?${q}&limit=500`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rows: Array<{ id: string }>; count: number }>();
    };
    const two = await list('NUMBER_OF_DEPOSITS=2');
    expect(two.rows.map((r) => r.id)).toContain(lead.id);
    expect(two.count).toBe(await count('deposit_count = 2'));
    const amount = await list('AMOUNT_OF_DEPOSITS=2K%2B');
    expect(amount.rows.map((r) => r.id)).toContain(lead.id);
    expect(amount.count).toBe(await count('deposit_amount >= 200000'));
    const one = await list('NUMBER_OF_DEPOSITS=1');
    expect(one.rows.map((r) => r.id)).not.toContain(lead.id);
    expect(one.count).toBe(await count('deposit_count = 1'));
  });

  it('lists a visible lead’s deposits with its totals', async () => {
    const lead = await makeLead(t);
    await addItem({ leadId: lead.id, amount: 300, transactionId: 'l1', occurredAt: '2026-01-01T00:00:00Z' });
    await addItem({ leadId: lead.id, amount: 200, transactionId: 'l2', occurredAt: '2026-01-02T00:00:00Z' });
    const res = await depositsOf(lead.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<LeadDepositsResponse>();
    expect(body.rows.map((r) => r.transactionId)).toEqual(['l2', 'l1']);
    expect(body.lead).toMatchObject({
      depositCount: 2,
      depositAmount: 500,
      ftdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('visibility: the feature is needed, and only leads the caller sees (404 otherwise, nothing written)', async () => {
    const manager = await makeUser(t, { role: 'sales_manager' });
    const mine = await makeUser(t, { role: 'sales', managerId: manager.id });
    const managerHeaders = await signInAs(t, manager);
    const teamLead = await makeLead(t, { assignedTo: mine.id });
    const foreign = await makeLead(t);
    expect(
      (await addItem({ leadId: teamLead.id, amount: 10, transactionId: 'v1' }, managerHeaders)).statusCode,
    ).toBe(201);
    expect(
      (await addItem({ leadId: foreign.id, amount: 10, transactionId: 'v1' }, managerHeaders)).statusCode,
    ).toBe(404);
    const deleted = await makeLead(t, { deletedAt: new Date() });
    expect((await addItem({ leadId: deleted.id, amount: 10 })).statusCode).toBe(404);
    const sales = await signInAs(t, mine);
    expect((await addItem({ leadId: teamLead.id, amount: 10 }, sales)).statusCode).toBe(403);
    const affiliate = await actorWith(t, 'affiliate');
    const own = await makeLead(t, { affiliateId: affiliate.user.id });
    expect((await addItem({ leadId: own.id, amount: 10 }, affiliate.headers)).statusCode).toBe(403);
    // An affiliate reads the deposits of its own leads only.
    expect((await depositsOf(own.id, affiliate.headers)).statusCode).toBe(200);
    expect((await depositsOf(foreign.id, affiliate.headers)).statusCode).toBe(404);
    expect(await leadRow(t, foreign.id)).toMatchObject({ depositCount: 0 });
    expect((await addItem({ leadId: teamLead.id, amount: 10 }, {})).statusCode).toBe(401);
  });

  it('bad inputs are 400 with field messages, never 500', async () => {
    const lead = await makeLead(t);
    const bad: Array<[unknown, string]> = [
      [{ leadId: lead.id, amount: 10.5 }, 'amount'],
      [{ leadId: lead.id, amount: -1 }, 'amount'],
      [{ leadId: lead.id, amount: 0 }, 'amount'],
      [{ leadId: lead.id, amount: '100' }, 'amount'],
      [{ leadId: lead.id, amount: 1e13 }, 'amount'],
      [{ leadId: lead.id, amount: 1, currency: 'usd' }, 'currency'],
      [{ leadId: lead.id, amount: 1, occurredAt: '2999-01-01T00:00:00Z' }, 'occurredAt'],
      [{ leadId: lead.id, amount: 1, occurredAt: '0000-01-01T00:00:00Z' }, 'occurredAt'],
      [{ leadId: lead.id, amount: 1, occurredAt: 'yesterday' }, 'occurredAt'],
      [{ leadId: lead.id, amount: 1, transactionId: '   ' }, 'transactionId'],
      [{ leadId: lead.id, amount: 1, transactionId: 'x'.repeat(201) }, 'transactionId'],
      [{ leadId: 'nope', amount: 1 }, 'leadId'],
      [{ leadId: lead.id, amount: 1, role: 'admin' }, ''],
    ];
    for (const [payload, field] of bad) {
      const res = await addItem(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field)
        expect(res.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toContain(field);
    }
    expect(await leadRow(t, lead.id)).toMatchObject({ depositCount: 0, depositAmount: 0 });
  });
});

/** Concurrent deposits (PostgreSQL only: PGlite runs one transaction at a time). */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent deposits on postgres', () => {
  const t = useTestApp('postgres');
  const admin = useHeaders(t, 'admin');
  const addItem = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/leads/addItem', payload, headers: admin });

  it('20 concurrent posts of one transaction id record one deposit', async () => {
    const lead = await makeLead(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addItem({ leadId: lead.id, amount: 1000, transactionId: 'same' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(answers.filter((r) => r.json<DepositResult>().ftd)).toHaveLength(1);
    expect(await leadRow(t, lead.id)).toMatchObject({ depositCount: 1, depositAmount: 1000 });
  });

  it('20 concurrent distinct deposits: all recorded, exactly one is the FTD, totals add up', async () => {
    const lead = await makeLead(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addItem({ leadId: lead.id, amount: 100 + i, transactionId: `c${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.filter((r) => r.json<DepositResult>().ftd)).toHaveLength(1);
    const sum = Array.from({ length: 20 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    const row = await leadRow(t, lead.id);
    expect(row).toMatchObject({ depositCount: 20, depositAmount: sum });
    expect(row!.ftdAt).not.toBeNull();
  });
});
