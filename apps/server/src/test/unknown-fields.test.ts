import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  ErrorResponseSchema,
  MSG,
  pathOf,
  type ErrorResponse,
  type RouteContract,
} from '@leadhouse/domain';
import { affiliateWithKey } from '../modules/intake/intake.test-helpers.js';
import { actorWith, ENGINES, useTestApp } from './test-app.js';

/**
 * Issue 18 item 6 (docs/decisions.md "Strict requests"): every contract route refuses a key it does not
 * declare, in its JSON body and in its query (a route without a query or body schema takes none), with a
 * 400 whose message names the key and lists the allowed names (`validation.unknownFields` /
 * `validation.noFieldsAllowed`, key + params), and nothing is written.
 */
const ID = '00000000-0000-4000-8000-000000000000';
/** The one open request schema: the visitor beacon forwards a landing page's whole query. */
const OPEN_QUERY = new Set(['intake.visitor']);
/**
 * Tables a refused request may still touch: the per-IP and per-key request counters, the intake key's
 * last-use stamp (set when the key is checked, before the body is read) and the job workers' heartbeats.
 */
const COUNTERS = new Set(['rate_limit_hits', 'api_keys', 'job_processes']);

const urlOf = (c: RouteContract) =>
  '/api' + pathOf(c, Object.fromEntries([...c.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, ID])));

/** Fastify validates the body before the query: a route whose body is required gets its body case only. */
const queryCaseApplies = (c: RouteContract) =>
  !OPEN_QUERY.has(c.id) && (!c.body || c.multipart || c.body.safeParse(undefined).success);

for (const engine of ENGINES) {
  describe(`unknown fields are refused on every contract route (${engine})`, () => {
    const t = useTestApp(engine);
    let admin: Record<string, string>;
    let intakeKey: string;
    let before: Record<string, string>;

    /** One digest per table of the public schema (row texts in order), to prove nothing changed. */
    async function snapshot(): Promise<Record<string, string>> {
      const tables = await t.database.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      const out: Record<string, string> = {};
      for (const { name } of tables.filter((x) => !COUNTERS.has(x.name))) {
        const [row] = await t.database.query<{ digest: string | null }>(
          `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM "${name}" x`,
        );
        out[name] = row?.digest ?? '';
      }
      return out;
    }

    beforeAll(async () => {
      admin = (await actorWith(t, 'admin')).headers;
      intakeKey = (await affiliateWithKey(t)).key;
      before = await snapshot();
    });

    async function send(c: RouteContract, part: 'body' | 'query') {
      const auth = c.access === 'apiKey' ? { 'x-api-key': intakeKey } : admin;
      const res = await t.app.inject({
        method: c.method,
        url: urlOf(c),
        // A route with an optional body gets `{}` with the query case (no body at all reads as null).
        headers: part === 'body' || c.body ? { ...auth, 'content-type': 'application/json' } : auth,
        ...(part === 'body'
          ? { payload: JSON.stringify({ zzUnknownBody: 1 }) }
          : { query: { zzUnknownQuery: '1' }, ...(c.body ? { payload: '{}' } : {}) }),
      });
      return res;
    }

    function expectRefused(res: { statusCode: number; body: string }, key: string) {
      expect(res.statusCode, res.body).toBe(400);
      const answer: ErrorResponse = ErrorResponseSchema.parse(JSON.parse(res.body));
      expect(answer.code, res.body).toBe('VALIDATION');
      expect([MSG.validation.unknownFields, MSG.validation.noFieldsAllowed], res.body).toContain(answer.key);
      expect(answer.params?.fields).toBe(key);
      expect(answer.message).toContain(key);
      expect(answer.errors?.map((e) => e.field)).toContain(key);
      return answer;
    }

    for (const c of API_ROUTES) {
      if (c.body && !c.multipart) {
        it(`${c.method} ${c.path}: an unknown body key`, async () => {
          const answer = expectRefused(await send(c, 'body'), 'zzUnknownBody');
          expect(answer.key).toBe(MSG.validation.unknownFields);
          expect(String(answer.params?.allowed).length).toBeGreaterThan(0);
        });
      }
      if (queryCaseApplies(c)) {
        it(`${c.method} ${c.path}: an unknown query key`, async () => {
          const answer = expectRefused(await send(c, 'query'), 'zzUnknownQuery');
          expect(answer.key).toBe(c.query ? MSG.validation.unknownFields : MSG.validation.noFieldsAllowed);
        });
      }
      if (!c.body && c.method !== 'GET' && !c.multipart) {
        it(`${c.method} ${c.path}: a body on a route that takes none`, async () => {
          const answer = expectRefused(await send(c, 'body'), 'zzUnknownBody');
          expect(answer.key).toBe(MSG.validation.noFieldsAllowed);
        });
      }
    }

    it('the message lists the allowed names (a guessed `filters` on the leads list)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/leads',
        headers: admin,
        query: { filters: JSON.stringify({ NUMBER_OF_DEPOSITS: '1' }) },
      });
      const answer = expectRefused(res, 'filters');
      expect(answer.message).toMatch(/^Unknown field\(s\): filters\. Allowed here: page, limit, keywords, /);
      expect(String(answer.params?.allowed).split(', ')).toContain('NUMBER_OF_DEPOSITS');
    });

    it('a nested unknown key is named by its path, with the names allowed there', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/export/link',
        headers: admin,
        payload: { ids: [ID], sortBy: '{"createdAt":-1}', extra: 1 },
      });
      expectRefused(res, 'extra');
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/integrations',
        headers: admin,
        payload: { name: 'x', mapping: [{ target: 'a', source: 'firstName', zzDeep: 1 }] },
      });
      expect(nested.statusCode, nested.body).toBe(400);
      expect(nested.json<ErrorResponse>().errors?.map((e) => e.field)).toContain('mapping.0.zzDeep');
    });

    it('the visitor beacon keeps ignoring the parameters trackers add', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/visitor',
        query: { _gl: '1', utm_id: '2' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('nothing was written by any refused request', async () => {
      const after = await snapshot();
      // The visitor beacon above recorded a visit (it answered 200): its tables may differ.
      const visit = ['visits', 'visitors', 'visit_daily_ad_groups'];
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      expect(changed.filter((k) => !visit.includes(k))).toEqual([]);
    });
  });
}
