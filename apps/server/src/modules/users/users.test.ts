import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { actorWith, ENGINES, makeUser, signInAs, uniq, useActor, useTestApp } from '../../test/test-app.js';
import { updateUser } from './users.test-helpers.js';

describe.each(ENGINES)('users on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useActor(t, 'admin');

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('lists users with exact count, paging (limit 40 default), keywords and sort flips', async () => {
    const tag = uniq('zeta');
    for (let i = 0; i < 5; i++) await makeUser(t, { name: `${tag} ${String.fromCharCode(65 + i)}` });
    const first = await get(
      `/api/users?keywords=${tag}&limit=2&page=1&sortBy=${encodeURIComponent('{"name":1}')}`,
      admin.headers,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(5);
    expect(first.json().rows.map((r: { name: string }) => r.name)).toEqual([`${tag} A`, `${tag} B`]);
    const last = await get(
      `/api/users?keywords=${tag}&limit=2&page=3&sortBy=${encodeURIComponent('{"name":1}')}`,
      admin.headers,
    );
    expect(last.json().rows.map((r: { name: string }) => r.name)).toEqual([`${tag} E`]);
    const beyond = await get(`/api/users?keywords=${tag}&limit=2&page=4`, admin.headers);
    expect(beyond.json()).toEqual({ rows: [], count: 5 });
    const desc = await get(
      `/api/users?keywords=${tag}&limit=1&sortBy=${encodeURIComponent('{"name":-1}')}`,
      admin.headers,
    );
    expect(desc.json().rows[0].name).toBe(`${tag} E`);
    const dflt = await get('/api/users', admin.headers);
    expect(dflt.json().rows.length).toBeLessThanOrEqual(40);
  });

  it('answers 400 for bad paging and sort, never 500', async () => {
    for (const q of [
      'page=0',
      'limit=0',
      'limit=100000',
      'page=abc',
      'sortBy=name',
      'sortBy={"password_hash":1}',
      'sortBy={"name":2}',
      'active=maybe',
      'role=king',
    ]) {
      const res = await get(`/api/users?${q}`, admin.headers);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
  });

  it('is 403 for roles without the users feature and 401 without a token', async () => {
    for (const role of ['sales', 'sales_manager', 'affiliate', 'integration'] as const) {
      const a = await actorWith(t, role);
      expect((await get('/api/users', a.headers)).statusCode, role).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: a.headers,
        payload: { name: 'X Y', email: `${uniq()}@example.com`, password: 'password-123', role: 'sales' },
      });
      expect(create.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('creates a user (201), refuses a duplicate email (409) and bad fields (400 with field messages)', async () => {
    const email = `${uniq()}@example.com`;
    const payload = { name: 'Sam Seller', email, password: 'password-123', role: 'sales' };
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, role: 'sales', active: true, username: email });
    expect(res.json().passwordHash).toBeUndefined();
    const dup = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('email');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { name: 'S', email: 'nope', password: 'x', role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'name', 'password', 'role']);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { ...payload, email: `${uniq()}@example.com`, tokenVersion: 5 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('stops a super sales manager from granting a role at or above its own', async () => {
    const ssm = await actorWith(t, 'super_sales_manager');
    const mk = (role: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: ssm.headers,
        payload: { name: 'Role Test', email: `${uniq()}@example.com`, password: 'password-123', role },
      });
    expect((await mk('admin')).statusCode).toBe(403);
    expect((await mk('super_sales_manager')).statusCode).toBe(403);
    expect((await mk('sales_manager')).statusCode).toBe(201);
    // In its team (a user outside it is not found at all: users-scope.test.ts).
    const target = await makeUser(t, { role: 'sales', managerId: ssm.user.id });
    const promote = await updateUser(t, ssm.headers, { id: target.id, role: 'admin' });
    expect(promote.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('sales');
  });

  it('updates by id; deactivation and role change revoke the target tokens; self-demotion refused', async () => {
    const target = await makeUser(t, { role: 'sales' });
    const headers = await signInAs(t, target);
    const off = await updateUser(t, admin.headers, { id: target.id, active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await get('/api/users/me', headers)).statusCode).toBe(401);
    const on = await updateUser(t, admin.headers, { id: target.id, active: true, role: 'sales_manager' });
    expect(on.json()).toMatchObject({ active: true, role: 'sales_manager' });
    const self = await updateUser(t, admin.headers, { id: admin.user.id, role: 'sales' });
    expect(self.statusCode).toBe(403);
    const selfOff = await updateUser(t, admin.headers, { id: admin.user.id, active: false });
    expect(selfOff.statusCode).toBe(403);
    const missing = await updateUser(t, admin.headers, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Ghost Name',
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await updateUser(t, admin.headers, { id: 'ab', name: 'Short Id' });
    expect(notUuid.statusCode).toBe(400);
  });

  it('feature overrides change allowedFeatures and the server honours them', async () => {
    const target = await makeUser(t, { role: 'sales' });
    const res = await updateUser(t, admin.headers, {
      id: target.id,
      featureOverrides: { users: true, leads: false },
    });
    expect(res.statusCode).toBe(200);
    const headers = await signInAs(t, target);
    const me = await get('/api/users/me', headers);
    expect(me.json().allowedFeatures).toMatchObject({ users: true, leads: false });
    expect((await get('/api/users', headers)).statusCode).toBe(200);
    expect((await get('/api/users/getActiveSales', headers)).statusCode).toBe(403);
  });

  it('serves the sales pickers with active users of the right role only', async () => {
    const active = await makeUser(t, { role: 'sales', name: uniq('Picker') });
    const inactive = await makeUser(t, { role: 'sales', active: false });
    const manager = await makeUser(t, { role: 'sales_manager' });
    const ssm = await makeUser(t, { role: 'super_sales_manager' });
    const ids = async (url: string) =>
      (await get(url, admin.headers)).json().rows.map((r: { id: string }) => r.id);
    const sales = await ids('/api/users/getActiveSales');
    expect(sales).toContain(active.id);
    expect(sales).not.toContain(inactive.id);
    expect(sales).not.toContain(manager.id);
    expect(await ids('/api/users/getAllSalesManagers')).toContain(manager.id);
    expect(await ids('/api/users/getAllSuperSalesManagers')).toContain(ssm.id);
    expect(await ids('/api/users/getUsersForAssign')).toEqual(
      expect.arrayContaining([active.id, manager.id, ssm.id]),
    );
  });

  it('limits getUsersForAssign to the caller team for a sales manager and to itself for sales', async () => {
    const mgr = await makeUser(t, { role: 'sales_manager' });
    const mine = await makeUser(t, { role: 'sales', managerId: mgr.id });
    const other = await makeUser(t, { role: 'sales' });
    const mh = await signInAs(t, mgr);
    const rows = (await get('/api/users/getUsersForAssign', mh)).json().rows.map((r: { id: string }) => r.id);
    expect(rows.sort()).toEqual([mgr.id, mine.id].sort());
    expect(rows).not.toContain(other.id);
    const sh = await signInAs(t, mine);
    expect(
      (await get('/api/users/getUsersForAssign', sh)).json().rows.map((r: { id: string }) => r.id),
    ).toEqual([mine.id]);
  });
});
