import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from '../test/test-app.js';

/**
 * Errors answer in the caller's language (issue 20 §1): `Accept-Language`, else English (the spec's texts);
 * `code`, `key` and `params` are the same in every language.
 */
describe.each(ENGINES)('error answers by language on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
  });

  const pool = (language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/pools/${randomUUID()}`,
      headers: { ...admin, ...(language ? { 'accept-language': language } : {}) },
    });

  it('a missing pool: English by default, Arabic with Accept-Language: ar, the same key', async () => {
    const english = await pool();
    const arabic = await pool('ar-SA,ar;q=0.9,en;q=0.5');
    expect(english.statusCode).toBe(404);
    expect(arabic.statusCode).toBe(404);
    expect(english.json()).toMatchObject({
      code: 'NOT_FOUND',
      key: MSG.problems.poolNotFound,
      message: 'Pool not found',
    });
    expect(arabic.json()).toMatchObject({
      code: 'NOT_FOUND',
      key: MSG.problems.poolNotFound,
      message: 'المجموعة غير موجودة',
    });
    expect((await pool('de-DE')).json()).toMatchObject({ message: 'Pool not found' });
  });

  it('a failed sign-in keeps the spec text in English and is Chinese for zh; field errors too', async () => {
    const signIn = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'accept-language': language },
        payload: { username: 'nobody@example.com', password: 'wrong-password' },
      });
    expect((await signIn('en')).json()).toMatchObject({
      key: MSG.messages.loginFailed,
      message: 'Invalid email or password!',
    });
    expect((await signIn('zh-CN')).json()).toMatchObject({
      key: MSG.messages.loginFailed,
      message: '邮箱或密码无效！',
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { ...admin, 'accept-language': 'fr' },
      payload: { firstName: '', lastName: 'X', phoneNumber: '0501234567', email: 'nope', country: 'SA' },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json<{ key: string; errors: { field: string; key: string; message: string }[] }>();
    const email = body.errors.find((e) => e.field === 'email');
    expect(email).toMatchObject({ key: MSG.validation.email });
    expect(email?.message).toBe('E-mail incorrect');
  });
});
