import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText, MSG, VALIDATION } from '@leadhouse/domain';
import { ENGINES, makeUser, useHeaders, useTestApp } from './test-app.js';

/**
 * Messages as codes (DESIGN.md §4b): every answer that carries a catalogue message carries its key beside
 * the English text, so the web translates the key and never looks English sentences up backwards.
 */
describe.each(ENGINES)('message keys in answers on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');

  it('a failed sign-in answers the key of the spec text', async () => {
    const user = await makeUser(t, { role: 'sales' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: user.email, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    const body = res.json<{ message: string; key: string }>();
    expect(body.key).toBe('messages.loginFailed');
    expect(body.message).toBe(MESSAGES.loginFailed);
  });

  it('schema validation answers a key per field, and the text the key stands for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: admin,
      payload: { firstName: 'A', lastName: 'Bee', phoneNumber: '12', email: 'x', country: 'SA' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ key: string; errors: { field: string; message: string; key: string }[] }>();
    const byField = new Map(body.errors.map((e) => [e.field, e]));
    expect(byField.get('firstName')).toEqual({
      field: 'firstName',
      message: VALIDATION.firstName,
      key: 'validation.firstName',
    });
    expect(byField.get('phoneNumber')?.key).toBe('validation.phoneNumber');
    expect(byField.get('email')?.key).toBe('validation.email');
    for (const e of body.errors) expect(messageText(e.key)).toBe(e.message);
    expect(body.key).toBe(body.errors[0]!.key);
  });

  it('a refusal the server states by key (issue 20 §1) answers its key and the text it stands for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leads/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    const body = res.json<{ key?: string; message: string }>();
    expect(body.key).toBe(MSG.problems.leadNotFound);
    expect(body.message).toBe(messageText(MSG.problems.leadNotFound));
  });
});
