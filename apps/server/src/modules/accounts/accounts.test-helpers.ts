import { randomUUID } from 'node:crypto';
import type { Account, AccountDetail, MoneyResult } from '@leadhouse/domain';
import { uniq, type Headers, type TestApp } from '../../test/test-app.js';

export type { Headers };

/** An accounts API client for tests: every money call sends a fresh Idempotency-Key unless one is given. */
export function accountsClient(t: TestApp, headers: Headers) {
  const post = (url: string, payload: object, key: string | null = randomUUID(), h = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts${url}`,
      payload,
      headers: key === null ? h : { ...h, 'idempotency-key': key },
    });
  return {
    post,
    async create(fields: Record<string, unknown> = {}): Promise<Account> {
      const res = await post('', { stageName: uniq('Acct '), ...fields }, null);
      if (res.statusCode !== 201) throw new Error(`create account: ${res.statusCode} ${res.body}`);
      return res.json<{ account: Account }>().account;
    },
    /** `GET /api/accounts/:id`: the account with its ledger. */
    detail: async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${id}`, headers })).json<AccountDetail>(),
    /** `PUT /api/accounts`: changes the account `fields.id` to the other `fields` (name, overdraft limit, keys, …). */
    update: (fields: { id: string } & Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/accounts', payload: fields, headers }),
    /** `POST /api/accounts/activate`: turns account `id` on or off, giving the reason. */
    activate: (id: string, active: boolean, reason: string) =>
      post('/activate', { id, active, reason }, null),
    funds: (accountId: string, funds: number, key?: string) => post('/funds', { accountId, funds }, key),
    spend: (accountId: string, amount: number, key?: string, date = '2026-03-10') =>
      post('/addItem', { accountId, amount, date, description: 'Ad spend' }, key),
    async topUp(accountId: string, funds: number): Promise<MoneyResult> {
      const res = await post('/funds', { accountId, funds });
      if (res.statusCode !== 201) throw new Error(`top-up: ${res.statusCode} ${res.body}`);
      return res.json<MoneyResult>();
    },
  };
}
