import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, LeadCountQuerySchema } from '@leadhouse/domain';
import type { Actor } from '../../plugins/auth.js';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { countLeads } from './leads.read.service.js';

/**
 * Issue 23: the exact count of status + one facet + FROM/TO for an admin comes from `lead_day_counts`
 * (whole UTC days) plus the two edge days scanned. Checked against a plain recount over 400 leads spread
 * over ten days across New York's DST change, in four time zones (whole, half-hour and DST offsets), after
 * inserts, a bulk status change, country changes, a soft delete and a restore.
 */
describe.each(ENGINES)('exact counts from lead_day_counts on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Actor;
  const campaign = uniq('Day');
  const countries = ['AE', 'SA', 'KW', 'QA'];

  beforeAll(async () => {
    const a = await actorWith(t, 'admin');
    admin = { id: a.user.id, role: 'admin', features: [], user: a.user } as unknown as Actor;
    // 400 leads from 3 to 12 March 2026 UTC (New York moves its clocks on the 8th), at uneven seconds.
    await t.database.query(
      `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, status, platform, created_at)
       SELECT 'Day', 'Lead' || g, 'day' || g || '@example.com', '971-5' || lpad(g::text, 8, '0'),
         ($1::text[])[1 + g % 4], $2, ($3::text[])[1 + g % ${LEAD_STATUSES.length}],
         CASE WHEN g % 3 = 0 THEN 'google' END,
         timestamptz '2026-03-03 00:00:00Z' + ((g * 7919) % 864000) * interval '1 second'
       FROM generate_series(1, 400) g`,
      [countries, campaign, LEAD_STATUSES],
    );
  });

  /** The count by definition: live leads matching the filters, days in `tz`, TO inclusive. */
  const recount = async (q: Record<string, string>) => {
    const tz = q.TZ ?? 'UTC';
    const [row] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL
         AND ($1::text[] IS NULL OR status = ANY($1)) AND ($2::text[] IS NULL OR country = ANY($2))
         AND ($3::text IS NULL OR campaign = $3)
         AND ($4::date IS NULL OR created_at >= $4::date::timestamp AT TIME ZONE $6::text)
         AND ($5::date IS NULL OR created_at < ($5::date + 1)::timestamp AT TIME ZONE $6::text)`,
      [
        q.STATUS?.split(',') ?? null,
        q.COUNTRIES?.split(',') ?? null,
        q.CAMPAIGNS ?? null,
        q.FROM ?? null,
        q.TO ?? null,
        tz,
      ],
    );
    return row!.n;
  };

  /** Every combination of the cases below: status, facet and range, per time zone. */
  const queries = (): Record<string, string>[] => {
    const out: Record<string, string>[] = [];
    const statuses = [undefined, 'NEW', `NEW,${LEAD_STATUSES[2]}`];
    const facets: Record<string, string>[] = [
      {},
      { COUNTRIES: 'AE' },
      { COUNTRIES: 'SA,QA' },
      { CAMPAIGNS: campaign },
    ];
    const ranges: Record<string, string>[] = [
      { FROM: '2026-03-04' },
      { TO: '2026-03-09' },
      { FROM: '2026-03-05', TO: '2026-03-08' },
      { FROM: '2026-03-08', TO: '2026-03-08' },
      { FROM: '2026-03-03', TO: '2026-03-12' },
      {},
    ];
    for (const TZ of ['UTC', 'Asia/Dubai', 'Asia/Kolkata', 'America/New_York'])
      for (const STATUS of statuses)
        for (const facet of facets)
          for (const range of ranges) {
            const q: Record<string, string> = { TZ, ...facet, ...range, ...(STATUS ? { STATUS } : {}) };
            if (Object.keys(q).length > 1) out.push(q);
          }
    return out;
  };

  /** Each query's count is exact under a zero budget (a count table answered it) and equals the recount. */
  const expectExact = async () => {
    const wrong: string[] = [];
    for (const q of queries()) {
      const answer = await countLeads(t.database.db, admin, LeadCountQuerySchema.parse(q), {
        maxCost: 0,
        timeoutMs: 1,
      });
      const expected = await recount(q);
      if (!answer.exact || answer.count !== expected)
        wrong.push(`${new URLSearchParams(q)}: ${JSON.stringify(answer)}, recount ${expected}`);
    }
    expect(wrong).toEqual([]);
  };

  it('counts exactly after inserts', async () => {
    expect(await recount({ CAMPAIGNS: campaign })).toBe(400);
    await expectExact();
  });

  it('counts exactly after a bulk status change, country changes, a soft delete and a restore', async () => {
    await t.database.query(`UPDATE leads SET status = 'NEW' WHERE campaign = $1 AND internal_id % 5 = 0`, [
      campaign,
    ]);
    await t.database.query(`UPDATE leads SET country = 'AE' WHERE campaign = $1 AND internal_id % 7 = 0`, [
      campaign,
    ]);
    await t.database.query(
      `UPDATE leads SET deleted_at = now() WHERE campaign = $1 AND internal_id % 11 = 0`,
      [campaign],
    );
    await expectExact();
    await t.database.query(
      `UPDATE leads SET deleted_at = NULL WHERE campaign = $1 AND internal_id % 22 = 0`,
      [campaign],
    );
    await expectExact();
  });

  it('keeps lead_day_counts equal to a recount of live leads per UTC day, status and facet', async () => {
    const [row] = await t.database.query<{ diff: number }>(`
      WITH cube AS (
        SELECT facet, value, status, day, n::int FROM lead_day_counts WHERE n <> 0
      ), recount AS (
        SELECT f.facet, f.value, l.status, (l.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
        FROM leads l CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', l.funnel), ('campaign', l.campaign),
          ('country', l.country), ('platform', l.platform)) AS f (facet, value)
        WHERE l.deleted_at IS NULL GROUP BY 1, 2, 3, 4
      )
      SELECT count(*)::int AS diff FROM ((TABLE cube EXCEPT TABLE recount) UNION ALL (TABLE recount EXCEPT TABLE cube)) x`);
    expect(row!.diff).toBe(0);
  });
});
