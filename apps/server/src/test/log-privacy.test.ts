import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { captureLog } from './log-capture.js';
import { actorWith, createTestApp, ENGINES, uniq, type TestApp } from './test-app.js';

/** What must never reach the log: e-mail addresses and argon2 password hashes (phones: checked one by one). */
const PERSONAL = [/[\w.+-]+@[\w-]+\.[\w.]+/, /\$argon2/i];

describe.each(ENGINES)('no personal data or password hashes in the log on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  let hash = '';
  beforeAll(async () => {
    hash = await hashPassword('Log-Privacy-Pass-1');
    t = await createTestApp(engine, { logLevel: 'info' }, (app) => {
      // Database failures carrying personal data in their parameters and details, as real bugs would.
      app.post<{ Body: { email: string; phone: string } }>('/api/test/db-fail/:kind', async (request) => {
        const { email, phone } = request.body;
        const { kind } = request.params as { kind: string };
        const db = t.database.db;
        if (kind === 'duplicate') {
          const row = { name: 'Dup', email, username: email, role: 'sales' as const, passwordHash: hash };
          await db.insert(users).values(row);
          await db.insert(users).values(row);
        } else if (kind === 'cast') {
          await db.execute(sql`SELECT ${email}::uuid, ${phone}::int, ${hash}::uuid`);
        } else if (kind === 'transaction') {
          await db.transaction(async (tx) => {
            await tx.execute(sql`SELECT ${phone}::date`);
          });
        } else {
          throw new Error(`lookup failed for ${email} / ${phone} / ${hash}`);
        }
        return { ok: true };
      });
    });
    captureLog(t.app, (line) => lines.push(line));
  });
  afterAll(() => t?.close());

  it('logs the SQLSTATE, the route and the first words of the query, never parameters or values', async () => {
    const admin = await actorWith(t, 'admin');
    const kinds = ['duplicate', 'cast', 'transaction', 'plain'];
    const statuses: number[] = [];
    const phones: string[] = [];
    // A fuzzed batch: database errors with personal parameters, and real routes fed personal data.
    for (let i = 0; i < 12; i++) {
      const email = `${uniq('person')}@example.com`;
      const phone = `+9665${String(10_000_000 + i * 7919)}`;
      phones.push(phone.slice(1), phone.slice(4));
      const kind = kinds[i % kinds.length]!;
      const failed = await t.app.inject({
        method: 'POST',
        url: `/api/test/db-fail/${kind}`,
        payload: { email, phone },
      });
      statuses.push(failed.statusCode);
      expect(failed.json()).toEqual({
        message: 'Internal server error',
        code: 'INTERNAL',
        key: 'problems.internalError',
      });
      await t.app.inject({ method: 'POST', url: '/api/auth', payload: { username: email, password: hash } });
      await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: admin.headers,
        payload: { firstName: email, lastName: hash, phoneNumber: phone, email: phone },
      });
      await t.app.inject({ method: 'GET', url: `/api/leads?search=${encodeURIComponent(email)}` });
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 500));
    const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(errors).toHaveLength(12);
    // Numbers pino adds itself (`time` in epoch ms, `responseTime` in ms with 16 decimals) are left
    // out: their digits can contain a phone's by chance ("0.8692510000000766" holds "10000000").
    const scanned = lines.map((l) => l.replace(/"(time|responseTime)":[\d.e+-]+/g, ''));
    const leaks = scanned.filter(
      (l) => PERSONAL.some((re) => re.test(l)) || phones.some((p) => l.includes(p)),
    );
    expect(leaks).toEqual([]);
    // What is logged is still useful: the SQLSTATE, the route and the start of the query.
    const duplicate = errors[0] as { route: string; error: { code: string; query: string } };
    expect(duplicate.route).toBe('/api/test/db-fail/:kind');
    expect(duplicate.error.code).toBe('23505');
    expect(duplicate.error.query).toMatch(/^insert into "users"/);
  });
});
