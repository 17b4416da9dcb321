import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Domain, type DomainListResponse } from '@leadhouse/domain';
import { actorWith, createTestApp, ENGINES, uniq, type TestApp } from '../../test/test-app.js';
import { startTestDns } from './domains.test-helpers.js';

/*
 * The domains API's answers to bad input (issue 12 §5): every refused name is a 400 naming the rule it
 * breaks (message key + English text), a name added twice in another spelling is a 409, and the list
 * finds a domain by either form of its name.
 */
describe.each(ENGINES)('domains API input on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let headers: { authorization: string };

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), noWorkers: true },
    });
    headers = (await actorWith(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  it.each([
    ['/api/domain', 'domain', 'my_site.example.com', MSG.validation.domainUnderscore],
    ['/api/domain', 'domain', `${'a'.repeat(64)}.com`, MSG.validation.domainLabelTooLong],
    ['/api/domain', 'domain', 'https://example.com/offer', MSG.validation.domainOnlyName],
    ['/api/domains', 'name', 'localhost', MSG.validation.domainTwoLabels],
    ['/api/domains', 'name', '10.0.0.1', MSG.validation.domainIp],
    ['/api/domains', 'name', '', MSG.validation.domainRequired],
  ])('POST %s {%s: %j} → 400 %s', async (url, field, value, key) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { [field]: value } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ key: string; errors: Array<{ field: string; key: string }> }>();
    expect(body.key).toBe(key);
    expect(body.errors[0]).toMatchObject({ field, key });
  });

  it('a NUL or a lone surrogate is a 400, never a 500', async () => {
    for (const name of ['exa\u0000mple.com', 'exa\ud800mple.com']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/domains', headers, payload: { name } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('the same domain in another spelling is a 409; the list finds it by either form', async () => {
    const label = uniq('bücher');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/domains',
      headers,
      payload: { name: `${label}.de` },
    });
    expect(first.statusCode).toBe(201);
    const domain = first.json<Domain>();
    expect(domain.name).toMatch(/^xn--/);
    expect(domain.unicodeName).toBe(`${label}.de`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/domain',
      headers,
      payload: { domain: `${domain.name.toUpperCase()}.` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ key: string }>().key).toBe(MSG.messages.domainTaken);
    for (const keywords of [label, domain.name.slice(0, 12)]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/domains', headers, query: { keywords } });
      expect(list.json<DomainListResponse>().rows.map((r) => r.id)).toContain(domain.id);
    }
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/domains',
      headers,
      query: { state: 'active', keywords: label },
    });
    expect(pending.json<DomainListResponse>().count).toBe(0);
  });

  it('unknown ids are 404 and bad ids 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await t.app.inject({ method: 'GET', url: `/api/domains/${unknown}`, headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/domains/not-a-uuid', headers })).statusCode).toBe(
      400,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/domains/${unknown}/active`,
      headers,
      payload: { active: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });
});
