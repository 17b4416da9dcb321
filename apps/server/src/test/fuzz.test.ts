import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorWith, createTestApp, type TestApp } from './test-app.js';

/**
 * SECURITY.md "No 5xx for anything a client can send": mutated bodies, prototype keys, huge strings, bad
 * JSON and random tokens through `inject`; every answer must be below 500 and carry a JSON message.
 */
describe('no 5xx for anything a client can send', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    auth = (await actorWith(t, 'admin')).headers;
  });
  afterAll(() => t.close());

  const json = fc.jsonValue({ maxDepth: 3 });
  const nasty = fc.oneof(
    json,
    fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((k) => JSON.parse(`{"${k}":{"polluted":true}}`)),
    fc.record(
      {
        id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
        name: fc.oneof(fc.string({ maxLength: 5000 }), fc.integer(), fc.constant(null)),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        username: fc.string(),
        password: fc.string({ maxLength: 2000 }),
        role: fc.oneof(fc.constantFrom('admin', 'sales', 'owner'), fc.string()),
        active: fc.oneof(fc.boolean(), fc.string()),
        memberIds: fc.array(fc.oneof(fc.uuid(), fc.string()), { maxLength: 5 }),
        managerId: fc.oneof(fc.uuid(), fc.string()),
        featureOverrides: fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.string())),
      },
      { requiredKeys: [] },
    ),
  );
  const routes: Array<{ method: 'POST' | 'PUT'; url: string }> = [
    { method: 'POST', url: '/api/users' },
    { method: 'PUT', url: '/api/users' },
    { method: 'POST', url: '/api/pools' },
    { method: 'PUT', url: '/api/pools/00000000-0000-4000-8000-000000000000' },
    { method: 'POST', url: '/api/auth/signup' },
    { method: 'POST', url: '/api/auth/reset-password' },
  ];

  for (const route of routes) {
    it(`${route.method} ${route.url} with random bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(nasty, async (body) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: auth,
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 150 },
      );
    });
  }

  it('GET lists with random query strings', async () => {
    const key = fc.constantFrom('page', 'limit', 'keywords', 'sortBy', 'role', 'active', '__proto__');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/users', '/api/pools'),
        fc.dictionary(key, fc.string({ maxLength: 300 })),
        async (url, query) => {
          const res = await t.app.inject({ method: 'GET', url, headers: auth, query });
          expect(res.statusCode, `${url} ${JSON.stringify(query)} ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random bearer tokens and raw bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), async (token, raw) => {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(401);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/pools',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode, raw).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
