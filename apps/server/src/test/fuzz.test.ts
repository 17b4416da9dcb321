import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, ErrorResponseSchema, pathOf, type RouteContract } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from './test-app.js';

/**
 * SECURITY.md "No 5xx for anything a client can send", over every contract of `API_ROUTES`: path
 * parameters, query and JSON body built from a hostile alphabet (NUL, lone surrogates, prototype keys, huge
 * strings, extreme dates, odd time zones, numbers as strings, arrays for scalars, bad JSON), sent as an
 * admin and anonymously. Every answer is below 500 and every error body matches `ErrorResponseSchema`.
 * Seeded and bounded (RUNS per route) so each engine takes seconds. Multipart upload bodies are covered by
 * modules/csv/upload-edge.test.ts.
 */
const RUNS = 40;
const SEED = 20_261_123;

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(10_000),
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '-000001-01-01',
  '10000-01-01',
  'US/Pacific-New',
  'Mars/Olympus',
  'Etc/GMT+14',
  '1',
  '-1',
  '0',
  '1e309',
  'NaN',
  '',
  ' ',
  'true',
  'null',
  '00000000-0000-4000-8000-000000000000',
  '{"constructor":1}',
  '{"__proto__":1}',
  '{"toString":-1}',
  'NEW,ACTIVE,\u0000',
  '%00',
  '../../etc/passwd',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'prototype'];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constantFrom(...PROTO_KEYS).map((k) => ({ [k]: { polluted: true } })),
);

/** The top-level keys of an object schema (zod `shape`), else none. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Path parameter names of a contract path (`/leads/:id` → `id`). */
const paramNames = (c: RouteContract) => [...c.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** `pathOf`, with lone surrogates (which `encodeURIComponent` refuses) sent as their raw UTF-8 bytes. */
function urlOf(c: RouteContract, params: Record<string, string>): string {
  const safe = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, 'X')]),
  );
  const path = '/api' + pathOf(c, safe);
  return Object.values(params).some((v) => /[\ud800-\udfff]/.test(v))
    ? path.replace(/X/g, '%ED%A0%80')
    : path;
}

const bodyArb = (c: RouteContract): fc.Arbitrary<{ raw: string } | { json: unknown }> => {
  const keys = [...keysOf(c.body), ...PROTO_KEYS.slice(1, 3)];
  return fc.oneof(
    fc
      .dictionary(fc.constantFrom(...keys), fc.oneof(hostileString, hostileValue), { maxKeys: keys.length })
      .map((json) => ({ json })),
    fc
      .dictionary(fc.constantFrom(...keys), hostileString, { minKeys: keys.length })
      .map((json) => ({ json })),
    hostileValue.map((json) => ({ json })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[',
        '\u0000',
        '{"__proto__":{"polluted":1}}',
        '"\\ud800"',
        'nul',
        '1e999999',
      )
      .map((raw) => ({ raw })),
  );
};

const requestArb = (c: RouteContract) =>
  fc.record({
    params: fc.record(Object.fromEntries(paramNames(c).map((p) => [p, hostileString]))),
    query: fc.dictionary(
      fc.constantFrom(...keysOf(c.query), 'TZ', 'FROM', 'sortBy', '__proto__', 'constructor'),
      fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })),
      // One or two hostile keys: more would make the schema refuse the request before any deeper code.
      { maxKeys: 2 },
    ),
    body:
      c.body && !c.multipart && c.method !== 'GET'
        ? bodyArb(c).map((b) => b as typeof b | null)
        : fc.constant(null),
    anonymous: fc.constantFrom(false, false, false, true),
  });

for (const engine of ENGINES) {
  describe(`no 5xx for anything a client can send: every contract route (${engine})`, () => {
    const t = useTestApp(engine);
    let admin: Record<string, string>;
    beforeAll(async () => {
      admin = (await actorWith(t, 'admin')).headers;
    });

    for (const c of API_ROUTES) {
      it(`${c.method} ${c.path}`, async () => {
        await fc.assert(
          fc.asyncProperty(requestArb(c), async (r) => {
            // Logging out as the admin would end the session every later run uses.
            const auth = r.anonymous || c.id === 'auth.logout' ? {} : admin;
            const payload =
              r.body === null ? undefined : 'raw' in r.body ? r.body.raw : JSON.stringify(r.body.json);
            const res = await t.app.inject({
              method: c.method,
              url: urlOf(c, r.params),
              query: r.query,
              headers: payload === undefined ? auth : { ...auth, 'content-type': 'application/json' },
              ...(payload === undefined ? {} : { payload }),
            });
            expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) ErrorResponseSchema.parse(res.json());
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          }),
          { numRuns: RUNS, seed: SEED },
        );
      });
    }

    it('random bearer tokens are a 401 with an error body', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 400 }), async (token) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: { authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` },
          });
          expect(res.statusCode).toBe(401);
          ErrorResponseSchema.parse(res.json());
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  });
}
