import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, ENGINES, useTestApp } from '../../test/test-app.js';
import { bootstrapAdmin, RESET_PASSWORD_COMMAND, resetAdminPassword } from './bootstrap-admin.js';

describe.each(ENGINES)('first admin on %s', (engine) => {
  const t = useTestApp(engine);

  it('generates a strong password once on an empty database, and never again', async () => {
    const printed: string[] = [];
    const password = await bootstrapAdmin(
      t.database.db,
      { email: 'boss@example.com', password: undefined },
      t.app.log,
      (l) => printed.push(l),
    );
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed.join('\n')).toContain(password!);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin).toMatchObject({ role: 'admin', active: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'boss@example.com', password },
    });
    expect(res.statusCode).toBe(200);

    const again = await bootstrapAdmin(
      t.database.db,
      { email: 'other@example.com', password: undefined },
      t.app.log,
      (l) => printed.push(l),
    );
    expect(again).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'other@example.com'))).toHaveLength(
      0,
    );
  });
});

describe('first admin from the environment', () => {
  it('uses ADMIN_EMAIL / ADMIN_PASSWORD and prints nothing', async () => {
    const t = await createTestApp('pglite');
    try {
      const printed: string[] = [];
      const out = await bootstrapAdmin(
        t.database.db,
        { email: 'env@example.com', password: 'Env-Pass-12345' },
        t.app.log,
        (l) => printed.push(l),
      );
      expect(out).toBeNull();
      expect(printed).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { username: 'env@example.com', password: 'Env-Pass-12345' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('lost admin password', () => {
  it('resets it with a printed banner: the old password and tokens stop working, the new one signs in', async () => {
    const t = await createTestApp('pglite');
    try {
      const printed: string[] = [];
      const first = await bootstrapAdmin(
        t.database.db,
        { email: 'lost@example.com', password: undefined },
        t.app.log,
        (l) => printed.push(l),
      );
      const banner = printed.join('\n');
      expect(banner).toContain(`${RESET_PASSWORD_COMMAND} lost@example.com`);
      expect(printed.filter((l) => l.startsWith('║')).every((l) => l.length === printed[2]!.length)).toBe(
        true,
      );
      const signIn = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { username: 'lost@example.com', password },
        });
      const before = await signIn(first!);
      expect(before.statusCode).toBe(200);
      const token = before.json<{ token: string }>().token;

      const next = await resetAdminPassword(t.database.db, 'lost@example.COM');
      expect(next).not.toBe(first);
      expect((await signIn(first!)).statusCode).toBe(401);
      expect((await signIn(next)).statusCode).toBe(200);
      const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
      await expect(resetAdminPassword(t.database.db, 'nobody@example.com')).rejects.toThrow(/No admin/);
    } finally {
      await t.close();
    }
  });
});
