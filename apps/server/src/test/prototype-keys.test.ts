import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@leadhouse/domain';
import { actorWith, useTestApp } from './test-app.js';

/**
 * A client key that names an Object.prototype member (`constructor`, `toString`, `__proto__`) never
 * indexes a plain object: `sortBy` of every list is a 400 for such a field (before: a 500 on the users and
 * pools lists, whose sort columns were looked up with `columns[field]`). Engine-independent: PGlite only.
 */
const LISTS = ['/api/users', '/api/pools', '/api/leads', '/api/leads/export'];
const KEYS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf'];

describe('prototype keys as sort fields', () => {
  const t = useTestApp('pglite');
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = (await actorWith(t, 'admin')).headers;
  });

  it.each(LISTS)('%s refuses them with a 400', async (url) => {
    for (const key of KEYS) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        query: { sortBy: `{"${key}":1}` },
        headers: auth,
      });
      expect(res.statusCode, `${key} ${res.body}`).toBe(400);
      expect(ErrorResponseSchema.parse(res.json()).code).toBe('VALIDATION');
    }
  });

  it('a real sort field still sorts', async () => {
    for (const [url, field] of [
      ['/api/users', 'name'],
      ['/api/pools', 'createdAt'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        query: { sortBy: `{"${field}":-1}` },
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
