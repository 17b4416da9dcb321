import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT } from '@leadhouse/domain';
import { captureLog } from '../test/log-capture.js';
import { actorWith, ENGINES, makeUser, uniq, useTestApp } from '../test/test-app.js';

type LogLine = Record<string, unknown>;

describe.each(ENGINES)('audit events on %s', (engine) => {
  const t = useTestApp(engine, { logLevel: 'info' }, (app) =>
    captureLog(app, (line) => lines.push(JSON.parse(line) as LogLine)),
  );
  const lines: LogLine[] = [];

  const events = (event: string) => lines.filter((l) => l.event === event);
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth', payload: { username, password } });

  it('logs one auth.signIn failure per failed sign-in: user id when known, never the e-mail or password', async () => {
    const user = await makeUser(t);
    const stranger = `${uniq()}@example.com`;
    lines.length = 0;
    expect((await signIn(user.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(stranger, 'wrong-password-2')).statusCode).toBe(401);
    expect((await signIn('plain-name', 'wrong-password-3')).statusCode).toBe(401);
    const failures = events('auth.signIn').filter((e) => e.outcome === 'failure');
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({ code: 'UNAUTHORIZED', userId: user.id });
    expect(failures[1]).toMatchObject({ code: 'UNAUTHORIZED', login: expect.stringMatching(/^sha256:/) });
    expect(failures[2]).toMatchObject({ code: 'UNAUTHORIZED', login: 'plain-name' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('wrong-password');
    expect(events('http.denied').filter((e) => e.status === 401)).toHaveLength(3);
  });

  it('logs one event per 403 and per 429, with route and code, and no e-mail', async () => {
    const sales = await actorWith(t, 'sales');
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?keywords=secret',
      headers: sales.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(events('http.denied')).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/users',
        status: 403,
        code: 'FORBIDDEN',
        userId: sales.user.id,
      }),
    ]);

    const victim = await makeUser(t);
    for (let i = 0; i < SIGN_IN_LIMIT.maxFailures; i++) await signIn(victim.email, 'wrong-password-x');
    lines.length = 0;
    expect((await signIn(victim.email, 'wrong-password-x')).statusCode).toBe(429);
    expect(events('http.denied')).toEqual([
      expect.objectContaining({ route: '/api/auth', status: 429, code: 'RATE_LIMITED' }),
    ]);
    expect(events('auth.signIn')).toEqual([
      expect.objectContaining({ outcome: 'failure', code: 'RATE_LIMITED', userId: victim.id }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(victim.email);
    expect(text).not.toContain('secret');
  });
});
