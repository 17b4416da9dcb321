import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@leadhouse/domain';
import type { LeadRow, UserRow } from '../../db/schema/index.js';
import { ENGINES, makeUser, signInAs, uniq, useTestApp } from '../../test/test-app.js';
import { historyRows, leadRow, makeLead, makePool } from './leads.test-helpers.js';

/**
 * The visibility matrix (DESIGN.md §4): each role × list, search, detail, comment and bulk action, with
 * foreign ids answering 404 and changing nothing.
 */
describe.each(ENGINES)('lead visibility on %s', (engine) => {
  const t = useTestApp(engine);
  const who: Record<string, UserRow> = {};
  const auth: Record<string, { authorization: string }> = {};
  const lead: Record<string, LeadRow> = {};
  const campaign = uniq('Vis');
  const surname = uniq('vis').toLowerCase();

  /** Which of the named leads each actor must see. */
  const SEES: Record<string, string[]> = {
    admin: ['A', 'B', 'P', 'M1', 'F', 'I', 'U'],
    superManager: ['A', 'P', 'M1'],
    manager1: ['A', 'P', 'M1'],
    manager2: ['B'],
    salesA: ['A', 'P'],
    salesB: ['B'],
    affiliate: ['F'],
    integration: ['I'],
  };
  const ALL = ['A', 'B', 'P', 'M1', 'F', 'I', 'U'];

  beforeAll(async () => {
    const mk = async (key: string, role: Role, managerId?: string) => {
      who[key] = await makeUser(t, { role, managerId: managerId ?? null });
      auth[key] = await signInAs(t, who[key]);
    };
    await mk('admin', 'admin');
    await mk('superManager', 'super_sales_manager');
    await mk('manager1', 'sales_manager', who.superManager!.id);
    await mk('manager2', 'sales_manager');
    await mk('salesA', 'sales', who.manager1!.id);
    await mk('salesB', 'sales', who.manager2!.id);
    await mk('affiliate', 'affiliate');
    await mk('integration', 'integration');
    const pool = await makePool(t, [who.salesA!.id]);
    const base = { campaign, lastName: surname };
    lead.A = await makeLead(t, { ...base, assignedTo: who.salesA!.id });
    lead.B = await makeLead(t, { ...base, assignedTo: who.salesB!.id });
    lead.P = await makeLead(t, { ...base, poolId: pool });
    lead.M1 = await makeLead(t, { ...base, assignedTo: who.manager1!.id });
    lead.F = await makeLead(t, { ...base, affiliateId: who.affiliate!.id });
    lead.I = await makeLead(t, { ...base, createdBy: who.integration!.id });
    lead.U = await makeLead(t, { ...base });
    lead.D = await makeLead(t, { ...base, assignedTo: who.salesA!.id, deletedAt: new Date() });
  });

  const names = (ids: string[]) =>
    Object.entries(lead)
      .filter(([, l]) => ids.includes(l.id))
      .map(([k]) => k)
      .sort();

  describe.each(Object.keys(SEES))('%s', (actor) => {
    const expected = () => [...SEES[actor]!].sort();

    it('lists exactly its leads with the matching count', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leads?CAMPAIGNS=${campaign}`,
        headers: auth[actor],
      });
      expect(res.statusCode).toBe(200);
      expect(names(res.json().rows.map((r: { id: string }) => r.id))).toEqual(expected());
      expect(res.json().count).toBe(SEES[actor]!.length);
    });

    it('counts the same through the counts cube (no filter, STATUS, EMPLOYEE)', async () => {
      const get = async (qs: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/leads?${qs}`, headers: auth[actor] })).json();
      const all = await get('');
      expect(all.count).toBe(SEES[actor]!.length);
      expect(names(all.rows.map((r: { id: string }) => r.id))).toEqual(expected());
      expect((await get('STATUS=NEW')).count).toBe(SEES[actor]!.length);
      expect((await get('STATUS=ACTIVE')).count).toBe(0);
      const seesA = SEES[actor]!.includes('A') ? 1 : 0;
      expect((await get(`EMPLOYEE=${who.salesA!.id}`)).count).toBe(seesA);
    });

    it('finds exactly its leads in the header search', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leads/search?keyword=${surname}`,
        headers: auth[actor],
      });
      expect(names(res.json().rows.map((r: { id: string }) => r.id))).toEqual(expected());
    });

    it('opens and comments only its leads; others (and deleted ones) are 404', async () => {
      for (const key of [...ALL, 'D']) {
        const visible = SEES[actor]!.includes(key) || (actor === 'admin' && key === 'D');
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/leads/${lead[key]!.id}`,
          headers: auth[actor],
        });
        expect([key, detail.statusCode]).toEqual([key, visible ? 200 : 404]);
        const comment = await t.app.inject({
          method: 'POST',
          url: '/api/leads/addComment',
          headers: auth[actor],
          payload: { leadId: lead[key]!.id, text: 'hello' },
        });
        const canComment = SEES[actor]!.includes(key);
        expect([key, comment.statusCode]).toEqual([key, canComment ? 201 : 404]);
      }
    });

    it('refuses a bulk change naming one foreign id, whole, and changes nothing', async () => {
      const own = SEES[actor]![0]!;
      const foreign = ALL.find((k) => !SEES[actor]!.includes(k)) ?? 'D';
      const ids = [lead[own]!.id, lead[foreign]!.id];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/bulkStatus',
        headers: auth[actor],
        payload: { leads: ids, status: 'UNDER_AGE' },
      });
      const editor = !['affiliate', 'integration'].includes(actor);
      expect(res.statusCode).toBe(editor ? 404 : 403);
      for (const id of ids) {
        expect((await leadRow(t, id))!.status).toBe('NEW');
        expect(await historyRows(t, id)).toHaveLength(0);
      }
      const del = await t.app.inject({
        method: 'POST',
        url: '/api/leads/markAsDeleted',
        headers: auth[actor],
        payload: { leadsIds: ids },
      });
      expect(del.statusCode).toBe(
        ['admin', 'superManager', 'manager1', 'manager2'].includes(actor) ? 404 : 403,
      );
      for (const [i, id] of ids.entries()) {
        const before = i === 0 ? lead[own]! : lead[foreign]!;
        expect((await leadRow(t, id))!.deletedAt).toEqual(before.deletedAt);
      }
    });
  });

  it('lets a sales user change its own and its pool’s leads', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/bulkFunnel',
      headers: auth.salesA,
      payload: { leads: [lead.A!.id, lead.P!.id], funnel: 'Whale' },
    });
    expect(res.statusCode).toBe(200);
    expect((await leadRow(t, lead.P!.id))!.funnel).toBe('Whale');
  });

  it('keeps a sales manager from assigning outside its team', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/assign',
      headers: auth.manager1,
      payload: { leadsIds: [lead.A!.id], username: who.salesB!.username },
    });
    expect(res.statusCode).toBe(403);
    expect((await leadRow(t, lead.A!.id))!.assignedTo).toBe(who.salesA!.id);
  });

  it('never lets a client set the owner fields of a new lead', async () => {
    const email = `${uniq('o')}@example.com`;
    const lead = {
      firstName: 'Omar',
      lastName: 'Fahad',
      phoneNumber: '5' + String(Date.now()).slice(-9),
      email,
      country: 'QA',
    };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/leads', headers: auth.affiliate, payload });
    // Strict requests (issue 18 item 6): the owner fields are refused by name, and nothing is stored.
    const refused = await post({
      ...lead,
      assignedTo: who.salesB!.id,
      affiliateId: who.salesB!.id,
      deletedAt: null,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ params: { fields: string } }>().params.fields).toBe(
      'assignedTo, affiliateId, deletedAt',
    );
    const res = await post(lead);
    expect(res.statusCode, res.body).toBe(201);
    const row = (await leadRow(t, res.json().id))!;
    expect(row.email).toBe(email);
    expect(row.affiliateId).toBe(who.affiliate!.id);
    expect(row.assignedTo).toBeNull();
  });
});
