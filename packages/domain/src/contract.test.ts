import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParamSchema, OkResponseSchema } from './common.js';
import { defineRoute, routeErrors, routeKind, routesTagged } from './contract.js';

const route = routesTagged('test');
const ok = { 200: OkResponseSchema };

describe('routeErrors: the statuses a route answers because of what it is', () => {
  it('a public route without input answers none; a public one with a body 400', () => {
    expect(routeErrors({ access: 'public' })).toEqual([]);
    expect(routeErrors({ access: 'public', body: z.object({}) })).toEqual([400]);
  });

  it('a signed-in or API-key route 401, a feature route 401 and 403, a route with path parameters 404', () => {
    expect(routeErrors({ access: 'signedIn' })).toEqual([401]);
    expect(routeErrors({ access: 'apiKey', body: z.object({}) })).toEqual([400, 401]);
    expect(routeErrors({ access: { feature: 'pools' }, query: z.object({}) })).toEqual([400, 401, 403]);
    expect(routeErrors({ access: { feature: 'pools' }, params: IdParamSchema })).toEqual([
      400, 401, 403, 404,
    ]);
  });

  it("adds a route's own statuses, once each, in ascending order", () => {
    expect(routeErrors({ access: { feature: 'pools' }, body: z.object({}) }, [409, 404, 403])).toEqual([
      400, 401, 403, 404, 409,
    ]);
  });
});

describe('defineRoute', () => {
  it('gives an :id path the UUID params schema and its 404; a path without parameters gets none', () => {
    const detail = route('t.detail', 'GET /things/:id', {
      access: { feature: 'pools' },
      summary: 'x',
      responses: ok,
    });
    expect(detail.params.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
    expect(detail.params.safeParse({ id: '3f0c1f9e-8d2a-4c1b-9a57-0d1f4f1e2b3c' }).success).toBe(true);
    expect(detail.errors).toEqual([400, 401, 403, 404]);
    const list = route('t.list', 'GET /things', {
      access: { feature: 'pools' },
      summary: 'x',
      responses: ok,
    });
    expect('params' in list).toBe(false);
    expect(list.errors).toEqual([401, 403]);
  });

  it('refuses a path with another parameter and no params schema', () => {
    expect(() =>
      defineRoute({
        id: 't.x',
        method: 'GET',
        path: '/things/:token',
        tag: 't',
        access: 'public',
        summary: 'x',
        responses: ok,
      }),
    ).toThrow('needs a params schema');
  });
});

describe('routeKind', () => {
  it("declares each route of a kind with the kind's shared parts and its own id, line, summary and body", () => {
    const action = routeKind('test', { access: { feature: 'leads' }, responses: ok, extraErrors: [409] });
    const body = z.object({ ids: z.array(z.string()) });
    const mark = action('t.mark', 'POST /things/mark', 'Mark things', body);
    expect(mark).toMatchObject({ id: 't.mark', method: 'POST', path: '/things/mark', tag: 'test' });
    expect(mark).toMatchObject({ access: { feature: 'leads' }, summary: 'Mark things', responses: ok });
    expect(mark.errors).toEqual([400, 401, 403, 409]);
    expect(mark.body.safeParse({ ids: ['a'], other: 1 }).success).toBe(false);
  });
});
