import { describe, expect, it } from 'vitest';
import { MSG, PICTURE_DATA_URL_MAX, VALIDATION } from '@leadhouse/domain';
import { ENGINES, uniq, useActor, useTestApp } from '../../test/test-app.js';
import { updateUser } from './users.test-helpers.js';

const png = (chars: number) => `data:image/png;base64,${'A'.repeat(chars)}`;
const prefix = 'data:image/png;base64,'.length;

const ACCEPTED = [
  'https://cdn.example.com/a.png',
  'http://example.com/me.jpg?size=64',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/jpeg;base64,/9j/4AAQ',
  'data:image/gif;base64,R0lGODlh',
  'data:image/webp;base64,UklGRg==',
  png(PICTURE_DATA_URL_MAX - prefix),
];

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'file:///etc/passwd',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:image/png,notbase64<script>',
  'data:image/png;base64,not base64!',
  'ftp://example.com/a.png',
  'https://',
  `https://example.com/${'a'.repeat(2000)}`,
  png(PICTURE_DATA_URL_MAX - prefix + 4),
];

describe.each(ENGINES)('user picture on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useActor(t, 'admin');

  const create = (picture: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: {
        name: 'Pic Ture',
        email: `${uniq()}@example.com`,
        password: 'password-123',
        role: 'sales',
        picture,
      },
    });

  it.each(ACCEPTED.map((v) => [v.slice(0, 60), v]))('accepts %s', async (_label, picture) => {
    const res = await create(picture);
    expect(res.statusCode).toBe(201);
    expect(res.json().picture).toBe(picture);
  });

  it.each(REFUSED.map((v) => [v.slice(0, 60), v]))(
    'refuses %s with 400 and a clear message',
    async (_l, picture) => {
      const res = await create(picture);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { field: string; message: string; key?: string }[];
      expect(errors).toContainEqual(
        expect.objectContaining({
          field: 'picture',
          message: VALIDATION.pictureUrl,
          key: MSG.validation.pictureUrl,
        }),
      );
    },
  );

  it('refuses an unsafe picture on update too', async () => {
    const res = await updateUser(t, admin.headers, { id: admin.user.id, picture: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'picture', message: VALIDATION.pictureUrl });
  });
});
