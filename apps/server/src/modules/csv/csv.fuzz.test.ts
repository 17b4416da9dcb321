import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, useTestApp } from '../../test/test-app.js';
import { upload, uploadOk } from './csv.test-helpers.js';

/** SECURITY.md "No 5xx for anything a client can send", for the CSV routes: bodies, queries and files. */
describe('CSV routes never answer 5xx', () => {
  const t = useTestApp('pglite');
  let headers: { authorization: string };
  let importId: string;
  beforeAll(async () => {
    headers = (await actorWith(t, 'admin')).headers;
    importId = (await uploadOk(t, headers, 'name,phone,email\nAli Hassan,0501234567,a@b.co\n')).importId;
  });

  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('__proto__', '=1+1', '+966 5012345678', '\u0000', 'SA', 'NEW'),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(
      {
        data: fc.oneof(
          fc.array(fc.dictionary(fc.string({ maxLength: 20 }), value), { maxLength: 20 }),
          value,
        ),
        mapping: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom('email', 'phoneNumber', null), fc.string())),
          value,
        ),
        defaults: fc.oneof(
          fc.record(
            { country: value, campaign: value, status: value, assignedTo: fc.oneof(fc.uuid(), value) },
            { requiredKeys: [] },
          ),
          value,
        ),
        updateExisting: value,
        ids: fc.oneof(fc.array(fc.oneof(fc.uuid(), fc.string()), { maxLength: 5 }), value),
        sortBy: value,
      },
      { requiredKeys: [] },
    ),
  );

  it('POST bodies', async () => {
    const urls = [
      '/api/leads/bulk',
      '/api/leads/export',
      `/api/leads/import/${importId}/preview`,
      '/api/leads/import/00000000-0000-4000-8000-000000000000/start',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, async (url, payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers,
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('export query strings', async () => {
    const key = fc.constantFrom(
      'sortBy',
      'STATUS',
      'FROM',
      'TZ',
      'keywords',
      'COUNTRIES',
      'POOL',
      'page',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, fc.string({ maxLength: 50 })), async (q) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/leads/export', headers, query: q });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 200) return;
        // Strict queries (issue 18 item 6): a key the export does not know is named; any other fault keeps
        // the spec's export error text.
        const unknown = Object.keys(q).filter((k) => k === 'page' || k === 'x');
        if (unknown.length) expect(res.json().message).toMatch(`Unknown field(s): ${unknown.join(', ')}.`);
        else expect(res.json().message).toBe('Error preparing csv');
      }),
      { numRuns: 200 },
    );
  });

  it('uploaded files of random bytes and text', async () => {
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
      fc
        .array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), { maxLength: 12 })
        .map((rows) =>
          rows.map((r) => r.join(fc.sample(fc.constantFrom(',', ';', '\t', '"'), 1)[0])).join('\n'),
        ),
    );
    await fc.assert(
      fc.asyncProperty(file, async (content) => {
        const res = await upload(t, headers, content);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
