import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES, makeUser, useTestApp } from '../../test/test-app.js';
import { makeLead } from '../leads/leads.test-helpers.js';
import { rebuildRollups } from './index.js';

type Headers = Record<string, string>;

const ROLLUPS = [
  'lead_daily_totals',
  'lead_daily_ad_groups',
  'lead_daily_campaigns',
  'lead_daily_sources',
  'lead_daily_mix',
  'visit_daily_ad_groups',
];

/*
 * The rollups kept by the triggers equal a recomputation from the base tables after every kind of write
 * (issue 11 §7): insert, CSV import, edit, bulk status and funnel, assignment, deposit, delivery accepted,
 * soft delete, restore, campaign rename, visits. Zero rows left by cancelled-out changes are ignored.
 */
describe.each(ENGINES)('analytics rollups on %s', (engine) => {
  const t = useTestApp(engine, { timeZone: 'America/New_York' });
  let admin: Headers;
  let adminId: string;

  beforeAll(async () => {
    const a = await actorWith(t, 'admin');
    admin = a.headers;
    adminId = a.user.id;
  });

  /** Every non-zero row of every rollup, as sorted JSON lines. */
  async function snapshot(): Promise<string[]> {
    const out: string[] = [];
    for (const table of ROLLUPS) {
      const measure =
        table === 'lead_daily_mix' ? 'n' : table === 'visit_daily_ad_groups' ? 'visits' : 'leads';
      const res = (await t.database.db.execute(
        sql.raw(`SELECT to_jsonb(r) - 'day' || jsonb_build_object('day', r.day::text) AS j FROM ${table} r
                 WHERE ${measure} <> 0 OR ${table === 'lead_daily_mix' || table === 'visit_daily_ad_groups' ? 'false' : 'deposits <> 0 OR ftds <> 0 OR deposit_amount <> 0 OR new_leads <> 0 OR delivered <> 0'}`),
      )) as unknown as { rows: Array<{ j: unknown }> };
      out.push(...res.rows.map((r) => `${table} ${JSON.stringify(sortKeys(r.j))}`));
    }
    return out.sort();
  }
  const sortKeys = (v: unknown) =>
    Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, String(x)]),
    );

  /** The rollups as the triggers left them equal their recomputation (and are not empty). */
  async function expectRecomputed(step: string) {
    const kept = await snapshot();
    await rebuildRollups(t.database.db);
    const recomputed = await snapshot();
    expect(kept, step).toEqual(recomputed);
    expect(kept.length, step).toBeGreaterThan(0);
    // The campaign rollup is the ad-group rollup summed per campaign and day, both ways.
    const measures = 'leads, new_leads, ftds, deposits, deposit_amount, delivered';
    const nonZero =
      'leads <> 0 OR new_leads <> 0 OR ftds <> 0 OR deposits <> 0 OR deposit_amount <> 0 OR delivered <> 0';
    const summed = `SELECT campaign, day, ${measures
      .split(', ')
      .map((m) => `sum(${m})::bigint AS ${m}`)
      .join(', ')}
                    FROM lead_daily_ad_groups GROUP BY 1, 2`;
    const campaigns = `SELECT campaign, day, ${measures} FROM lead_daily_campaigns`;
    const res = (await t.database.db.execute(
      sql.raw(`SELECT (SELECT count(*) FROM (SELECT * FROM (${summed}) s WHERE ${nonZero} EXCEPT SELECT * FROM (${campaigns}) c WHERE ${nonZero}) x)::int AS missing,
                      (SELECT count(*) FROM (SELECT * FROM (${campaigns}) c WHERE ${nonZero} EXCEPT SELECT * FROM (${summed}) s WHERE ${nonZero}) y)::int AS extra`),
    )) as unknown as { rows: Array<{ missing: number; extra: number }> };
    expect(res.rows[0], step).toEqual({ missing: 0, extra: 0 });
  }

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res;
  };

  it('stay equal to a recomputation after every kind of write', async () => {
    const affiliate = await makeUser(t, { role: 'affiliate' });
    const rep = await makeUser(t, { role: 'sales' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const lead = await makeLead(t, {
        campaign: i % 2 ? 'Odd-Camp' : 'Even-Camp',
        campaignid: `c-${i % 2}`,
        adgroupid: i % 3 ? `ag-${i % 3}` : null,
        platform: i % 4 ? 'google' : null,
        affiliateId: i % 5 ? affiliate.id : null,
        source: { from: i % 2 ? 'news.example' : null, keyword: `kw${i % 3}` },
        placement: i % 2 ? 'feed' : null,
        // Around New York's midnight and its DST change (2026-03-08).
        createdAt: new Date(Date.UTC(2026, 2, 7, 4 + i, 30)),
      });
      ids.push(lead.id);
    }
    await expectRecomputed('insert');

    await post('/api/leads/bulk', {
      data: [
        {
          firstName: 'Csv',
          lastName: 'One',
          phoneNumber: '5012345678',
          country: 'AE',
          campaign: 'Import-Camp',
          platform: 'tiktok',
        },
        {
          firstName: 'Csv',
          lastName: 'Two',
          phoneNumber: '5012345679',
          country: 'AE',
          campaign: 'Even-Camp',
        },
      ],
    });
    await expectRecomputed('import');

    await post('/api/leads/bulkStatus', { leads: ids.slice(0, 6), status: 'ACTIVE' });
    await post('/api/leads/bulkFunnel', { leads: ids.slice(3, 9), funnel: 'Conversion' });
    await post('/api/leads/changeStatus', { leadId: ids[10], status: 'FOLLOW_UP' });
    await expectRecomputed('status and funnel');

    await post('/api/leads/assign', { leadsIds: ids.slice(0, 4), username: rep.email });
    await t.database.db.execute(
      sql`UPDATE leads SET platform = 'facebook', adgroupid = 'ag-9' WHERE id = ${ids[7]}::uuid`,
    );
    await expectRecomputed('assign and edit');

    await post('/api/leads/addItem', { leadId: ids[1], amount: 12_345, transactionId: 'T-1' });
    await post('/api/leads/addItem', { leadId: ids[1], amount: 5, transactionId: 'T-2' });
    await post('/api/leads/addItem', { leadId: ids[2], amount: 700, transactionId: 'T-3' });
    await expectRecomputed('deposits');

    const [integration] = (
      (await t.database.db.execute(sql`INSERT INTO integrations (user_id, name, url, method,
        body_format, headers, mapping, customer_id_path, reject_statuses, rate_limit_per_second, signing_secret,
        postback_token_hash) VALUES (${adminId}::uuid, 'P', 'http://127.0.0.1:9/x', 'POST', 'json', '[]', '[]',
        'id', '[]', 5, 's', 'h') RETURNING id`)) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    await t.database.db.execute(sql`INSERT INTO integration_deliveries (integration_id, lead_id, state)
      SELECT ${integration!.id}::uuid, id, 'queued' FROM leads WHERE id = ANY(${`{${ids.slice(0, 5).join(',')}}`}::uuid[])`);
    await t.database.db.execute(
      sql`UPDATE integration_deliveries SET state = 'accepted' WHERE lead_id = ANY(${`{${ids.slice(0, 3).join(',')}}`}::uuid[])`,
    );
    const [row] = (
      (await t.database.db.execute(
        sql`SELECT sum(delivered)::int AS n FROM lead_daily_totals`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(Number(row!.n)).toBe(3);
    // The drill-down of "delivered": the lead list's DELIVERED filter counts the same leads.
    const delivered = await t.app.inject({
      method: 'GET',
      url: '/api/leads/count?DELIVERED=yes',
      headers: admin,
    });
    expect(delivered.json<{ count: number }>().count).toBe(3);
    await expectRecomputed('deliveries');

    await post('/api/leads/markAsDeleted', { leadsIds: ids.slice(0, 5) });
    await expectRecomputed('delete');
    await post('/api/leads/restore', { leadsIds: ids.slice(1, 3) });
    await expectRecomputed('restore');

    const created = await post('/api/campaigns', {
      name: 'Odd-Camp',
      description: 'Odd ones',
      internalId: 'c-1',
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${created.json<{ id: string }>().id}`,
      headers: admin,
      payload: { name: 'Odd-Camp-2026', description: 'Odd ones', internalId: 'c-1' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [moved] = (
      (await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM leads WHERE campaign = 'Odd-Camp-2026'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(Number(moved!.n)).toBe(6);
    await expectRecomputed('campaign rename');

    await t.database.db.execute(sql`INSERT INTO visits (visitor_id, campaignid, adgroupid, created_at)
      SELECT gen_random_uuid(), 'c-' || (g % 2), 'ag-' || (g % 3), '2026-03-08T04:00:00Z'::timestamptz + g * interval '20 minutes'
      FROM generate_series(1, 20) AS g`);
    await expectRecomputed('visits');
  });

  it('rebuilds the days when the reporting time zone changes', async () => {
    const { ensureReportingTimeZone } = await import('./index.js');
    const before = await snapshot();
    expect(await ensureReportingTimeZone(t.database.db, 'America/New_York')).toBe(false);
    expect(await ensureReportingTimeZone(t.database.db, 'Asia/Tokyo')).toBe(true);
    const tokyo = await snapshot();
    expect(tokyo).not.toEqual(before);
    await expectRecomputed('after the time-zone change');
    expect(await ensureReportingTimeZone(t.database.db, 'America/New_York')).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});

/** Campaign form (spec §5) messages and the name rule. */
describe('campaign form', () => {
  const t = useTestApp('pglite');
  let admin: Headers;
  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
  });

  it('answers the spec messages per field, and 409 on a taken name', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin,
      payload: { name: 'has space', description: 'x', internalId: 'ab', link: 'not a url' },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Array<{ field: string; message: string; key?: string }> }>().errors;
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      name: 'Campaign Name is required and must not contain spaces',
      description: 'DESCRIPTION is required',
      internalId: 'Campaign Name is required and must not contain spaces',
      link: 'Link must be a full http(s) address, like https://example.com/offer',
    });
    const ok = {
      name: 'Summer-2026',
      description: 'Summer offer',
      internalId: '120-334',
      link: 'https://offer.example.com/s',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin,
      payload: ok,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...ok, figures: { leads: 0, conversion: null } });
    const again = await t.app.inject({ method: 'POST', url: '/api/campaigns', headers: admin, payload: ok });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ key: string }>().key).toBe('messages.campaignNameTaken');
    const sales = (await actorWith(t, 'sales')).headers;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/campaigns', headers: sales, payload: ok })).statusCode,
    ).toBe(403);
  });
});
