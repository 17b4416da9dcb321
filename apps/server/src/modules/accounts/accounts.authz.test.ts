import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes, ROLES, type Role } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from '../../test/test-app.js';

/*
 * Authorization matrix of every accounts path (docs/decisions.md "Accounts: who may"): 401 without a
 * session; 403 for roles without the `accounts` feature (sales managers, sales, affiliates, integration
 * users); admins and super sales managers pass; an unknown account is a 404 on every path that names one.
 */
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
const ALLOWED: Role[] = ['admin', 'super_sales_manager'];

/** A valid request per contract, naming an unknown account or transaction (404 where it names one). */
const REQUESTS: Record<keyof typeof accountRoutes, { url: string; payload?: object; notFound: boolean }> = {
  list: { url: '/api/accounts', notFound: false },
  create: { url: '/api/accounts', payload: { stageName: 'Matrix Media' }, notFound: false },
  update: { url: '/api/accounts', payload: { id: UNKNOWN, stageName: 'Renamed' }, notFound: true },
  detail: { url: `/api/accounts/${UNKNOWN}`, notFound: true },
  funds: { url: '/api/accounts/funds', payload: { accountId: UNKNOWN, funds: 100 }, notFound: true },
  addItem: {
    url: '/api/accounts/addItem',
    payload: { accountId: UNKNOWN, amount: 100, date: '2026-03-01', description: 'x' },
    notFound: true,
  },
  reverse: { url: '/api/accounts/reverse', payload: { transactionId: UNKNOWN, reason: 'x' }, notFound: true },
  activate: {
    url: '/api/accounts/activate',
    payload: { id: UNKNOWN, active: false, reason: 'x' },
    notFound: true,
  },
  types: { url: '/api/accounts/types', notFound: false },
  activateType: {
    url: '/api/accounts/activateType',
    payload: { id: UNKNOWN, name: 'Nope', price: 1, periodDays: 30 },
    notFound: true,
  },
  subscribeToType: {
    url: '/api/accounts/subscribeToType',
    payload: { accountId: UNKNOWN, type: UNKNOWN },
    notFound: true,
  },
  subscribe: { url: '/api/accounts/subscribe', payload: { accountId: UNKNOWN }, notFound: true },
  analytics: { url: '/api/accounts/accountsAnalytics', payload: { ids: [UNKNOWN] }, notFound: false },
};

describe.each(ENGINES)('accounts authorization on %s', (engine) => {
  const t = useTestApp(engine);
  const headers = {} as Record<Role, Record<string, string>>;

  beforeAll(async () => {
    for (const role of ROLES) headers[role] = (await actorWith(t, role)).headers;
  });

  const call = (name: keyof typeof accountRoutes, h: Record<string, string>) => {
    const c = accountRoutes[name];
    const r = REQUESTS[name];
    return t.app.inject({
      method: c.method,
      url: r.url,
      // A fresh stage name per create (names are unique).
      payload: name === 'create' ? { stageName: `Matrix ${randomUUID().slice(0, 8)}` } : r.payload,
      headers: { ...h, 'idempotency-key': randomUUID() },
    });
  };

  it('covers every accounts contract', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(accountRoutes).sort());
  });

  it.each(Object.keys(REQUESTS) as Array<keyof typeof accountRoutes>)('%s: 401, 403, 404', async (name) => {
    expect((await call(name, {})).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => !ALLOWED.includes(r))) {
      const res = await call(name, headers[role]);
      expect(res.statusCode, `${name} as ${role}`).toBe(403);
    }
    // Plan types are defined by admins only.
    if (name === 'activateType') {
      expect((await call(name, headers.super_sales_manager)).statusCode).toBe(403);
      expect((await call(name, headers.admin)).statusCode).toBe(404);
      return;
    }
    for (const role of ALLOWED) {
      const res = await call(name, headers[role]);
      if (REQUESTS[name].notFound) expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBe(404);
      else expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('nothing is deletable: no DELETE route under /api/accounts', async () => {
    for (const url of ['/api/accounts', `/api/accounts/${UNKNOWN}`, '/api/accounts/funds']) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: headers.admin });
      expect(res.statusCode).toBe(404);
    }
  });
});
