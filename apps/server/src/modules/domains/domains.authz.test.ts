import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { domainRoutes, ROLES, type Role } from '@leadhouse/domain';
import { domainChecks, domains, hostings } from '../../db/schema/index.js';
import {
  actorWith,
  createTestApp,
  ENGINES,
  makeUser,
  signInAs,
  uniq,
  type TestApp,
} from '../../test/test-app.js';
import { startTestDns } from './domains.test-helpers.js';

/*
 * Authorization matrix of every domains and hosting path (docs/decisions.md "Domains and hosting"): 401
 * without a session or with a forged, expired or garbage token; 403 for roles without the `domains`
 * feature (sales managers, sales, affiliates, integration users) and for a super sales manager whose
 * feature an admin revoked; admins and super sales managers pass (404 for an unknown id). Denied
 * requests change nothing in the domains tables.
 */
const UNKNOWN = '00000000-0000-4000-8000-00000000d0e5';
const ALLOWED: Role[] = ['admin', 'super_sales_manager'];

type Name = keyof typeof domainRoutes;
/** A valid request per contract; `notFound`: it names an unknown domain (404 for the allowed roles). */
const REQUESTS: Record<Name, { url: string; payload?: () => object; notFound: boolean; ok: number }> = {
  list: { url: '/api/domains', notFound: false, ok: 200 },
  detail: { url: `/api/domains/${UNKNOWN}`, notFound: true, ok: 200 },
  create: {
    url: '/api/domain',
    payload: () => ({ domain: `${uniq('m')}.example.net`, origin: 'x' }),
    notFound: false,
    ok: 201,
  },
  add: {
    url: '/api/domains',
    payload: () => ({ name: `${uniq('m')}.example.net`, active: false }),
    notFound: false,
    ok: 201,
  },
  check: { url: `/api/domains/${UNKNOWN}/check`, notFound: true, ok: 200 },
  setActive: {
    url: `/api/domains/${UNKNOWN}/active`,
    payload: () => ({ active: true }),
    notFound: true,
    ok: 200,
  },
  createHosting: {
    url: '/api/hosting/new',
    payload: () => ({ domainId: UNKNOWN, campaignId: UNKNOWN, title: 'Page' }),
    notFound: true,
    ok: 201,
  },
  hostingCampaigns: { url: '/api/hosting/campaigns', notFound: false, ok: 200 },
};

describe.each(ENGINES)('domains authorization on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  const headers = {} as Record<Role, Record<string, string>>;

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), noWorkers: true },
    });
    for (const role of ROLES) headers[role] = (await actorWith(t, role)).headers;
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const call = (name: Name, h: Record<string, string>) => {
    const r = REQUESTS[name];
    return t.app.inject({
      method: domainRoutes[name].method,
      url: r.url,
      payload: r.payload?.(),
      headers: h,
    });
  };
  const counts = async () => {
    const db = t.database.db;
    const [[a], [b], [c]] = await Promise.all([
      db.select({ n: count() }).from(domains),
      db.select({ n: count() }).from(domainChecks),
      db.select({ n: count() }).from(hostings),
    ]);
    return [a!.n, b!.n, c!.n];
  };

  it('covers every domains contract', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(domainRoutes).sort());
  });

  it.each(Object.keys(REQUESTS) as Name[])('%s: 401, 403, then allowed', async (name) => {
    const before = await counts();
    expect((await call(name, {})).statusCode).toBe(401);
    for (const token of ['Bearer garbage', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Basic abc']) {
      expect((await call(name, { authorization: token })).statusCode, token).toBe(401);
    }
    for (const role of ROLES.filter((r) => !ALLOWED.includes(r))) {
      expect((await call(name, headers[role])).statusCode, `${name} as ${role}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
    for (const role of ALLOWED) {
      const res = await call(name, headers[role]);
      expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBe(
        REQUESTS[name].notFound ? 404 : REQUESTS[name].ok,
      );
    }
  });

  it('an admin can revoke the feature from a super sales manager (403), and grant it to a sales manager', async () => {
    const admin = headers.admin;
    const ssm = await makeUser(t, { role: 'super_sales_manager' });
    const sm = await makeUser(t, { role: 'sales_manager' });
    for (const [user, value] of [
      [ssm, false],
      [sm, true],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users',
        headers: admin,
        payload: { id: user.id, featureOverrides: { domains: value } },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await call('list', await signInAs(t, ssm))).statusCode).toBe(403);
    expect((await call('list', await signInAs(t, sm))).statusCode).toBe(200);
  });
});
