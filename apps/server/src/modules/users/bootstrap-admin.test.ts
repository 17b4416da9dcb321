import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { ENGINES, useTestApp, type TestApp } from '../../test/test-app.js';
import { bootstrapAdmin, RESET_PASSWORD_COMMAND, resetAdminPassword } from './bootstrap-admin.js';

/** `bootstrapAdmin` on `t`'s database with `env` (ADMIN_EMAIL / ADMIN_PASSWORD): its answer and what it printed. */
async function bootstrap(t: TestApp, env: Parameters<typeof bootstrapAdmin>[1]) {
  const printed: string[] = [];
  const password = await bootstrapAdmin(t.database.db, env, t.app.log, (l) => printed.push(l));
  return { password, printed };
}

/** Signs in as `username` with `password` (`POST /api/auth`). */
const signIn = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { username, password } });

describe.each(ENGINES)('first admin on %s', (engine) => {
  const t = useTestApp(engine);

  it('generates a strong password once on an empty database, and never again', async () => {
    const { password, printed } = await bootstrap(t, { email: 'boss@example.com', password: undefined });
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed.join('\n')).toContain(password!);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin).toMatchObject({ role: 'admin', active: true });
    expect((await signIn(t, 'boss@example.com', password!)).statusCode).toBe(200);

    const again = await bootstrap(t, { email: 'other@example.com', password: undefined });
    expect(again.password).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'other@example.com'))).toHaveLength(
      0,
    );
  });
});

describe('first admin from the environment', () => {
  const t = useTestApp('pglite');

  it('uses ADMIN_EMAIL / ADMIN_PASSWORD and prints nothing', async () => {
    const out = await bootstrap(t, { email: 'env@example.com', password: 'Env-Pass-12345' });
    expect(out.password).toBeNull();
    expect(out.printed).toEqual([]);
    expect((await signIn(t, 'env@example.com', 'Env-Pass-12345')).statusCode).toBe(200);
  });
});

describe('lost admin password', () => {
  const t = useTestApp('pglite');

  it('resets it with a printed banner: the old password and tokens stop working, the new one signs in', async () => {
    const { password: first, printed } = await bootstrap(t, {
      email: 'lost@example.com',
      password: undefined,
    });
    const banner = printed.join('\n');
    expect(banner).toContain(`${RESET_PASSWORD_COMMAND} lost@example.com`);
    expect(printed.filter((l) => l.startsWith('║')).every((l) => l.length === printed[2]!.length)).toBe(true);
    const before = await signIn(t, 'lost@example.com', first!);
    expect(before.statusCode).toBe(200);
    const token = before.json<{ token: string }>().token;

    const next = await resetAdminPassword(t.database.db, 'lost@example.COM');
    expect(next).not.toBe(first);
    expect((await signIn(t, 'lost@example.com', first!)).statusCode).toBe(401);
    expect((await signIn(t, 'lost@example.com', next)).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    await expect(resetAdminPassword(t.database.db, 'nobody@example.com')).rejects.toThrow(/No admin/);
  });
});
