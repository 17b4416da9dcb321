import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, ENGINES, type TestApp } from '../../test/test-app.js';
import { bootstrapAdmin } from './bootstrap-admin.js';

describe.each(ENGINES)('first admin on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

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
