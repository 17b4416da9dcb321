import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, MSG } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from './test-app.js';

/**
 * One input rule for every contract route (plugins/route.ts): a string holding U+0000 or a lone surrogate,
 * in params, query or JSON body (keys too, at any depth), is a 400 VALIDATION naming the field, before any
 * handler or database sees it (PostgreSQL `text` refuses NUL: a 500 before this rule).
 */
const NUL = '\u0000';
const LONE = '\ud800';
const ID = '00000000-0000-4000-8000-000000000000';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  field: string;
  anonymous?: boolean;
}

const cases: Case[] = [
  {
    name: 'sign-in username',
    method: 'POST',
    url: '/api/auth',
    body: { username: `a${NUL}b`, password: 'x' },
    field: 'username',
    anonymous: true,
  },
  {
    name: 'signup email',
    method: 'POST',
    url: '/api/auth/signup',
    body: { email: `a${NUL}@x.io`, name: 'Ann', password: 'longenough1' },
    field: 'email',
    anonymous: true,
  },
  {
    name: 'forgot password',
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { email: `a${LONE}@x.io` },
    field: 'email',
    anonymous: true,
  },
  {
    name: 'export download token',
    method: 'GET',
    url: `/api/leads/export/download/a%00b`,
    field: 'token',
    anonymous: true,
  },
  {
    name: 'leads keywords',
    method: 'GET',
    url: '/api/leads',
    query: { keywords: `x${NUL}` },
    field: 'keywords',
  },
  {
    name: 'leads filter',
    method: 'GET',
    url: '/api/leads',
    query: { CAMPAIGNS: `a,b${NUL}` },
    field: 'CAMPAIGNS',
  },
  {
    name: 'leads search',
    method: 'GET',
    url: '/api/leads/search',
    query: { keyword: `x${NUL}y` },
    field: 'keyword',
  },
  {
    name: 'users keywords',
    method: 'GET',
    url: '/api/users',
    query: { keywords: `${NUL}` },
    field: 'keywords',
  },
  {
    name: 'comment',
    method: 'POST',
    url: '/api/leads/addComment',
    body: { leadId: ID, text: `hi${NUL}` },
    field: 'text',
  },
  {
    name: 'lead create',
    method: 'POST',
    url: '/api/leads',
    body: {
      firstName: `An${NUL}n`,
      lastName: 'Bee',
      phoneNumber: '0123456789',
      email: 'a@b.io',
      country: 'DE',
    },
    field: 'firstName',
  },
  {
    name: 'user create',
    method: 'POST',
    url: '/api/users',
    body: { name: `Ann${NUL}`, email: 'ann@x.io', password: 'longenough1', role: 'sales' },
    field: 'name',
  },
  {
    name: 'pool create (trailing low surrogate)',
    method: 'POST',
    url: '/api/pools',
    body: { name: `Pool\udc00` },
    field: 'name',
  },
  {
    name: 'bulk row cell',
    method: 'POST',
    url: '/api/leads/bulk',
    body: { data: [{ firstName: 'Ann' }, { firstName: `B${NUL}` }] },
    field: 'data.1.firstName',
  },
  {
    name: 'bulk row key',
    method: 'POST',
    url: '/api/leads/bulk',
    body: { data: [{ [`first${NUL}Name`]: 'Ann' }] },
    field: 'data.0',
  },
];

for (const engine of ENGINES) {
  describe(`NUL and lone surrogates are a 400 on every route (${engine})`, () => {
    const t = useTestApp(engine);
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = (await actorWith(t, 'admin')).headers;
    });

    for (const c of cases) {
      it(c.name, async () => {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          query: c.query,
          headers: c.anonymous ? {} : auth,
          ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
          ...(c.body === undefined
            ? {}
            : { headers: { ...(c.anonymous ? {} : auth), 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, res.body).toBe(400);
        const body = ErrorResponseSchema.parse(res.json());
        expect(body.code).toBe('VALIDATION');
        expect(body.key).toBe(MSG.validation.textInvalid);
        expect(body.errors?.[0]).toMatchObject({ field: c.field, key: MSG.validation.textInvalid });
      });
    }

    it('a well-formed surrogate pair (emoji) and plain text still pass the rule', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/leads',
        query: { keywords: 'Ann 😀 ß' },
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('routes outside the contracts (docs, static, unknown) never answer 5xx to a NUL', async () => {
      for (const url of [
        '/api/docs/%00',
        '/api/docs/json?x=%00',
        '/%00',
        '/assets/%00.js',
        '/api/nope%00',
        '/x?y=%ED%A0%80',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      }
    });
  });
}
