import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@leadhouse/domain';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { leadRow, makeLead } from './leads.test-helpers.js';

type Headers = { authorization: string };

/**
 * `lastContacted` (docs/decisions.md): a comment, status, funnel or quick action by someone on the sales
 * floor contacts the lead; admins, affiliates and imports do not. The NOT_CONTACTED_7D quick filter reads it.
 */
describe.each(ENGINES)('lastContacted on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Headers;
  let sales: { headers: Headers; id: string };
  let manager: { headers: Headers; id: string };
  let affiliate: { headers: Headers; id: string };

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    const s = await actorWith(t, 'sales');
    const m = await actorWith(t, 'sales_manager');
    const a = await actorWith(t, 'affiliate');
    sales = { headers: s.headers, id: s.user.id };
    manager = { headers: m.headers, id: m.user.id };
    affiliate = { headers: a.headers, id: a.user.id };
  });

  const post = (url: string, payload: object, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/leads${url}`, payload, headers });
  const notContacted = async (campaign: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads?CAMPAIGNS=${campaign}&QUICK_FILTER=NOT_CONTACTED_7D`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadListResponse>().rows.map((r) => r.id);
  };
  const longAgo = new Date(Date.now() - 30 * 86_400_000);

  it('a comment by a sales user takes the lead out of NOT_CONTACTED_7D; an admin’s or affiliate’s does not', async () => {
    const c = uniq('Contact');
    const bySales = await makeLead(t, { campaign: c, assignedTo: sales.id, lastContacted: longAgo });
    const byAdmin = await makeLead(t, { campaign: c, assignedTo: sales.id });
    const byAffiliate = await makeLead(t, { campaign: c, affiliateId: affiliate.id, lastContacted: longAgo });
    expect((await notContacted(c)).sort()).toEqual([bySales.id, byAdmin.id, byAffiliate.id].sort());
    const comment = (leadId: string, headers: Headers) =>
      post('/addComment', { leadId, text: 'Called' }, headers);
    expect((await comment(bySales.id, sales.headers)).statusCode).toBe(201);
    expect((await comment(byAdmin.id, admin)).statusCode).toBe(201);
    expect((await comment(byAffiliate.id, affiliate.headers)).statusCode).toBe(201);
    expect((await notContacted(c)).sort()).toEqual([byAdmin.id, byAffiliate.id].sort());
    expect((await leadRow(t, bySales.id))!.lastContacted!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await leadRow(t, byAdmin.id))!.lastContacted).toBeNull();
  });

  it('a bulk status change by a sales manager contacts every lead, in one request; an admin’s does not', async () => {
    const c = uniq('Bulk');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await makeLead(t, { campaign: c, assignedTo: manager.id })).id);
    const res = await post('/bulkStatus', { leads: ids.slice(0, 4), status: 'FOLLOW_UP' }, manager.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await notContacted(c)).toEqual([ids[4]]);
    for (const id of ids.slice(0, 4)) expect((await leadRow(t, id))!.lastContacted).not.toBeNull();
    expect((await post('/bulkStatus', { leads: [ids[4]], status: 'ACTIVE' }, admin)).statusCode).toBe(200);
    expect(await notContacted(c)).toEqual([ids[4]]);
  });

  it('funnel changes, single status changes and quick actions by the sales floor contact the lead', async () => {
    const c = uniq('Acts');
    const [a, b, d] = [
      await makeLead(t, { campaign: c, assignedTo: sales.id }),
      await makeLead(t, { campaign: c, assignedTo: sales.id }),
      await makeLead(t, { campaign: c, assignedTo: sales.id }),
    ];
    expect((await post('/bulkFunnel', { leads: [a.id], funnel: 'Whale' }, sales.headers)).statusCode).toBe(
      200,
    );
    expect((await post('/changeStatus', { leadId: b.id, status: 'ACTIVE' }, sales.headers)).statusCode).toBe(
      200,
    );
    expect(await notContacted(c)).toEqual([d.id]);
    const quick = await post('/quickAction?QUICK_ACTION=MARK_FOLLOW_UP', { leadsIds: [d.id] }, sales.headers);
    expect(quick.statusCode, quick.body).toBe(200);
    expect(await notContacted(c)).toEqual([]);
  });

  it('a form edit contacts the lead only when it changes the status or the funnel', async () => {
    const c = uniq('Form');
    const lead = await makeLead(t, { campaign: c, assignedTo: sales.id, status: 'NEW' });
    const form = {
      id: lead.id,
      firstName: lead.firstName,
      lastName: lead.lastName,
      phoneNumber: lead.phoneNumber.split('-')[1],
      email: lead.email,
      country: 'SA',
      campaign: c,
      status: 'NEW',
    };
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/leads', payload: body, headers: sales.headers });
    expect((await put({ ...form, firstName: 'Renamed' })).statusCode).toBe(200);
    expect(await notContacted(c)).toEqual([lead.id]);
    expect((await put({ ...form, status: 'ACTIVE' })).statusCode).toBe(200);
    expect(await notContacted(c)).toEqual([]);
  });
});
