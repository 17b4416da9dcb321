import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@leadhouse/domain';
import { users, type UserRow } from '../../db/schema/index.js';
import { ENGINES, makeUser, uniq, useTestApp } from '../../test/test-app.js';
import { snapshot, twoOrgs, type Signed, type TwoOrgs } from '../../test/two-orgs.js';

/*
 * Users are managed within the team, like leads and pools (issue 18 item 2; SECURITY.md "A rank-only rule
 * for user management"): an authorization matrix over two organisations. Every allowed cell changes what
 * it says; every denied cell answers 403/404 and leaves the users table byte for byte unchanged.
 */

type ActorKey = 'admin' | 'ssmA' | 'ssmB' | 'smA' | 'salesA';
type TargetKey = 'A.sm' | 'A.sales' | 'B.ssm' | 'B.sm' | 'B.sales' | 'admin' | 'orphan';
const TARGETS: TargetKey[] = ['A.sm', 'A.sales', 'B.ssm', 'B.sm', 'B.sales', 'admin', 'orphan'];

/** Who may manage which target (stated by hand, not derived from the predicate under test). */
const ALLOWED: Record<ActorKey, readonly TargetKey[]> = {
  admin: TARGETS,
  ssmA: ['A.sm', 'A.sales'],
  ssmB: ['B.sm', 'B.sales'],
  smA: [], // no `users` feature
  salesA: [],
};

type Op = 'name' | 'password' | 'deactivate' | 'manager';
const OPS: Op[] = ['name', 'password', 'deactivate', 'manager'];

