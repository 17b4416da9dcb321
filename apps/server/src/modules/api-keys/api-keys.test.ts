import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, type ApiKey, type ApiKeyCreated, type ApiKeyListResponse } from '@leadhouse/domain';
import { apiKeys, users } from '../../db/schema/index.js';
import { actorWith, ENGINES, type Headers, useHeaders, useTestApp } from '../../test/test-app.js';
import { hashApiKey } from './api-keys.service.js';

/** API keys: shown once, stored hashed, named, revocable, last use; who manages whose keys. */
describe.each(ENGINES)('API keys on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });

  it('an affiliate creates its key: the secret is answered once and only its SHA-256 is stored', async () => {
    const aff = await actorWith(t, 'affiliate');
    const res = await call('POST', '/api-keys', aff.headers, { name: 'Landing pages' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ApiKeyCreated>();
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({
      name: 'Landing pages',
      userId: aff.user.id,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(created.key.startsWith(created.hint)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = (await call('GET', '/api-keys', aff.headers)).json<ApiKeyListResponse>();
    expect(list.rows.map((r) => r.id)).toEqual([created.id]);
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  it('an affiliate sees and revokes only its own keys; an admin manages any affiliate’s', async () => {
    const a = await actorWith(t, 'affiliate');
    const b = await actorWith(t, 'affiliate');
    const keyA = (await call('POST', '/api-keys', a.headers, { name: 'A key' })).json<ApiKeyCreated>();
    const forB = await call('POST', '/api-keys', admin, { name: 'Made by admin', userId: b.user.id });
    expect(forB.statusCode).toBe(201);
    expect(forB.json<ApiKey>().userId).toBe(b.user.id);

    const listB = (await call('GET', '/api-keys', b.headers)).json<ApiKeyListResponse>();
    expect(listB.rows.map((r) => r.name)).toEqual(['Made by admin']);
    // Another affiliate's key: 404, unchanged. Creating for someone else: 404.
    expect((await call('POST', `/api-keys/${keyA.id}/revoke`, b.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api-keys', b.headers, { name: 'Sneaky', userId: a.user.id })).statusCode,
    ).toBe(404);
    // userId filter for admins; an affiliate's filter is ignored (always its own).
    const adminView = (await call('GET', `/api-keys?userId=${a.user.id}`, admin)).json<ApiKeyListResponse>();
    expect(adminView.rows.map((r) => r.id)).toEqual([keyA.id]);
    const bView = (await call('GET', `/api-keys?userId=${a.user.id}`, b.headers)).json<ApiKeyListResponse>();
    expect(bView.rows.every((r) => r.userId === b.user.id)).toBe(true);

    const revoked = await call('POST', `/api-keys/${keyA.id}/revoke`, a.headers);
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json<ApiKey>().revokedAt;
    expect(at).not.toBeNull();
    // Revoking again keeps the first time; the key stays listed.
    expect((await call('POST', `/api-keys/${keyA.id}/revoke`, admin)).json<ApiKey>().revokedAt).toBe(at);
    const active = (
      await call('GET', '/api-keys?includeRevoked=false', a.headers)
    ).json<ApiKeyListResponse>();
    expect(active.rows).toHaveLength(0);
  });

  it('keys belong to affiliates only; other roles lack the feature', async () => {
    const sales = await actorWith(t, 'sales');
    expect((await call('GET', '/api-keys', sales.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api-keys', sales.headers, { name: 'x1' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api-keys', admin, { name: 'For sales', userId: sales.user.id })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api-keys', admin, { name: 'For me' })).statusCode).toBe(400);
    expect((await call('GET', '/api-keys', {})).statusCode).toBe(401);
    // A key whose owner stopped being an affiliate is inert; an admin can still revoke it.
    const aff = await actorWith(t, 'affiliate');
    const key = (await call('POST', '/api-keys', aff.headers, { name: 'Old key' })).json<ApiKeyCreated>();
    await t.database.db.update(users).set({ role: 'sales' }).where(eq(users.id, aff.user.id));
    expect((await call('POST', `/api-keys/${key.id}/revoke`, admin)).json<ApiKey>().revokedAt).not.toBeNull();
  });

  it('bad inputs are 400s', async () => {
    const aff = await actorWith(t, 'affiliate');
    for (const payload of [
      {},
      { name: 'x' },
      { name: 'ok name', extra: 1 },
      { name: 'ok', userId: 'nope' },
    ]) {
      expect(
        (await call('POST', '/api-keys', aff.headers, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect((await call('POST', '/api-keys/not-a-uuid/revoke', aff.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api-keys?includeRevoked=maybe', aff.headers)).statusCode).toBe(400);
  });
});
