import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import { leadAcceptedByPartner, setupActors, usePartnerApp } from './integrations.test-helpers.js';

describe.each(ENGINES)('partner postback (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine);
  let base = '';
  let customerId = '';
  let leadId = '';

  beforeAll(async () => {
    const accepted = await leadAcceptedByPartner(t, partner, await setupActors(t));
    ({ leadId, customerId } = accepted);
    // The URL as shown to the manager, with the partner's macros filled in.
    base = accepted.postbackPath;
  }, 60_000);

  const lead = async () =>
    (
      (await t.database.db.execute(
        sql`SELECT deposit_count, deposit_amount, ftd_at FROM leads WHERE id = ${leadId}::uuid`,
      )) as unknown as {
        rows: Array<{ deposit_count: number; deposit_amount: number | string; ftd_at: unknown }>;
      }
    ).rows[0]!;

  it('records a deposit once per transaction id and marks FTD once', async () => {
    const url = `${base}&customerId=${customerId}&transactionId=tx-1&amount=2500&currency=usd`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, created: true });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.json()).toEqual({ ok: true, created: false });
    const l1 = await lead();
    expect(l1.deposit_count).toBe(1);
    expect(Number(l1.deposit_amount)).toBe(2500);
    expect(l1.ftd_at).not.toBeNull();
    const second = await t.app.inject({
      method: 'POST',
      url: base,
      payload: { customerId, transactionId: 'tx-2', amount: 1000, currency: 'USD' },
    });
    expect(second.json()).toEqual({ ok: true, created: true });
    const l2 = await lead();
    expect(l2.deposit_count).toBe(2);
    expect(Number(l2.deposit_amount)).toBe(3500);
    expect(new Date(l2.ftd_at as string).getTime()).toBe(new Date(l1.ftd_at as string).getTime());
  });

  it('refuses a wrong token (401), unknown integration or customerId (404), missing fields (400)', async () => {
    const id = base.split('/')[3]!.split('?')[0]!;
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/postbacks/${id}?token=nope&customerId=${customerId}&transactionId=x&amount=1`,
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/postbacks/00000000-0000-4000-8000-000000000000?token=x&customerId=c&transactionId=x&amount=1`,
    });
    expect(unknown.statusCode).toBe(404);
    const noCustomer = await t.app.inject({
      method: 'GET',
      url: `${base}&customerId=zz&transactionId=x&amount=1`,
    });
    expect(noCustomer.statusCode).toBe(404);
    const noTx = await t.app.inject({ method: 'GET', url: `${base}&customerId=${customerId}&amount=100` });
    expect(noTx.statusCode).toBe(400);
    expect(noTx.json().errors[0].field).toBe('transactionId');
    for (const bad of [
      '&amount=-5',
      '&amount=1.5',
      '&amount=abc',
      '&currency=dollars&amount=5',
      '&at=2999-01-01T00:00:00Z&amount=5',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${base}&customerId=${customerId}&transactionId=b${bad}`,
      });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await lead()).deposit_count).toBe(2);
  });

  it('takes a JSON postback whose optional fields are null (currency and time default)', async () => {
    const before = await lead();
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      payload: { customerId, transactionId: 'tx-null', amount: 700, currency: null, at: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, created: true });
    expect((await lead()).deposit_count).toBe(before.deposit_count + 1);
  });

  it('takes a POST whose fields are all in the query, with no body (it answered 400: "expected object, received null")', async () => {
    const url = `${base}&customerId=${customerId}&transactionId=tx-query&amount=100&currency=USD`;
    const res = await t.app.inject({ method: 'POST', url });
    expect([res.statusCode, res.body]).toEqual([200, JSON.stringify({ ok: true, created: true })]);
  });
});
