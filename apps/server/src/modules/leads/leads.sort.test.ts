import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_SORT_FIELDS, type Lead, type LeadListResponse, type LeadSortField } from '@leadhouse/domain';
import { pools } from '../../db/schema/index.js';
import { actorWith, ENGINES, makeUser, uniq, useTestApp } from '../../test/test-app.js';
import { parseCsv } from '../csv/csv.test-helpers.js';
import { makeLead, makePool } from './leads.test-helpers.js';

type Value = string | number | null;

/**
 * Every sort field of the registry sorts the list both ways, and the export in the same order (spec §2,
 * §9). Values differ in their first letter (same case) so any collation agrees with the expected order.
 */
describe.each(ENGINES)('lead sorting on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: { authorization: string };
  const tag = uniq('srt').replace(/[^a-z0-9]/gi, '');
  const campaigns = ['A', 'B', 'C', 'D', 'E'].map((l) => `${l}${tag}`);
  const userNames = new Map<string, string>();

  const at = (s: string) => new Date(`2025-03-${s}Z`);

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    const named = async (role: 'sales' | 'affiliate', name: string) => {
      const u = await makeUser(t, { role, name: `${name}${tag}` });
      userNames.set(u.id, u.name);
      return u.id;
    };
    const [sCarla, sAnna, sBeth] = [
      await named('sales', 'Carla'),
      await named('sales', 'Anna'),
      await named('sales', 'Beth'),
    ];
    const [aZed, aMia] = [await named('affiliate', 'Zed'), await named('affiliate', 'Mia')];
    const poolB = await makePool(t, [sBeth]);
    const poolA = await makePool(t, [sAnna]);
    await t.database.db
      .update(pools)
      .set({ name: `Bravo${tag}` })
      .where(eq(pools.id, poolB));
    await t.database.db
      .update(pools)
      .set({ name: `Alpha${tag}` })
      .where(eq(pools.id, poolA));
    const n = Math.floor(Math.random() * 1e6);
    const phone = (d: number) => `966-${d}${String(n).padStart(9, '0')}`;
    const rows: Partial<Parameters<typeof makeLead>[1]>[] = [
      {
        firstName: 'Dora',
        lastName: 'Bell',
        email: `c${tag}@ex.com`,
        phoneNumber: phone(3),
        country: 'SA',
        status: 'NEW',
        funnel: 'Whale',
        campaign: campaigns[2],
        platform: 'google',
        assignedTo: sCarla,
        poolId: null,
        affiliateId: aZed,
        depositCount: 2,
        depositAmount: 500,
        createdAt: at('01T10:00:00.000'),
        updatedAt: at('09T10:00:00.000'),
        lastContacted: null,
        lastCommentAt: at('05T10:00:00.000'),
        integrationsHistory: [{ data: { customerId: 'c1' } }],
      },
      {
        firstName: 'Abel',
        lastName: 'Dunn',
        email: `a${tag}@ex.com`,
        phoneNumber: phone(1),
        country: 'AE',
        status: 'FOLLOW_UP',
        funnel: null,
        campaign: campaigns[0],
        platform: null,
        assignedTo: sAnna,
        poolId: poolA,
        affiliateId: null,
        depositCount: 0,
        depositAmount: 0,
        createdAt: at('02T10:00:00.000'),
        updatedAt: at('07T10:00:00.000'),
        lastContacted: at('03T10:00:00.000'),
        lastCommentAt: null,
        integrationsHistory: [{ error: 'refused' }],
      },
      {
        firstName: 'Cyd',
        lastName: 'Abbot',
        email: null,
        phoneNumber: phone(4),
        country: 'EG',
        status: 'ACTIVE',
        funnel: 'Conversion',
        campaign: campaigns[3],
        platform: 'bing',
        assignedTo: null,
        poolId: null,
        affiliateId: aMia,
        depositCount: 2,
        depositAmount: 900,
        createdAt: at('03T10:00:00.000'),
        updatedAt: at('08T10:00:00.000'),
        lastContacted: at('01T10:00:00.000'),
        lastCommentAt: at('04T10:00:00.000'),
        integrationsHistory: [],
      },
      {
        firstName: 'Bo',
        lastName: 'Cole',
        email: `b${tag}@ex.com`,
        phoneNumber: phone(2),
        country: 'BH',
        status: 'OTHER',
        funnel: 'Misunderstood',
        campaign: campaigns[1],
        platform: 'facebook',
        assignedTo: sBeth,
        poolId: poolB,
        affiliateId: aZed,
        depositCount: 5,
        depositAmount: 100,
        createdAt: at('02T10:00:00.000'),
        updatedAt: at('06T10:00:00.000'),
        lastContacted: null,
        lastCommentAt: at('06T10:00:00.000'),
        integrationsHistory: [{ data: { customerId: 'x' } }, { error: 'later failure' }],
      },
      {
        firstName: 'Eve',
        lastName: 'Eads',
        email: `e${tag}@ex.com`,
        phoneNumber: phone(5),
        country: 'SA',
        status: 'NEW',
        funnel: 'Whale',
        campaign: campaigns[4],
        platform: 'google',
        assignedTo: sCarla,
        poolId: null,
        affiliateId: null,
        depositCount: 0,
        depositAmount: 500,
        createdAt: at('02T10:00:00.000'),
        updatedAt: at('05T10:00:00.000'),
        lastContacted: at('03T10:00:00.000'),
        lastCommentAt: null,
        integrationsHistory: [{ error: 'a' }, { data: { customerId: 'y' } }],
      },
    ];
    for (const r of rows) await makeLead(t, r);
  });

  const filter = () => `CAMPAIGNS=${campaigns.join(',')}&limit=100`;
  /** The export takes no page size (it streams every row): the strict query refuses `limit` there. */
  const forExport = (q: string) => q.replace('&limit=100', '');
  const sortParam = (field: string, dir: 1 | -1) =>
    `sortBy=${encodeURIComponent(JSON.stringify({ [field]: dir }))}`;

  /** The value a row sorts on, as the client sees it. */
  function valueOf(lead: Lead, field: LeadSortField): Value {
    switch (field) {
      case 'assignedTo':
        return lead.assignedToName;
      case 'pool':
        return lead.poolName;
      case 'affiliate':
        return lead.affiliateId ? userNames.get(lead.affiliateId)! : null;
      case 'campaign':
        return lead.campaign.name;
      default:
        return lead[field];
    }
  }

  /** PostgreSQL's order: NULLs last ascending (first descending), then createdAt, internalId. */
  function expected(rows: Lead[], field: LeadSortField, dir: 1 | -1): string[] {
    const cmp = (a: Value, b: Value): number => {
      if (a === b) return 0;
      if (a === null) return 1;
      if (b === null) return -1;
      return a < b ? -1 : 1;
    };
    return [...rows]
      .sort(
        (x, y) =>
          dir *
          (cmp(valueOf(x, field), valueOf(y, field)) ||
            cmp(x.createdAt, y.createdAt) ||
            cmp(x.internalId, y.internalId)),
      )
      .map((r) => r.id);
  }

  it.each(LEAD_SORT_FIELDS.map((f) => [f]))('sorts the list by %s both ways', async (field) => {
    for (const dir of [1, -1] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leads?${filter()}&${sortParam(field, dir)}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      // A page carries the grid's columns only: every field of each row from its detail (same order).
      const rows = await Promise.all(
        res
          .json<LeadListResponse>()
          .rows.map(async (r) =>
            (await t.app.inject({ method: 'GET', url: `/api/leads/${r.id}`, headers: admin })).json<Lead>(),
          ),
      );
      expect(rows).toHaveLength(5);
      expect(
        rows.map((r) => r.id),
        `${field} ${dir}`,
      ).toEqual(expected(rows, field, dir));
    }
  });

  it.each(LEAD_SORT_FIELDS.map((f) => [f]))(
    'pages by cursor in the order of offset paging, sorted by %s both ways',
    async (field) => {
      for (const dir of [1, -1] as const) {
        const get = async (extra: string) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/leads?CAMPAIGNS=${campaigns.join(',')}&${sortParam(field, dir)}&limit=2${extra}`,
            headers: admin,
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json<LeadListResponse>();
        };
        const byOffset: string[] = [];
        for (let page = 1; page <= 3; page++)
          byOffset.push(...(await get(`&page=${page}`)).rows.map((r) => r.id));
        const byCursor: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const body: LeadListResponse = await get(cursor ? `&cursor=${cursor}` : '');
          byCursor.push(...body.rows.map((r) => r.id));
          expect(body.hasMore).toBe(body.nextCursor !== null);
          cursor = body.nextCursor;
          pages++;
        } while (cursor && pages < 5);
        expect(byOffset, `${field} ${dir}`).toHaveLength(5);
        expect(byCursor, `${field} ${dir}`).toEqual(byOffset);
        expect(pages).toBe(3);
      }
    },
  );

  it('refuses a cursor of another sort or a forged one with a 400', async () => {
    const first = `/api/leads?CAMPAIGNS=${campaigns.join(',')}&limit=2`;
    const res = await t.app.inject({ method: 'GET', url: first, headers: admin });
    const cursor = res.json<LeadListResponse>().nextCursor!;
    const forged = Buffer.from(JSON.stringify(['createdAt:-1', 'not a date', '1'])).toString('base64url');
    for (const bad of [`${sortParam('firstName', 1)}&cursor=${cursor}`, `cursor=${forged}`, 'cursor=x*y']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/leads?${filter()}&${bad}`, headers: admin });
      expect(r.statusCode, bad).toBe(400);
    }
  });

  it('sorts by assignee, pool and integration state by their names and states', async () => {
    const names = async (field: string, dir: 1 | -1, pick: (l: Lead) => Value) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leads?${filter()}&${sortParam(field, dir)}&columns=assignedTo,pool,integrationState`,
        headers: admin,
      });
      return (res.json<LeadListResponse>().rows as Lead[]).map(pick);
    };
    expect(await names('assignedTo', 1, (l) => l.assignedToName?.replace(tag, '') ?? null)).toEqual([
      'Anna',
      'Beth',
      'Carla',
      'Carla',
      null,
    ]);
    expect(await names('pool', -1, (l) => l.poolName?.replace(tag, '') ?? null)).toEqual([
      null,
      null,
      null,
      'Bravo',
      'Alpha',
    ]);
    expect(await names('integrationState', 1, (l) => l.integrationState)).toEqual([
      'error',
      'error',
      'none',
      'sent',
      'sent',
    ]);
  });

  it.each(LEAD_SORT_FIELDS.map((f) => [f]))(
    'exports sorted by %s in the order of the list',
    async (field) => {
      for (const dir of [1, -1] as const) {
        const q = `${filter()}&${sortParam(field, dir)}`;
        const list = await t.app.inject({ method: 'GET', url: `/api/leads?${q}`, headers: admin });
        const exp = await t.app.inject({
          method: 'GET',
          url: `/api/leads/export?${forExport(q)}`,
          headers: admin,
        });
        expect(exp.statusCode, exp.body).toBe(200);
        const phones = parseCsv(exp.body)
          .slice(1)
          .map((r) => r[2]);
        expect(phones, `${field} ${dir}`).toEqual(
          list.json<LeadListResponse>().rows.map((r) => r.phoneNumber),
        );
      }
    },
  );

  it.each([['constructor'], ['toString'], ['valueOf'], ['__proto__'], ['hasOwnProperty'], ['passwordHash']])(
    'answers 400 (never 500) for sortBy %s on the list and the export',
    async (field) => {
      const q = `${filter()}&${sortParam(field, 1)}`;
      const list = await t.app.inject({ method: 'GET', url: `/api/leads?${q}`, headers: admin });
      expect(list.statusCode, list.body).toBe(400);
      const exp = await t.app.inject({
        method: 'GET',
        url: `/api/leads/export?${forExport(q)}`,
        headers: admin,
      });
      expect(exp.statusCode, exp.body).toBe(400);
    },
  );
});
