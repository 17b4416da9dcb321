import { beforeAll, describe, expect, it } from 'vitest';
import type { LastDaysResponse } from '@leadhouse/domain';
import { actorWith, useTestApp } from '../../test/test-app.js';
import { makeLead } from '../integrations/integrations.test-helpers.js';

/**
 * Partners item 4: analytics windows take an ISO instant as its day in the reporting zone, as the leads
 * list's FROM/TO do, and a bad value is one error, listed once.
 */
describe('analytics windows take ISO instants (pglite, TZ Asia/Dubai)', () => {
  const t = useTestApp('pglite', { timeZone: 'Asia/Dubai' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    // 22:30 UTC on the 9th is 02:30 on the 10th in Dubai (UTC+4).
    await makeLead(t, { createdAt: new Date('2026-02-09T22:30:00Z') });
  }, 60_000);

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/leads/lastDaysLeads?${query}`, headers: admin });

  it('reads an instant as its day in TZ, like the list', async () => {
    const res = await get(
      `from=${encodeURIComponent('2026-02-09T21:00:00Z')}&to=${encodeURIComponent('2026-02-10T23:59:59+04:00')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<LastDaysResponse>();
    // 21:00 UTC on the 9th is already the 10th in Dubai: a one-day window.
    expect(r).toMatchObject({ from: '2026-02-10', to: '2026-02-10', timeZone: 'Asia/Dubai' });
    expect(r.days.map((d) => [d.day, d.leads])).toEqual([['2026-02-10', 1]]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/leads?FROM=${encodeURIComponent('2026-02-09T21:00:00Z')}&TO=2026-02-10`,
      headers: admin,
    });
    expect(list.json<{ count: number }>().count).toBe(1);
  });

  it('still takes days, and lists a bad value once', async () => {
    expect((await get('from=2026-02-10&to=2026-02-10')).statusCode).toBe(200);
    const bad = await get('from=2026-02-10T25:00:00Z');
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Array<{ field: string; message: string }> }>().errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe('from');
  });
});
