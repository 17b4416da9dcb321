import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { actorWith, ENGINES, makeUser, signInAs, useTestApp } from '../../test/test-app.js';
import { logout } from './auth.service.js';

const NEW_PASSWORD = 'Brand-New-Pass-42';

describe.each(ENGINES)('token revocation under concurrency on %s', (engine) => {
  const t = useTestApp(engine);

  const tokenVersion = async (id: string) => {
    const [row] = await t.database.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, id));
    return row!.tv;
  };

  it('counts every bump of concurrent role changes, deactivations, password changes and logouts', async () => {
    const { headers: adminHeaders } = await actorWith(t, 'admin');
    const user = await makeUser(t, { role: 'sales' });
    const oldHeaders = await signInAs(t, user);
    const initial = await tokenVersion(user.id);

    // Each update carries a password, so each revokes (bumps once) whatever the others did first.
    const updates = Array.from({ length: 4 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users',
        headers: adminHeaders,
        payload: {
          id: user.id,
          password: NEW_PASSWORD,
          role: i % 2 === 0 ? 'sales_manager' : 'sales',
          active: i % 2 === 1,
        },
      }),
    );
    const logouts = Array.from({ length: 6 }, () => logout(t.database.db, user.id));
    const [answers] = await Promise.all([Promise.all(updates), Promise.all(logouts)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await tokenVersion(user.id)).toBe(initial + updates.length + logouts.length);

    // Activating is not a revocation: no bump.
    const activate = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: adminHeaders,
      payload: { id: user.id, active: true },
    });
    expect(activate.statusCode).toBe(200);
    expect(await tokenVersion(user.id)).toBe(initial + updates.length + logouts.length);

    const old = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: oldHeaders });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: user.email, password: NEW_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${fresh.json<{ token: string }>().token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
