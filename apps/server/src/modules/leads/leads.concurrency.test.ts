import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@leadhouse/domain';
import { actorWith, useTestApp } from '../../test/test-app.js';
import { historyRows, leadRow, makeLead, nextDigits } from './leads.test-helpers.js';

/**
 * Concurrent writes on the same leads (PostgreSQL only: PGlite runs one query at a time, so its writes
 * never overlap). Every write to a lead that exists must succeed: a concurrent update must never turn
 * into a false 404, and the history must stay one row per change.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent lead writes on postgres', () => {
  const t = useTestApp('postgres');
  let admin: { authorization: string };

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
  });

  const statuses = LEAD_STATUSES.slice(0, 4);
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/leads${url}`, payload, headers: admin });

  it('40 mixed concurrent changeStatus / bulkStatus / PUT on one lead all answer 200', async () => {
    const lead = await makeLead(t);
    const other = await makeLead(t);
    const form = {
      id: lead.id,
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: nextDigits(),
      email: `${lead.id}@example.com`,
      country: 'Saudi Arabia',
    };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const status = statuses[i % statuses.length]!;
        if (i % 3 === 0) return send('POST', '/changeStatus', { leadId: lead.id, status });
        if (i % 3 === 1) return send('POST', '/bulkStatus', { leads: [lead.id, other.id], status });
        return send('PUT', '', { ...form, status });
      }),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 200).length, answers.map((r) => r.body).join('\n')).toBe(0);

    // The history is one chain: each status row starts where the previous one ended, and ends on the
    // lead's final status (the last successful write).
    const history = (await historyRows(t, lead.id))
      .filter((h) => h.field === 'status')
      .sort((a, b) => a.id - b.id);
    expect(history.length).toBeGreaterThan(0);
    let current: string | null = lead.status;
    for (const h of history) {
      expect(h.fromValue).toBe(current);
      expect(h.toValue).not.toBe(h.fromValue);
      current = h.toValue;
    }
    expect((await leadRow(t, lead.id))!.status).toBe(current);
  });

  it('two bulk changes over the same two leads in opposite order both succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await makeLead(t);
      const b = await makeLead(t);
      const answers = await Promise.all([
        send('POST', '/bulkStatus', { leads: [a.id, b.id], status: statuses[1] }),
        send('POST', '/bulkStatus', { leads: [b.id, a.id], status: statuses[2] }),
        send('POST', '/bulkStatus', { leads: [a.id, b.id], status: statuses[3] }),
        send('POST', '/bulkStatus', { leads: [b.id, a.id], status: statuses[0] }),
      ]);
      expect(
        answers.map((r) => r.statusCode),
        answers.map((r) => r.body).join('\n'),
      ).toEqual([200, 200, 200, 200]);
      expect((await leadRow(t, a.id))!.status).toBe((await leadRow(t, b.id))!.status);
    }
  });
});
