import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorWith, createTestApp, ENGINES, type TestApp } from '../../test/test-app.js';
import { accountsClient } from '../accounts/accounts.test-helpers.js';
import { notifyUnpaid } from '../accounts/accounts.notify.js';
import { runCheck, type DomainsContext } from '../domains/domains.service.js';
import { addDomain, startTestDns } from '../domains/domains.test-helpers.js';

/*
 * Accounts and domains producers (issue 21 §1): funds falling below the threshold (once per crossing) and
 * an unpaid renewal (once per period) tell the admins; a domain proven or failed tells those who may
 * manage domains. Sales managers and agents hear of neither.
 */
describe.each(ENGINES)('account and domain notifications on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let ctx: DomainsContext;
  let admin: Awaited<ReturnType<typeof actorWith>>;
  let others: Array<Awaited<ReturnType<typeof actorWith>>>;
  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), noWorkers: true },
    });
    ctx = {
      db: t.database.db,
      resolver: dns.resolver(),
      clock: () => new Date(),
      enqueue: async () => undefined,
    };
    admin = await actorWith(t, 'admin');
    others = [await actorWith(t, 'sales_manager'), await actorWith(t, 'sales')];
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const of = (userId: string, kind: string) =>
    t.database.query<{ subject_id: string; data: Record<string, unknown> }>(
      'SELECT subject_id, data FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY seq',
      [userId, kind],
    );

  it('funds crossing below the threshold tell the admins once', async () => {
    const api = accountsClient(t, admin.headers);
    const account = await api.create();
    await api.topUp(account.id, 5_000);
    expect((await api.spend(account.id, 3_000)).statusCode).toBe(201);
    expect(await of(admin.user.id, 'account.lowFunds')).toEqual([]);
    expect((await api.spend(account.id, 1_500)).statusCode).toBe(201);
    expect((await api.spend(account.id, 100)).statusCode).toBe(201);
    const told = await of(admin.user.id, 'account.lowFunds');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject_id: account.id, data: { funds: 500 } });
    for (const o of others) expect(await of(o.user.id, 'account.lowFunds')).toEqual([]);
  });

  it('an unpaid period is told once however many sweeps find it', async () => {
    const account = await accountsClient(t, admin.headers).create();
    const end = new Date().toISOString();
    await notifyUnpaid(t.database.db, account.id, end);
    await notifyUnpaid(t.database.db, account.id, end);
    expect(await of(admin.user.id, 'account.unpaid')).toMatchObject([
      { subject_id: account.id, data: { periodEnd: end } },
    ]);
  });

  it('a proven domain tells admins and super sales managers, not the sales floor', async () => {
    const ssm = await actorWith(t, 'super_sales_manager');
    const d = await addDomain(t, admin.headers, false);
    await runCheck(ctx, d.id, 'manual');
    expect(await of(admin.user.id, 'domain.verified')).toEqual([]);
    dns.zone.set(d.txtName, { txt: [d.txtValue] });
    await runCheck(ctx, d.id, 'manual');
    await runCheck(ctx, d.id, 'manual');
    for (const u of [admin, ssm]) expect(await of(u.user.id, 'domain.verified')).toHaveLength(1);
    for (const o of others) expect(await of(o.user.id, 'domain.verified')).toEqual([]);
  });
});
