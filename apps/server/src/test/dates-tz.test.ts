import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from './test-app.js';

/**
 * Day filters take years 1900-9999 only and TZ only zones both the runtime (Intl) and the database know
 * (links such as `US/Pacific-New` are mapped to their canonical zone): before, year 0000 and a zone Node
 * knows but PostgreSQL does not were 500s from the database.
 */
const URLS = ['/api/leads', '/api/leads/export'];

const refused: Array<Record<string, string>> = [
  { FROM: '0000-01-01' },
  { TO: '0000-01-01T00:00:00Z' },
  { LAST_COMMENT_FROM: '0000-06-15' },
  { LAST_COMMENT_TO: '1899-12-31' },
  { FROM: '10000-01-01' },
  { FROM: '-000001-01-01' },
  { TO: '+010000-01-01T00:00:00Z' },
  { TZ: 'Mars/Olympus' },
  { TZ: 'Etc/GMT+14' },
  { TZ: '' },
];

const accepted: Array<Record<string, string>> = [
  { FROM: '1900-01-01', TO: '9999-12-31' },
  { LAST_COMMENT_FROM: '1900-01-01', LAST_COMMENT_TO: '9999-12-31' },
  // The last instant of 9999 is already the 1st of 10000 in Riyadh: still a day the database can count.
  { TO: '9999-12-31T23:59:59Z', TZ: 'Asia/Riyadh' },
  { FROM: '1900-01-01T00:00:00Z', TZ: 'America/New_York' },
  { TZ: 'Europe/Berlin', FROM: '2026-03-29' },
  { TZ: 'Asia/Riyadh', QUICK_FILTER: 'NEW_TODAY' },
  { TZ: 'UTC', TO: '2026-01-01' },
  { TZ: 'US/Pacific-New', FROM: '2026-01-01' },
  { TZ: 'utc', FROM: '2026-01-01' },
  { TZ: 'Asia/Kolkata', FROM: '2026-01-01' },
  { TZ: 'Etc/GMT-14', FROM: '2026-01-01' },
];

for (const engine of ENGINES) {
  describe(`day filters and time zones (${engine})`, () => {
    const t = useTestApp(engine);
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = (await actorWith(t, 'admin')).headers;
    });

    it.each(refused)('refuses %o with a 400', async (query) => {
      for (const url of URLS) {
        const res = await t.app.inject({ method: 'GET', url, query, headers: auth });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(ErrorResponseSchema.parse(res.json()).code).toBe('VALIDATION');
      }
    });

    it.each(accepted)('answers %o', async (query) => {
      for (const url of URLS) {
        const res = await t.app.inject({ method: 'GET', url, query, headers: auth });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
    });
  });
}
