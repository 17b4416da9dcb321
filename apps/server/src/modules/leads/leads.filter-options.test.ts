import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENGINES, makeUser, uniq, useTestApp } from '../../test/test-app.js';
import { twoOrgs, type Signed, type TwoOrgs } from '../../test/two-orgs.js';
import { makeLead, makePool } from './leads.test-helpers.js';

/*
 * `GET /api/leads/filter-options` (issue 19 "Pickers, not free text"): the picker filters choose from what
 * the caller may see, searched case-insensitively, limited; and the value picked filters the list exactly.
 */
describe.each(ENGINES)('leads filter options on %s', (engine) => {
  const t = useTestApp(engine);
  let o: TwoOrgs;
  const tag = uniq('t').toLowerCase();
  const doha = `Doha-Video-${tag}`;
  const dubai = `Dubai-Lookalike-${tag}`;
  const late = `Late-Doha-${tag}`;
  let poolA: string;
  let poolB: string;
  let affA: string;
  let affB: string;

  beforeAll(async () => {
    o = await twoOrgs(t);
    affA = (await makeUser(t, { role: 'affiliate', name: `Aff Alpha ${tag}` })).id;
    affB = (await makeUser(t, { role: 'affiliate', name: `Aff Beta ${tag}` })).id;
    poolA = await makePool(t, [o.a.sales.user.id]);
    poolB = await makePool(t, [o.b.sales.user.id]);
    for (const name of [doha, dubai, late])
      await t.database.db.execute(sql`INSERT INTO campaigns (name) VALUES (${name})`);
    for (let i = 0; i < 3; i++)
      await makeLead(t, {
        campaign: doha,
        assignedTo: o.a.sales.user.id,
        platform: 'tiktok',
        affiliateId: affA,
      });
    await makeLead(t, { campaign: late, poolId: poolA, platform: 'google' });
    await makeLead(t, {
      campaign: dubai,
      assignedTo: o.b.sales.user.id,
      platform: 'snapchat',
      affiliateId: affB,
    });
    await makeLead(t, { campaign: dubai, poolId: poolB });
  });

  const ask = (who: Signed, query: Record<string, string>) =>
    t.app.inject({ url: '/api/leads/filter-options', query, headers: who.headers });
  const values = async (who: Signed, query: Record<string, string>) => {
    const res = await ask(who, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ rows: Array<{ value: string; label: string }> }>().rows.map((r) => r.value);
  };

  it('finds a campaign by any case of a part of its name, names starting with it first', async () => {
    expect(await values(o.admin, { field: 'CAMPAIGNS', q: 'doha' })).toEqual(
      expect.arrayContaining([doha, late]),
    );
    const found = await values(o.admin, { field: 'CAMPAIGNS', q: `DOHA-VIDEO-${tag.toUpperCase()}` });
    expect(found).toEqual([doha]);
    // Prefix first: 'Doha-…' before 'Late-Doha-…'.
    const both = await values(o.admin, { field: 'CAMPAIGNS', q: `doha` });
    expect(both.indexOf(doha)).toBeLessThan(both.indexOf(late));
    // LIKE wildcards are text, not patterns.
    expect(await values(o.admin, { field: 'CAMPAIGNS', q: '%_%' })).toEqual([]);
  });

  it('the value picked filters the list to exactly its leads', async () => {
    const [picked] = await values(o.admin, { field: 'CAMPAIGNS', q: `doha-video-${tag}` });
    const res = await t.app.inject({
      url: '/api/leads',
      query: { CAMPAIGNS: picked!, limit: '100' },
      headers: o.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ rows: Array<{ campaign: { name: string } }> }>().rows;
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.campaign.name)).toEqual([doha, doha, doha]);
  });

  it('answers only what the caller may see (campaigns, sources, pools, affiliates, employees)', async () => {
    const sales = o.a.sales;
    expect(await values(sales, { field: 'CAMPAIGNS', q: tag })).toEqual([doha, late]);
    expect(await values(o.b.sales, { field: 'CAMPAIGNS', q: tag })).toEqual([dubai]);
    expect(await values(sales, { field: 'SOURCE' })).toEqual(['google', 'tiktok']);
    expect(await values(sales, { field: 'POOL' })).toEqual([poolA]);
    expect(await values(sales, { field: 'AFFILIATE' })).toEqual([affA]);
    // Employees: the caller's team only; an agent learns no other names.
    expect(await values(sales, { field: 'EMPLOYEE' })).toEqual([sales.user.id]);
    const managerTeam = await values(o.a.sm, { field: 'EMPLOYEE' });
    expect(managerTeam.sort()).toEqual([o.a.sm.user.id, o.a.sales.user.id].sort());
    const ssmTeam = await values(o.a.ssm, { field: 'EMPLOYEE' });
    expect(ssmTeam).toEqual(expect.arrayContaining([o.a.ssm.user.id, o.a.sales.user.id]));
    for (const other of [o.b.ssm, o.b.sm, o.b.sales]) expect(ssmTeam).not.toContain(other.user.id);
    expect(await values(o.admin, { field: 'EMPLOYEE' })).toEqual(
      expect.arrayContaining([o.a.sales.user.id, o.b.sales.user.id]),
    );
    expect(await values(o.admin, { field: 'AFFILIATE', q: tag })).toEqual([affA, affB]);
    // Labels of bookmarked values: another scope's values are left out.
    expect(await values(sales, { field: 'POOL', values: `${poolA},${poolB},not-a-uuid` })).toEqual([poolA]);
    expect(await values(sales, { field: 'CAMPAIGNS', values: `${doha},${dubai}` })).toEqual([doha]);
  });

  it('answers at most `limit` (default 20) and says when more match', async () => {
    const many = `Many-${tag}`;
    for (let i = 0; i < 25; i++)
      await t.database.db.execute(sql`INSERT INTO campaigns (name) VALUES (${`${many}-${i}`})`);
    const res = await ask(o.admin, { field: 'CAMPAIGNS', q: many.toUpperCase() });
    const body = res.json<{ rows: unknown[]; more: boolean }>();
    expect(body.rows).toHaveLength(20);
    expect(body.more).toBe(true);
    const five = (await ask(o.admin, { field: 'CAMPAIGNS', q: many, limit: '5' })).json<{
      rows: unknown[];
    }>();
    expect(five.rows).toHaveLength(5);
    const all = (await ask(o.admin, { field: 'CAMPAIGNS', q: many, limit: '50' })).json<{ more: boolean }>();
    expect(all.more).toBe(false);
  });

  it('answers 400 with a message for a bad field, limit or key', async () => {
    const bads: Array<Record<string, string>> = [
      { field: 'COUNTRIES' },
      { field: 'constructor' },
      {},
      { field: 'POOL', limit: '0' },
      { field: 'POOL', limit: '51' },
      { field: 'POOL', order: 'x' },
    ];
    for (const query of bads) {
      const res = await ask(o.admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
    const bad = await ask(o.admin, { field: 'COUNTRIES' });
    expect(bad.json<{ errors: Array<{ key?: string }> }>().errors[0]!.key).toBe(
      'validation.filterOptionField',
    );
  });
});
