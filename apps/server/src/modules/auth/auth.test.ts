import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURES, LEAD_FUNNELS, LEAD_STATUSES, MESSAGES, SIGN_IN_LIMIT } from '@leadhouse/domain';
import { users } from '../../db/schema/index.js';
import { ENGINES, makeUser, signInAs, TEST_PASSWORD, uniq, useTestApp } from '../../test/test-app.js';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** Hand-built JWT so tests can forge what a client could send. */
function forge(header: object, payload: object, secret: string, alg: 'sha256' | 'sha512' = 'sha256'): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`;
}

describe.each(ENGINES)('auth on %s', (engine) => {
  const t = useTestApp(engine);

  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth', payload: { username, password } });

  it('signs in and returns token, user, staticData and allowedFeatures (spec §3)', async () => {
    const user = await makeUser(t, { role: 'sales' });
    const res = await signIn(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'sales' });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.staticData.leadStatuses).toEqual([...LEAD_STATUSES]);
    expect(body.staticData.leadFunnels).toEqual([...LEAD_FUNNELS]);
    expect(body.staticData.userRoles).toContain('sales_manager');
    expect(body.staticData.quickLeadFilters.length).toBeGreaterThan(0);
    expect(body.staticData.quickActions.length).toBeGreaterThan(0);
    expect(Object.keys(body.allowedFeatures).sort()).toEqual([...FEATURES].sort());
    expect(body.allowedFeatures.leads).toBe(true);
    expect(body.allowedFeatures.users).toBe(false);
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe(user.id);
    expect(claims.exp - claims.iat).toBe(86_400);
  });

  it('answers the same 401 message for a wrong password and an unknown user', async () => {
    const user = await makeUser(t);
    const wrong = await signIn(user.email, 'nope-nope-nope');
    const unknown = await signIn(`${uniq()}@example.com`, 'nope-nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects empty username or password with 400 and a field message (spec §5)', async () => {
    const res = await signIn('', '');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
  });

  it('refuses bad JSON and non-object bodies with 400, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    for (const payload of ['[]', '"x"', '42', 'null', '{"__proto__":{"admin":true}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('rate limits an account after repeated failures whatever the IP, with Retry-After (429)', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { username: user.email, password: 'bad-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    // Another account is not affected.
    const other = await makeUser(t);
    expect((await signIn(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an inactive account with a correct password (403 INACTIVE), and 401 with a wrong one', async () => {
    const user = await makeUser(t, { active: false });
    const res = await signIn(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('INACTIVE');
    expect((await signIn(user.email, 'wrong-wrong')).statusCode).toBe(401);
  });

  it('GET /users/me returns the session; 401 without or with a bad token', async () => {
    const user = await makeUser(t, { role: 'admin' });
    const headers = await signInAs(t, user);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
    expect(me.json().allowedFeatures.users).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    for (const authorization of ['Bearer', 'Bearer abc', 'Basic Zm9vOmJhcg==', 'Bearer a.b.c']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('refuses forged, tampered, expired and claim-less tokens with 401 (SECURITY.md tokens)', async () => {
    const user = await makeUser(t);
    const secret = t.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const good = { sub: user.id, tv: 0, iat: now, exp: now + 3600 };
    const cases: Record<string, string> = {
      control: forge({ alg: 'HS256', typ: 'JWT' }, good, secret),
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(good)}.`,
      hs512: forge({ alg: 'HS512', typ: 'JWT' }, good, secret, 'sha512'),
      wrongKey: forge({ alg: 'HS256', typ: 'JWT' }, good, 'another-secret-another-secret-1234'),
      noExp: forge({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, tv: 0, iat: now }, secret),
      expired: forge({ alg: 'HS256', typ: 'JWT' }, { ...good, exp: now - 10 }, secret),
      futureNbf: forge({ alg: 'HS256', typ: 'JWT' }, { ...good, nbf: now + 3600 }, secret),
      textExp: forge({ alg: 'HS256', typ: 'JWT' }, { ...good, exp: 'tomorrow' }, secret),
      notUuidSub: forge({ alg: 'HS256', typ: 'JWT' }, { ...good, sub: "1' OR 1=1" }, secret),
      oldVersion: forge({ alg: 'HS256', typ: 'JWT' }, { ...good, tv: -1 }, secret),
    };
    const status: Record<string, number> = {};
    for (const [name, token] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      status[name] = res.statusCode;
    }
    expect(status).toEqual({
      control: 200,
      none: 401,
      hs512: 401,
      wrongKey: 401,
      noExp: 401,
      expired: 401,
      futureNbf: 401,
      textExp: 401,
      notUuidSub: 401,
      oldVersion: 401,
    });
  });

  it('logout revokes the token; deactivation revokes it too', async () => {
    const user = await makeUser(t);
    const headers = await signInAs(t, user);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);

    const other = await makeUser(t);
    const h2 = await signInAs(t, other);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: h2 })).statusCode).toBe(401);
  });

  it('sign-up creates an inactive user; a duplicate email changes nothing; bad fields are 400', async () => {
    const email = `${uniq()}@Example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New Person', email, password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.signUpCreated);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ active: false, role: 'sales' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New Person', email, password: 'long-enough-1' },
    });
    // Same answer as a new address (no account enumeration, enumeration.test.ts); nothing is created.
    expect(again.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'N', email: 'not-an-email', password: 'short', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    // The inactive user cannot sign in until an admin activates them.
    const login = await signIn(email, 'long-enough-1');
    expect(login.statusCode).toBe(403);
  });

  it('forgot-password mails a one-time link that resets the password and revokes old tokens', async () => {
    const user = await makeUser(t);
    const oldHeaders = await signInAs(t, user);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `${uniq()}@example.com` },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(MESSAGES.forgotPasswordSent);

    const mailDir = path.join(t.config.dataDir, 'mail');
    // The mail goes out in the background, after the answer.
    const file = await vi.waitFor(
      () => {
        const found = readdirSync(mailDir).find((f) =>
          f.includes(user.email.replace(/[^a-z0-9@._-]/gi, '_')),
        );
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 5_000 },
    );
    const eml = readFileSync(path.join(mailDir, file!), 'utf8').replace(/=\r?\n/g, '');
    const token = /reset-password\?token=3D([A-Za-z0-9_-]+)|reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml);
    const value = token?.[1] ?? token?.[2];
    expect(value).toBeTruthy();

    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: value, password } });
    expect((await reset('brand-new-password-1')).statusCode).toBe(200);
    expect((await reset('another-password-2')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: oldHeaders })).statusCode,
    ).toBe(401);
    expect((await signIn(user.email, 'brand-new-password-1')).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('keeps long and Unicode passwords unchanged', async () => {
    const password = 'пароль-密码-كلمة-🔐'.repeat(6);
    const email = `${uniq()}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Uni Code', email, password },
    });
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, email));
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect((await signIn(email, password.normalize('NFD') + 'x')).statusCode).toBe(401);
  });

  it('sets security headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
