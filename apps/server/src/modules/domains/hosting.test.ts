import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Domain, Hosting } from '@leadhouse/domain';
import { campaigns, leadAttributions, leads, visits } from '../../db/schema/index.js';
import { actorWith, createTestApp, ENGINES, uniq, type TestApp } from '../../test/test-app.js';
import { addDomain, startTestDns } from './domains.test-helpers.js';

/*
 * Host-routed landing pages (issue 12 §5): a request whose Host is an active hosted domain gets the
 * campaign's page, which records the visit with its click ids (visitors module) and posts the lead
 * through the intake module with the hosting's campaign; any other Host keeps today's answers.
 */
describe.each(ENGINES)('hosted landing pages on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let headers: { authorization: string };
  let campaign: { id: string; name: string };

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), noWorkers: true },
    });
    headers = (await actorWith(t, 'admin')).headers;
    const [row] = await t.database.db
      .insert(campaigns)
      .values({ name: uniq('Spring-Promo-') })
      .returning({ id: campaigns.id, name: campaigns.name });
    campaign = row!;
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  /** A domain added, proven through "check now", and given the campaign's page. */
  async function hostedDomain(active = true): Promise<{ domain: Domain; hosting: Hosting }> {
    const domain = await addDomain(t, headers, active);
    dns.zone.set(domain.txtName, { txt: [domain.txtValue] });
    const checked = await t.app.inject({ method: 'POST', url: `/api/domains/${domain.id}/check`, headers });
    expect(checked.json<Domain>().state).toBe(active ? 'active' : 'verified');
    const h = await t.app.inject({
      method: 'POST',
      url: '/api/hosting/new',
      headers,
      payload: {
        domainId: domain.id,
        campaignId: campaign.id,
        title: 'Spring offer',
        headline: 'Get <b>20%</b> off',
        locale: 'en',
      },
    });
    expect(h.statusCode).toBe(201);
    return { domain, hosting: h.json<Hosting>() };
  }

  /** Posts the landing page's form with `fields` to `domain` (`POST /` under its Host, urlencoded). */
  const signUp = (domain: Pick<Domain, 'name'>, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/',
      headers: { host: domain.name, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Runs `body` while the campaign belongs to account `accountId`; the campaign has no account again after. */
  async function whileCampaignOf(accountId: string, body: () => Promise<void>): Promise<void> {
    await t.database.db.execute(
      sql`UPDATE campaigns SET account_id = ${accountId}::uuid WHERE id = ${campaign.id}::uuid`,
    );
    try {
      await body();
    } finally {
      await t.database.db.execute(
        sql`UPDATE campaigns SET account_id = NULL WHERE id = ${campaign.id}::uuid`,
      );
    }
  }
  /** The form of a Saudi visitor, Omar Nasser, with this e-mail and phone. */
  const omar = (email: string, phoneNumber: string) => ({
    firstName: 'Omar',
    lastName: 'Nasser',
    phoneNumber,
    email,
    country: 'SA',
  });
  /** The sign-up was answered with the closed page and `status`, and no lead was stored under `email`. */
  async function expectClosed(res: Awaited<ReturnType<typeof signUp>>, status: number, email: string) {
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('This offer is closed for now');
    expect(await t.database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
  }
  const visitorIdIn = (html: string) => /name="visitorId" value="([0-9a-f-]{36})"/.exec(html)?.[1];

  it('GET / records the visit with the URL’s click ids and serves the form (strict CSP, no script)', async () => {
    const { domain, hosting } = await hostedDomain();
    expect(hosting).toMatchObject({ campaignName: campaign.name, url: `http://${domain.name}/` });
    const res = await t.app.inject({
      method: 'GET',
      url: '/?gclid=Cj0KCQiA_Case&wbraid=WB1&utm_source=google&utm_campaign=spring&campaignid=123&adgroupid=456',
      headers: { host: `${domain.name.toUpperCase()}.`, referer: 'https://www.google.com/' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('Get &lt;b&gt;20%&lt;/b&gt; off');
    expect(res.body).toContain('<form method="post" action="/"');
    const visitorId = visitorIdIn(res.body);
    expect(visitorId).toBeDefined();
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.visitorId, visitorId!));
    expect(visit).toMatchObject({
      gclid: 'Cj0KCQiA_Case',
      wbraid: 'WB1',
      utmSource: 'google',
      utmCampaign: 'spring',
      campaignid: '123',
      adgroupid: '456',
      referrer: 'https://www.google.com/',
    });
    expect(visit!.uri).toContain(`http://${domain.name}/?gclid=`);
  });

  it('POST / posts the lead with the hosting’s campaign and the visit as first touch, then thanks', async () => {
    const { domain } = await hostedDomain();
    const page = await t.app.inject({
      method: 'GET',
      url: '/?gclid=GCLID-42',
      headers: { host: domain.name },
    });
    const visitorId = visitorIdIn(page.body)!;
    const phone = String(Date.now()).slice(-10);
    const email = `${uniq('lead')}@example.com`;
    const res = await signUp(domain, {
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: phone,
      email,
      country: 'SA',
      visitorId,
      campaign: 'Someone-Else', // ignored: the hosting names the campaign
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thank you!');
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ campaign: campaign.name, gclid: 'GCLID-42', phoneNumber: `966-${phone}` });
    expect(lead!.affiliateId).toBeNull();
    const [attr] = await t.database.db
      .select()
      .from(leadAttributions)
      .where(eq(leadAttributions.leadId, lead!.id));
    expect(attr).toMatchObject({ origin: 'visit', visitorId, gclid: 'GCLID-42' });

    // The same person again: thanked, no second lead.
    const again = await signUp(domain, {
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: phone,
      email,
      country: 'SA',
    });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  });

  it('an inactive account’s campaign takes no sign-up: a closed page (403) and no lead', async () => {
    const { domain } = await hostedDomain();
    const { rows } = (await t.database.db.execute(
      sql`INSERT INTO accounts (stage_name, active) VALUES (${uniq('Paused account ')}, false) RETURNING id`,
    )) as unknown as { rows: Array<{ id: string }> };
    await whileCampaignOf(rows[0]!.id, async () => {
      const email = `${uniq('closed')}@example.com`;
      const res = await signUp(domain, omar(email, String(Date.now()).slice(-10)));
      await expectClosed(res, 403, email);
    });
  });

  it('a campaign whose account’s plan has used today’s leads per day: the closed page (429), no lead', async () => {
    const { domain } = await hostedDomain();
    const { rows } = (await t.database.db.execute(
      sql`WITH p AS (INSERT INTO plan_types (name, price, currency, period_days, leads_per_day)
                     VALUES (${uniq('Tiny plan ')}, 0, 'USD', 30, 1) RETURNING id)
          INSERT INTO accounts (stage_name, plan_type_id, period_end)
          SELECT ${uniq('Capped account ')}, p.id, now() + interval '30 days' FROM p RETURNING id`,
    )) as unknown as { rows: Array<{ id: string }> };
    await whileCampaignOf(rows[0]!.id, async () => {
      // Leads of this campaign already created today count: the limit of 1 may already be reached.
      const first = `${uniq('capped-a')}@example.com`;
      const phone = String(Date.now()).slice(-9);
      const firstRes = await signUp(domain, omar(first, `5${phone}`));
      const taken = await t.database.db.select().from(leads).where(eq(leads.campaign, campaign.name));
      expect(taken.length).toBeGreaterThanOrEqual(1);
      if (firstRes.statusCode === 200) expect(taken.some((l) => l.email === first)).toBe(true);
      const second = `${uniq('capped-b')}@example.com`;
      const res = await signUp(domain, omar(second, `6${phone}`));
      await expectClosed(res, 429, second);
    });
  });

  it('a refused field re-renders the form with its message and the values typed (400)', async () => {
    const { domain } = await hostedDomain();
    const res = await signUp(domain, {
      firstName: 'Sam',
      lastName: '',
      phoneNumber: '12',
      email: 'not-an-email',
      country: 'SA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Phone Number must be 10 digits');
    expect(res.body).toContain('Wrong email');
    expect(res.body).toContain('Last Name is required');
    expect(res.body).toContain('value="Sam"');
    expect(res.body).toContain('<option value="SA" selected>');
  });

  it('an Arabic page is right-to-left', async () => {
    const { domain } = await hostedDomain();
    await t.app.inject({
      method: 'POST',
      url: '/api/hosting/new',
      headers,
      payload: { domainId: domain.id, campaignId: campaign.id, title: 'عرض', locale: 'ar' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain.name } });
    // The newest hosting of the domain is served (this host was not asked before, so nothing is cached).
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('الاسم الأول');
  });

  it('over a real socket, the Host header picks the hosted page', async () => {
    const { domain } = await hostedDomain();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/?utm_source=socket', headers: { host } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const hosted = await get(`${domain.name}:${port}`);
    expect(hosted.status).toBe(200);
    expect(hosted.body).toContain('<form method="post" action="/"');
    const own = await get(`127.0.0.1:${port}`);
    expect(own.body).not.toContain('<form method="post"');
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.utmSource, 'socket'));
    expect(visit?.uri).toBe(`http://${domain.name}/?utm_source=socket`);
  });

  it('other paths of a hosted domain answer a 404 page; the API is not served there', async () => {
    const { domain } = await hostedDomain();
    for (const url of ['/leads', '/api/health', '/api/domains']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: domain.name } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('unknown hosts, IPs and a verified but inactive domain keep today’s answers', async () => {
    const { domain } = await hostedDomain(false);
    const baseline = await t.app.inject({ method: 'GET', url: '/' });
    for (const host of ['unknown-site.example.com', '127.0.0.1:3000', 'localhost', domain.name]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode).toBe(baseline.statusCode);
      expect(res.body).toBe(baseline.body);
      const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(health.statusCode).toBe(200);
    }
  });

  it('a hosting needs a verified domain and a known campaign', async () => {
    const d = await addDomain(t, headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hosting/new',
      headers,
      payload: { domainId: d.id, campaignId: campaign.id, title: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ key: string }>().key).toBe('messages.domainNotVerified');
    const { domain } = await hostedDomain();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/hosting/new',
      headers,
      payload: { domainId: domain.id, campaignId: '00000000-0000-4000-8000-000000000000', title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