describe.each(ENGINES)('users team scope on %s', (engine) => {
  const t = useTestApp(engine);
  let o: TwoOrgs;
  let actors: Record<ActorKey, Signed>;
  beforeAll(async () => {
    o = await twoOrgs(t);
    actors = { admin: o.admin, ssmA: o.a.ssm, ssmB: o.b.ssm, smA: o.a.sm, salesA: o.a.sales };
  });

  /** A fresh user of the kind `key`, named with a unique tag. */
  async function target(key: TargetKey): Promise<UserRow> {
    const spec: Record<TargetKey, [Role, string | null]> = {
      'A.sm': ['sales_manager', o.a.ssm.user.id],
      'A.sales': ['sales', o.a.sm.user.id],
      'B.ssm': ['super_sales_manager', null],
      'B.sm': ['sales_manager', o.b.ssm.user.id],
      'B.sales': ['sales', o.b.sm.user.id],
      admin: ['admin', null],
      orphan: ['sales', null],
    };
    const [role, managerId] = spec[key];
    return makeUser(t, { role, managerId, name: `Target ${uniq('tg')}` });
  }

  const put = (actor: Signed, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users', headers: actor.headers, payload });
  const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  function body(op: Op, actor: Signed, id: string): object {
    if (op === 'name') return { id, name: 'Renamed Person' };
    if (op === 'password') return { id, password: 'Another-Pass-77' };
    if (op === 'deactivate') return { id, active: false };
    return { id, managerId: actor.user.id };
  }

  it.each(Object.keys(ALLOWED) as ActorKey[])('%s: read and write cells of the matrix', async (key) => {
    const actor = actors[key];
    for (const tk of TARGETS) {
      const allowed = ALLOWED[key].includes(tk);
      const seen = await target(tk);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/users?keywords=${encodeURIComponent(seen.name)}`,
        headers: actor.headers,
      });
      if (allowed) expect(list.json(), `${key} reads ${tk}`).toMatchObject({ count: 1 });
      else if (list.statusCode === 200)
        expect(list.json(), `${key} reads ${tk}`).toEqual({ rows: [], count: 0 });
      else expect(list.statusCode, `${key} reads ${tk}`).toBe(403);
      for (const op of OPS) {
        const u = await target(tk);
        const before = await snapshot(t, 'users');
        const res = await put(actor, body(op, actor, u.id));
        const cell = `${key} ${op} ${tk}: ${res.body}`;
        if (!allowed) {
          expect([403, 404], cell).toContain(res.statusCode);
          expect(await snapshot(t, 'users'), cell).toBe(before);
          continue;
        }
        expect(res.statusCode, cell).toBe(200);
        const after = await row(u.id);
        if (op === 'name') expect(after.name).toBe('Renamed Person');
        if (op === 'password') expect(after.passwordHash).not.toBe(u.passwordHash);
        if (op === 'deactivate') expect(after.active).toBe(false);
        if (op === 'manager') expect(after.managerId).toBe(actor.user.id);
      }
    }
  });

  it('lists only the team (and itself) for a super sales manager, with an exact count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?limit=100', headers: o.a.ssm.headers });
    const rows = res.json<{ rows: Array<{ id: string; managerId: string | null }>; count: number }>();
    expect(rows.count).toBe(rows.rows.length);
    const ids = rows.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([o.a.ssm.user.id, o.a.sm.user.id, o.a.sales.user.id]));
    for (const foreign of [o.admin, o.b.ssm, o.b.sm, o.b.sales]) expect(ids).not.toContain(foreign.user.id);
  });

  it('moves a user only under someone who may manage them, inside the actor team', async () => {
    const sm = await makeUser(t, { role: 'sales_manager', managerId: o.a.ssm.user.id });
    const sales = await makeUser(t, { role: 'sales', managerId: sm.id });
    const before = await snapshot(t, 'users');
    // Out of the team: another organisation's manager, or an admin.
    for (const managerId of [o.b.ssm.user.id, o.b.sm.user.id, o.admin.user.id]) {
      const res = await put(o.a.ssm, { id: sales.id, managerId });
      expect([400, 403, 404], res.body).toContain(res.statusCode);
    }
    // A manager that does not outrank the user (a sales manager under a sales manager), or none at all.
    expect((await put(o.a.ssm, { id: sm.id, managerId: o.a.sm.user.id })).statusCode).toBe(400);
    expect([400, 403]).toContain((await put(o.a.ssm, { id: sm.id, managerId: null })).statusCode);
    // Itself under another organisation.
    expect((await put(o.a.ssm, { id: o.a.ssm.user.id, managerId: o.b.ssm.user.id })).statusCode).toBe(403);
    expect(await snapshot(t, 'users')).toBe(before);
    // Inside the team, under a manager that outranks the user: fine.
    expect((await put(o.a.ssm, { id: sales.id, managerId: o.a.sm.user.id })).statusCode).toBe(200);
    expect((await row(sales.id)).managerId).toBe(o.a.sm.user.id);
    // Even an admin keeps the chain of rank: a super sales manager is never put under a sales manager.
    const ssm = await makeUser(t, { role: 'super_sales_manager' });
    expect((await put(o.admin, { id: ssm.id, managerId: o.b.sm.user.id })).statusCode).toBe(400);
  });

  it('creates users inside the team: under the creator by default, never under another organisation', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: o.a.ssm.headers,
        payload: { name: 'New Person', email: `${uniq()}@example.com`, password: 'password-123', ...payload },
      });
    const before = await snapshot(t, 'users');
    const foreign = await post({ role: 'sales', managerId: o.b.sm.user.id });
    expect([400, 403], foreign.body).toContain(foreign.statusCode);
    expect(await snapshot(t, 'users')).toBe(before);
    const mine = await post({ role: 'sales_manager' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ managerId: o.a.ssm.user.id });
    const under = await post({ role: 'sales', managerId: o.a.sm.user.id });
    expect(under.json()).toMatchObject({ managerId: o.a.sm.user.id });
  });

  it('serves the staff pickers within the team too (no other organisation’s names or usernames)', async () => {
    const pickers = ['getActiveSales', 'getAllSalesManagers', 'getAllSuperSalesManagers'];
    const seen: string[] = [];
    for (const picker of pickers) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${picker}`,
        headers: o.a.ssm.headers,
      });
      expect(res.statusCode, picker).toBe(200);
      seen.push(...res.json<{ rows: Array<{ id: string }> }>().rows.map((r) => r.id));
      for (const foreign of [o.b.ssm, o.b.sm, o.b.sales])
        expect(res.body, picker).not.toContain(foreign.user.email);
    }
    expect(seen).toEqual(expect.arrayContaining([o.a.ssm.user.id, o.a.sm.user.id, o.a.sales.user.id]));
    for (const foreign of [o.admin, o.b.ssm, o.b.sm, o.b.sales]) expect(seen).not.toContain(foreign.user.id);
  });
});
