import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanType, SubscriptionResult } from '@leadhouse/domain';
import { actorWith, ENGINES, useHeaders, useTestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { createIntegrationVia, makeLead } from '../integrations/integrations.test-helpers.js';
import { makeUser } from '../../test/test-app.js';
import { accountsClient } from './accounts.test-helpers.js';
import { DAY_MS, isUpgrade, remainingDays, upgradeCharge } from './plans.rules.js';
import { renewDueSubscriptions } from './renewals.js';

describe('proration arithmetic (docs/decisions.md "plans")', () => {
  const basic = { price: 30_00, periodDays: 30 };
  const pro = { price: 90_00, periodDays: 30 };
  it('counts a started day as left, within the period', () => {
    const now = Date.UTC(2026, 2, 1, 12);
    expect(remainingDays(now, now + 10 * DAY_MS, 30)).toBe(10);
    expect(remainingDays(now, now + 10 * DAY_MS + 1, 30)).toBe(11);
    expect(remainingDays(now, now + 1, 30)).toBe(1);
    expect(remainingDays(now, now, 30)).toBe(0);
    expect(remainingDays(now, now + 99 * DAY_MS, 30)).toBe(30);
  });
  it('charges the new plan for the days left minus the unused old plan, never below 0', () => {
    // 10 of 30 days left: ceil(9000×10/30) − floor(3000×10/30) = 3000 − 1000.
    expect(upgradeCharge(basic, pro, 10)).toBe(20_00);
    // 7 days: ceil(63000/30)=2100 − floor(21000/30)=700 → 1400.
    expect(upgradeCharge(basic, pro, 7)).toBe(14_00);
    // Rounding: 1 day of 1000/7-day vs 1001/7-day plan: ceil(1001/7)=143 − floor(1000/7)=142 → 1.
    expect(upgradeCharge({ price: 1000, periodDays: 7 }, { price: 1001, periodDays: 7 }, 1)).toBe(1);
    expect(upgradeCharge(basic, pro, 0)).toBe(0);
    expect(upgradeCharge(pro, basic, 10)).toBe(0);
    // Different periods: weekly 10.00 → monthly 60.00 with 3 days left: ceil(18000/30)=600 − floor(3000/7)=428.
    expect(upgradeCharge({ price: 10_00, periodDays: 7 }, { price: 60_00, periodDays: 30 }, 3)).toBe(172);
  });
  it('an upgrade is a dearer price per day', () => {
    expect(isUpgrade(basic, pro)).toBe(true);
    expect(isUpgrade(pro, basic)).toBe(false);
    expect(isUpgrade({ price: 7_00, periodDays: 7 }, { price: 30_00, periodDays: 30 })).toBe(false);
  });
});

describe.each(ENGINES)('plans and subscriptions on %s', (engine) => {
  const t = useTestApp(engine, { integrationAllowHosts: '127.0.0.1' });
  const admin = useHeaders(t, 'admin');
  const api = accountsClient(t, admin);
  let basic: PlanType;
  let pro: PlanType;

  const saveType = async (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/activateType', payload, headers });
  const subscribe = (accountId: string, type: string) => api.post('/subscribeToType', { accountId, type });

  beforeAll(async () => {
    basic = (
      await saveType({ name: 'Basic', price: 30_00, periodDays: 30, leadsPerDay: 50 })
    ).json<PlanType>();
    pro = (await saveType({ name: 'Pro', price: 90_00, periodDays: 30, leadsPerDay: 500 })).json<PlanType>();
  });

  it('only admins define plan types; names are unique', async () => {
    const ssm = (await actorWith(t, 'super_sales_manager')).headers;
    expect((await saveType({ name: 'Gold', price: 1, periodDays: 30 }, ssm)).statusCode).toBe(403);
    expect((await saveType({ name: 'basic', price: 1, periodDays: 30 })).statusCode).toBe(409);
    expect((await saveType({ name: 'Bad', price: 1.5, periodDays: 30 })).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/accounts/types', headers: ssm });
    expect(list.json<{ rows: PlanType[] }>().rows.map((p) => p.name)).toEqual(['Basic', 'Pro']);
  });

  it('new plan charges the full price; upgrade is prorated; downgrade waits for the period end; renewal', async () => {
    const a = await api.create();
    await api.topUp(a.id, 500_00);
    const first = await subscribe(a.id, basic.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SubscriptionResult>()).toMatchObject({
      message: 'Type subscribed to account successfully',
      change: 'new',
      charge: { kind: 'plan_charge', amount: -30_00 },
      account: { funds: 470_00, type: { name: 'Basic' }, paid: true },
    });
    // 10 days and an hour left: 11 days count.
    await t.database.db.execute(
      sql`UPDATE accounts SET period_end = now() + interval '10 days 1 hour' WHERE id = ${a.id}`,
    );
    const up = (await subscribe(a.id, pro.id)).json<SubscriptionResult>();
    expect(up).toMatchObject({ change: 'upgrade', charge: { amount: -(33_00 - 11_00) } });
    expect(up.account.funds).toBe(470_00 - 22_00);
    expect(up.account.type?.name).toBe('Pro');
    // The same plan again changes nothing and charges nothing.
    expect((await subscribe(a.id, pro.id)).json<SubscriptionResult>()).toMatchObject({
      change: 'unchanged',
      charge: null,
    });
    const down = (await subscribe(a.id, basic.id)).json<SubscriptionResult>();
    expect(down).toMatchObject({
      change: 'downgrade_scheduled',
      charge: null,
      account: { type: { name: 'Pro' }, nextType: { name: 'Basic' } },
    });
    // Before the end, renewal does nothing; after it, the scheduled plan starts and is charged.
    expect((await api.post('/subscribe', { accountId: a.id })).json<SubscriptionResult>().change).toBe(
      'unchanged',
    );
    await t.database.db.execute(
      sql`UPDATE accounts SET period_end = now() - interval '1 minute' WHERE id = ${a.id}`,
    );
    const renewed = (await api.post('/subscribe', { accountId: a.id })).json<SubscriptionResult>();
    expect(renewed).toMatchObject({
      change: 'renewed',
      charge: { amount: -30_00 },
      account: { type: { name: 'Basic' }, nextType: null, paid: true, funds: 448_00 - 30_00 },
    });
  });

  it('a plan the balance cannot pay is refused and nothing changes', async () => {
    const a = await api.create();
    await api.topUp(a.id, 10_00);
    const res = await subscribe(a.id, basic.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'messages.insufficientFunds' });
    const d = await t.app.inject({ method: 'GET', url: `/api/accounts/${a.id}`, headers: admin });
    expect(d.json()).toMatchObject({ account: { funds: 10_00, type: null }, check: { balanced: true } });
  });

  it("an inactive or unpaid account's intake key takes no leads, with a clear error", async () => {
    const aff = await affiliateWithKey(t);
    const a = await api.create({ stageName: 'Keyed Account' });
    const put = await api.update({ id: a.id, apiKeyIds: [aff.keyId] });
    expect(put.json()).toMatchObject({ account: { apiKeyIds: [aff.keyId] } });
    expect((await postLead(t, aff.key, intakeBody())).statusCode).toBe(201);
    await api.activate(a.id, false, 'Paused by finance');
    const refused = await postLead(t, aff.key, intakeBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      key: 'messages.accountNotTakingLeads',
      message: 'The account Keyed Account is inactive: its keys and integrations take no leads',
    });
    await api.activate(a.id, true, 'Back');
    await api.topUp(a.id, 30_00);
    await subscribe(a.id, basic.id);
    expect((await postLead(t, aff.key, intakeBody())).statusCode).toBe(201);
    await t.database.db.execute(
      sql`UPDATE accounts SET period_end = now() - interval '1 second' WHERE id = ${a.id}`,
    );
    const unpaid = await postLead(t, aff.key, intakeBody());
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json<{ message: string }>().message).toContain('is unpaid');
  });

  it("a plan's leads per day: the account's campaigns take that many leads today, then 429 naming the account", async () => {
    const aff = await affiliateWithKey(t);
    const tiny = (
      await saveType({ name: 'Two a day', price: 0, periodDays: 30, leadsPerDay: 2 })
    ).json<PlanType>();
    const a = await api.create({ stageName: 'Capped Media' });
    expect((await subscribe(a.id, tiny.id)).statusCode).toBeLessThan(300);
    const campaign = 'Capped-Media-Spring';
    await t.database.db.execute(sql`INSERT INTO campaigns (name, account_id) VALUES (${campaign}, ${a.id})`);
    const replayKey = 'capped-first-lead';
    const first = intakeBody({ campaign });
    expect((await postLead(t, aff.key, first, { 'idempotency-key': replayKey })).statusCode).toBe(201);
    expect((await postLead(t, aff.key, intakeBody({ campaign }))).statusCode).toBe(201);
    const refused = await postLead(t, aff.key, intakeBody({ campaign }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      key: 'messages.accountDailyLeadLimit',
      message: 'The account Capped Media has taken its 2 leads for today; it takes leads again tomorrow',
    });
    // A retry of an accepted post is still answered with its lead; other campaigns are not limited.
    const replay = await postLead(t, aff.key, first, { 'idempotency-key': replayKey });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ result: 'replayed' });
    expect((await postLead(t, aff.key, intakeBody({ campaign: 'Uncapped-Camp' }))).statusCode).toBe(201);
    // Leads of earlier days do not count: move today's two to yesterday and the campaign takes leads again.
    await t.database.db.execute(
      sql`UPDATE leads SET created_at = created_at - interval '1 day' WHERE campaign = ${campaign}`,
    );
    expect((await postLead(t, aff.key, intakeBody({ campaign }))).statusCode).toBe(201);
    const live = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM leads WHERE campaign = ${campaign} AND deleted_at IS NULL`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(live.rows[0]!.n).toBe(3);
  });

  it('the renewal sweep renews an ended period once, leaves an unfunded account unpaid and skips inactive ones', async () => {
    const funded = await api.create({ stageName: 'Renew Funded' });
    const poor = await api.create({ stageName: 'Renew Poor' });
    const paused = await api.create({ stageName: 'Renew Paused' });
    for (const a of [funded, poor, paused]) {
      await api.topUp(a.id, 30_00);
      expect((await subscribe(a.id, basic.id)).statusCode).toBeLessThan(300);
    }
    await api.topUp(funded.id, 30_00);
    await api.topUp(paused.id, 30_00);
    await api.activate(paused.id, false, 'Paused');
    const ids = [funded.id, poor.id, paused.id];
    await t.database.db.execute(
      sql`UPDATE accounts SET period_end = now() - interval '1 second' WHERE id IN (${sql.join(ids, sql`, `)})`,
    );
    // Two sweeps at once (two processes) charge the period once.
    const sweeps = await Promise.all([
      renewDueSubscriptions(t.database.db, 'UTC'),
      renewDueSubscriptions(t.database.db, 'UTC'),
    ]);
    expect(sweeps[0]!.renewed + sweeps[1]!.renewed).toBe(1);
    expect(sweeps[0]!.unpaid + sweeps[1]!.unpaid).toBeGreaterThanOrEqual(1);
    const state = async (id: string) => {
      const res = (await t.database.db.execute(
        sql`SELECT a.period_end > now() AS paid, b.balance::int AS balance,
              (SELECT count(*)::int FROM ledger_transactions x WHERE x.account_id = a.id AND x.kind = 'plan_charge') AS charges,
              (SELECT count(*)::int FROM ledger_transactions x WHERE x.account_id = a.id AND x.kind = 'plan_charge'
                 AND x.created_by IS NULL AND x.description = 'Automatic renewal: Basic') AS automatic
            FROM accounts a JOIN account_balances b ON b.account_id = a.id WHERE a.id = ${id}`,
      )) as unknown as {
        rows: Array<{ paid: boolean; balance: number; charges: number; automatic: number }>;
      };
      return res.rows[0];
    };
    expect(await state(funded.id)).toEqual({ paid: true, balance: 0, charges: 2, automatic: 1 });
    expect(await state(poor.id)).toEqual({ paid: false, balance: 0, charges: 1, automatic: 0 });
    expect(await state(paused.id)).toEqual({ paid: false, balance: 30_00, charges: 1, automatic: 0 });
    // A later sweep does not charge the renewed account again.
    await renewDueSubscriptions(t.database.db, 'UTC');
    expect((await state(funded.id))!.charges).toBe(2);
  });

  it("an inactive account's integration takes no leads", async () => {
    const owner = await makeUser(t, { role: 'integration' });
    // Deliveries are only queued here; a closed loopback port takes them if a worker tries.
    const { integration } = await createIntegrationVia(t, admin, owner.id, 'http://127.0.0.1:9/leads');
    const a = await api.create({ stageName: 'Integrated Account', integrationId: integration.id });
    expect(a.integrationId).toBe(integration.id);
    const lead = await makeLead(t);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads/postToIntegration',
        payload: { leadsIds: [lead.id], integrationId: integration.id },
        headers: admin,
      });
    await api.activate(a.id, false, 'Stopped');
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      key: 'messages.accountNotTakingLeads',
      message: 'The account Integrated Account is inactive: its keys and integrations take no leads',
    });
    await api.activate(a.id, true, 'Back');
    expect((await post()).statusCode).toBeLessThan(300);
  });
});
