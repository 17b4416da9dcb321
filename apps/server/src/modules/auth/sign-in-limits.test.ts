import { describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { SIGN_IN_LIMIT } from '@leadhouse/domain';
import { rateLimitHits, signInFailures, users } from '../../db/schema/index.js';
import { pruneExpired } from '../../plugins/rate-limit-store.js';
import { ENGINES, makeUser, TEST_PASSWORD, uniq, useTestApp } from '../../test/test-app.js';

let address = 0;
/** A new client address per call, so the per-IP route limit never interferes with the account limit. */
const nextIp = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

describe.each(ENGINES)('sign-in and rate limits in the database on %s', (engine) => {
  const t = useTestApp(engine);

  const signIn = (username: string, password: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth', remoteAddress, payload: { username, password } });

  it('lets at most maxFailures of 30 concurrent wrong passwords reach the password check', async () => {
    const user = await makeUser(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(user.email, 'wrong-password')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGN_IN_LIMIT.maxFailures);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts username and e-mail of one account on one counter', async () => {
    const user = await makeUser(t);
    const username = uniq('login');
    await t.database.db.update(users).set({ username }).where(eq(users.id, user.id));
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) {
      const login = i % 2 === 0 ? user.email : username.toUpperCase();
      expect((await signIn(login, 'wrong-password')).statusCode, login).toBe(401);
    }
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('limits unknown logins by their normalised text', async () => {
    const login = `${uniq()}@example.com`;
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) {
      expect((await signIn(i % 2 ? login : ` ${login.toUpperCase()} `, 'wrong-password')).statusCode).toBe(
        401,
      );
    }
    const blocked = await signIn(login, 'wrong-password');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMIT.windowMinutes * 60);
  });

  it('a successful sign-in clears the count; a correct password on an inactive account does not count', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures - 1; i++) {
      expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) {
      expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(429);

    const inactive = await makeUser(t, { active: false });
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures + 2; i++) {
      expect((await signIn(inactive.email, TEST_PASSWORD)).statusCode).toBe(403);
    }
  });

  it('keeps the per-IP route limit in the database (30 per minute, then 429)', async () => {
    const ip = nextIp();
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: `${uniq()}@example.com` },
      });
    for (let i = 0; i < 30; i++) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%/api/auth/forgot-password:${ip}`));
    expect(rows).toEqual([{ hits: 31 }]);
  });

  it('prunes closed windows and old sign-in failures, keeping live ones', async () => {
    const tag = uniq('prune');
    await t.database.db.insert(rateLimitHits).values([
      { key: `${tag}:old`, hits: 3, expiresAt: sql`now() - interval '1 second'` },
      { key: `${tag}:live`, hits: 3, expiresAt: sql`now() + interval '1 hour'` },
    ]);
    await t.database.db.insert(signInFailures).values([
      { accountKey: `${tag}:old`, at: new Date(Date.now() - 2 * 86_400_000) },
      { accountKey: `${tag}:live`, at: new Date() },
    ]);
    const deleted = await pruneExpired(t.database.db);
    expect(deleted.hits).toBeGreaterThanOrEqual(1);
    expect(deleted.failures).toBeGreaterThanOrEqual(1);
    const hits = await t.database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `${tag}:%`));
    const failures = await t.database.db
      .select({ key: signInFailures.accountKey })
      .from(signInFailures)
      .where(like(signInFailures.accountKey, `${tag}:%`));
    expect(hits).toEqual([{ key: `${tag}:live` }]);
    expect(failures).toEqual([{ key: `${tag}:live` }]);
  });
});
