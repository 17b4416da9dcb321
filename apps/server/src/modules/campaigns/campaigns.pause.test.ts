import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Campaign, Domain } from '@leadhouse/domain';
import { queryRows } from '../../lib/sql.js';
import { createTestApp, ENGINES, uniq, type TestApp } from '../../test/test-app.js';
import { twoOrgs, type Signed, type TwoOrgs } from '../../test/two-orgs.js';
import { accountsClient } from '../accounts/accounts.test-helpers.js';
import { startTestDns } from '../domains/domains.test-helpers.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { makeLead, nextDigits } from '../leads/leads.test-helpers.js';

/*
 * Pause and resume (issue 19 "Campaign decisions"): while a campaign is paused its intake posts are refused
 * (409, a message the partner can act on) and its hosted page shows "not accepting" in the visitor's
 * language; after a resume both take leads again. Admins and managers of the campaign's scope may; sales
 * users may not (403).
 */
describe.each(ENGINES)('campaign pause and resume on %s', (engine) => {
  let t: TestApp;
  let o: TwoOrgs;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let key: string;
  let campaign: { id: string; name: string };

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), noWorkers: true },
    });
    o = await twoOrgs(t);
    key = (await affiliateWithKey(t)).key;
    const [row] = await queryRows<{ id: string; name: string }>(
      t.database.db,
      sql`INSERT INTO campaigns (name) VALUES (${uniq('Doha-Video-')}) RETURNING id, name`,
    );
    campaign = row!;
    await makeLead(t, { campaign: campaign.name, assignedTo: o.a.sales.user.id });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const pause = (who: Signed, id = campaign.id, action: 'pause' | 'resume' = 'pause') =>
    t.app.inject({ method: 'POST', url: `/api/campaigns/${id}/${action}`, headers: who.headers });
  const post = () => postLead(t, key, intakeBody({ campaign: campaign.name }));

  /** A domain proven through "check now" serving the campaign's page in French. */
  async function hostedDomain(): Promise<string> {
    const name = `${uniq('promo')}.example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/domains',
      headers: o.admin.headers,
      payload: { name, active: true },
    });
    const domain = res.json<Domain>();
    dns.zone.set(domain.txtName, { txt: [domain.txtValue] });
    await t.app.inject({ method: 'POST', url: `/api/domains/${domain.id}/check`, headers: o.admin.headers });
    const h = await t.app.inject({
      method: 'POST',
      url: '/api/hosting/new',
      headers: o.admin.headers,
      payload: { domainId: domain.id, campaignId: campaign.id, title: 'Offre', locale: 'fr' },
    });
    expect(h.statusCode, h.body).toBe(201);
    return name;
  }
  const signUp = (host: string, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        ...(lang && { 'accept-language': lang }),
      },
      payload: new URLSearchParams({
        firstName: 'Layla',
        lastName: 'Haddad',
        phoneNumber: nextDigits(),
        email: `${uniq('v')}@example.com`,
        country: 'SA',
      }).toString(),
    });

  it('refuses intake posts while paused (409 campaignPaused) and takes them again after a resume', async () => {
    expect((await post()).statusCode).toBe(201);
    const paused = await pause(o.admin);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: campaign.id, status: 'paused' });
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      key: 'messages.campaignPaused',
      params: { campaign: campaign.name },
    });
    expect(refused.json<{ message: string }>().message).toContain('post again once it is resumed');
    // A second pause keeps the first time; the list shows the state.
    const again = await pause(o.admin);
    expect(again.json<{ pausedAt: string }>().pausedAt).toBe(paused.json<{ pausedAt: string }>().pausedAt);
    const list = await t.app.inject({
      url: '/api/campaigns',
      query: { keywords: campaign.name },
      headers: o.admin.headers,
    });
    expect(list.json<{ rows: Campaign[] }>().rows[0]).toMatchObject({ status: 'paused' });
    const resumed = await pause(o.admin, campaign.id, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'active', pausedAt: null });
    expect((await post()).statusCode).toBe(201);
  });

  it('the hosted page says "not accepting" in the visitor’s language while paused, and takes leads after', async () => {
    const host = await hostedDomain();
    expect((await pause(o.admin)).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/', headers: { host, 'accept-language': 'ar-QA,ar;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="ar" dir="rtl"');
    expect(page.body).toContain('لا يستقبل تسجيلات');
    expect(page.body).not.toContain('<form');
    const refused = await signUp(host, 'de-DE,de;q=0.9');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('n’accepte pas d’inscriptions'); // the page's own French
    const before = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM leads WHERE campaign = ${campaign.name}`,
    );
    expect((await pause(o.admin, campaign.id, 'resume')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/', headers: { host } })).body).toContain('<form');
    expect((await signUp(host)).statusCode).toBe(200);
    const after = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM leads WHERE campaign = ${campaign.name}`,
    );
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) + 1);
  });

  it('lets admins and managers of the campaign’s scope pause it; sales users and other teams get 403', async () => {
    for (const who of [o.a.sales, o.b.sales]) expect((await pause(who)).statusCode).toBe(403);
    // Organisation B's managers see none of the campaign's leads.
    for (const who of [o.b.sm, o.b.ssm]) expect((await pause(who)).statusCode).toBe(403);
    const state = await queryRows<{ paused_at: unknown }>(
      t.database.db,
      sql`SELECT paused_at FROM campaigns WHERE id = ${campaign.id}::uuid`,
    );
    expect(state[0]!.paused_at).toBeNull();
    for (const who of [o.a.sm, o.a.ssm]) {
      expect((await pause(who)).statusCode).toBe(200);
      expect((await pause(who, campaign.id, 'resume')).statusCode).toBe(200);
    }
    expect((await pause(o.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pause(o.admin, 'nope')).statusCode).toBe(400);
  });

  it('shows a sales manager its team’s campaigns only, with spend and cost per lead read-only', async () => {
    const other = uniq('Dubai-Lookalike-');
    await t.database.db.execute(sql`INSERT INTO campaigns (name) VALUES (${other})`);
    await makeLead(t, { campaign: other, assignedTo: o.b.sales.user.id });
    await makeLead(t, { campaign: campaign.name }); // unassigned: the admin's figures only
    const names = async (who: Signed) => {
      const res = await t.app.inject({
        url: '/api/campaigns',
        query: { limit: '200' },
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rows: Campaign[] }>().rows.map((r) => r.name);
    };
    expect(await names(o.a.sm)).toContain(campaign.name);
    expect(await names(o.a.sm)).not.toContain(other);
    expect(await names(o.b.sm)).toEqual([other]);
    expect(await names(o.admin)).toEqual(expect.arrayContaining([campaign.name, other]));
    const sources = await t.app.inject({ url: '/api/sources', headers: o.a.sm.headers });
    expect(sources.statusCode).toBe(200);
    // Read-only: a sales manager neither adds nor edits campaigns.
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: o.a.sm.headers,
      payload: { name: uniq('New-'), description: 'New one', internalId: 'Social-1' },
    });
    expect(add.statusCode).toBe(403);
    const admins = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: o.admin.headers,
      payload: { name: uniq('New-'), description: 'New one', internalId: 'Social-1' },
    });
    expect(admins.statusCode).toBe(201);
    // Spend booked on the campaign today: cost per lead = spend / the caller's leads (minor units).
    const accounts = accountsClient(t, o.admin.headers);
    const account = await accounts.create({ currency: 'USD' });
    await accounts.topUp(account.id, 100_000);
    await t.database.db.execute(
      sql`UPDATE campaigns SET account_id = ${account.id}::uuid WHERE id = ${campaign.id}::uuid`,
    );
    const [today] = await queryRows<{ d: string }>(
      t.database.db,
      sql`SELECT to_char((now() AT TIME ZONE analytics_time_zone())::date, 'YYYY-MM-DD') AS d`,
    );
    const spent = await accounts.post('/addItem', {
      accountId: account.id,
      amount: 5_000,
      date: today!.d,
      description: 'Ad spend',
      campaignId: campaign.id,
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const rowOf = async (who: Signed) => {
      const res = await t.app.inject({
        url: '/api/campaigns',
        query: { keywords: campaign.name },
        headers: who.headers,
      });
      return res.json<{ rows: Campaign[] }>().rows[0]!;
    };
    const mine = await rowOf(o.a.sm);
    expect(mine).toMatchObject({ spend: 5_000, currency: 'USD' });
    expect(mine.costPerLead).toBe(5_000 / mine.figures.leads);
    const all = await rowOf(o.admin);
    expect(all.figures.leads).toBeGreaterThan(mine.figures.leads);
    expect(all.costPerLead).toBe(5_000 / all.figures.leads);
  });
});
