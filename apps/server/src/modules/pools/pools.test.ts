import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES, makeUser, uniq, useTestApp } from '../../test/test-app.js';

describe.each(ENGINES)('pools on %s', (engine) => {
  const t = useTestApp(engine);
  let manager: Awaited<ReturnType<typeof actorWith>>;
  beforeAll(async () => {
    manager = await actorWith(t, 'sales_manager');
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = manager.headers,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('creates, reads, updates members and deletes a pool', async () => {
    const team = { role: 'sales', managerId: manager.user.id } as const;
    const a = await makeUser(t, { ...team, name: 'Alice Pool' });
    const b = await makeUser(t, { ...team, name: 'Bob Pool' });
    const name = uniq('Pool ');
    const created = await call('POST', '/api/pools', { name, memberIds: [a.id, b.id, a.id] });
    expect(created.statusCode).toBe(201);
    const pool = created.json();
    expect(pool.members.map((m: { id: string }) => m.id).sort()).toEqual([a.id, b.id].sort());

    const fetched = await call('GET', `/api/pools/${pool.id}`);
    expect(fetched.json().name).toBe(name);

    const updated = await call('PUT', `/api/pools/${pool.id}`, { memberIds: [b.id], description: 'night' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().members.map((m: { id: string }) => m.id)).toEqual([b.id]);
    expect(updated.json().description).toBe('night');

    const list = await call('GET', `/api/pools?keywords=${encodeURIComponent(name)}`);
    expect(list.json().count).toBe(1);

    const forAssign = await call('GET', '/api/users/getPoolsForAssign');
    const option = forAssign.json().rows.find((r: { id: string }) => r.id === pool.id);
    expect(option).toMatchObject({ name, memberCount: 1 });

    expect((await call('DELETE', `/api/pools/${pool.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/pools/${pool.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pools/${pool.id}`)).statusCode).toBe(404);
  });

  it('refuses duplicate names (409), non-sales members and bad ids (400)', async () => {
    const name = uniq('Dup ');
    expect((await call('POST', '/api/pools', { name })).statusCode).toBe(201);
    expect((await call('POST', '/api/pools', { name })).statusCode).toBe(409);
    const affiliate = await makeUser(t, { role: 'affiliate' });
    const inactive = await makeUser(t, { role: 'sales', active: false });
    const bad = await call('POST', '/api/pools', {
      name: uniq('Bad '),
      memberIds: [affiliate.id, inactive.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('memberIds');
    expect((await call('GET', '/api/pools/not-a-uuid')).statusCode).toBe(400);
    expect((await call('POST', '/api/pools', { name: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/pools', { name: uniq('Own '), rrCursor: 5 })).statusCode).toBe(400);
  });

  it('is 403 for roles without the pools feature', async () => {
    for (const role of ['sales', 'affiliate', 'integration'] as const) {
      const a = await actorWith(t, role);
      expect((await call('GET', '/api/pools', undefined, a.headers)).statusCode, role).toBe(403);
      expect((await call('POST', '/api/pools', { name: uniq('No ') }, a.headers)).statusCode, role).toBe(403);
    }
  });
});
