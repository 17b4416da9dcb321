import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, UNDO_WINDOW_MINUTES, type BulkResult, type UndoResult } from '@leadhouse/domain';
import { actorWith, ENGINES, makeUser, useTestApp } from '../../test/test-app.js';
import { leadRow, makeLead, makePool } from './leads.test-helpers.js';

/*
 * Undo of lead actions (issue 19 "What a sales floor expects" item 1): each lead gets back exactly what
 * the action changed, a lead a colleague changed since is skipped, only the action's author (or an admin)
 * may undo it, once, within UNDO_WINDOW_MINUTES.
 */
describe.each(ENGINES)('undo of lead actions on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: { authorization: string };
  let seller: { id: string; username: string };
  let sellerH: { authorization: string };
  let other: { authorization: string };
  let colleague: { id: string; username: string };

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    const s = await actorWith(t, 'sales');
    seller = s.user;
    sellerH = s.headers;
    other = (await actorWith(t, 'sales')).headers;
    colleague = await makeUser(t, { role: 'sales' });
  });

  const post = (url: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/leads${url}`, payload, headers });
  const undo = (actionId: string, headers = admin) => post('/undo', { actionId }, headers);
  const actionOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    const undoRef = (res.json() as BulkResult).undo;
    expect(undoRef?.actionId).toMatch(/^[0-9a-f-]{36}$/);
    return undoRef!.actionId;
  };

  it('bulk status: every lead gets its own previous status and contact stamp back; a colleague change is kept', async () => {
    const statuses = ['NEW', 'FOLLOW_UP', 'ACTIVE', 'NEW', 'UNDER_AGE'] as const;
    const leads = await Promise.all(
      statuses.map((status) => makeLead(t, { status, assignedTo: seller.id, lastContacted: null })),
    );
    const ids = leads.map((l) => l.id);
    const actionId = actionOf(await post('/bulkStatus', { leads: ids, status: 'NOT_INTERESTED' }, sellerH));
    expect((await leadRow(t, ids[0]!))!.lastContacted).not.toBeNull();
    // A colleague (the admin) changes one lead after the action: the undo must keep that change.
    expect((await post('/changeStatus', { leadId: ids[2], status: 'OTHER' })).statusCode).toBe(200);

    const res = await undo(actionId, sellerH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UndoResult>()).toMatchObject({ restored: 4, skipped: 1 });
    for (const [i, lead] of leads.entries()) {
      const row = (await leadRow(t, lead.id))!;
      expect(row.status, `lead ${i}`).toBe(i === 2 ? 'OTHER' : statuses[i]);
      if (i !== 2) expect(row.lastContacted, `lead ${i}`).toBeNull();
    }
    // Undone once: a second undo is refused.
    const again = await undo(actionId, sellerH);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe(MSG.messages.undoAlreadyDone);
  });

  it('bulk funnel: restores each previous funnel (null included) and nothing else', async () => {
    const a = await makeLead(t, { funnel: null, status: 'ACTIVE' });
    const b = await makeLead(t, { funnel: 'Whale', status: 'NEW' });
    const actionId = actionOf(await post('/bulkFunnel', { leads: [a.id, b.id], funnel: 'Trash' }));
    // A colleague's status change on a funnel-undone lead is not the action's: it stays.
    await post('/changeStatus', { leadId: b.id, status: 'FOLLOW_UP' });
    expect((await undo(actionId)).json<UndoResult>()).toMatchObject({ restored: 2, skipped: 0 });
    expect((await leadRow(t, a.id))!.funnel).toBeNull();
    expect((await leadRow(t, b.id))!).toMatchObject({ funnel: 'Whale', status: 'FOLLOW_UP' });
  });

  it('assign to a user and to a pool: assignee and pool come back; a lead reassigned since is skipped', async () => {
    const pool = await makePool(t, [seller.id, colleague.id]);
    const inPool = await makeLead(t, { assignedTo: seller.id, poolId: pool });
    const unassigned = await makeLead(t, { assignedTo: null });
    const moved = await makeLead(t, { assignedTo: null });
    const ids = [inPool.id, unassigned.id, moved.id];
    const actionId = actionOf(await post('/assign', { leadsIds: ids, username: colleague.username }));
    expect((await leadRow(t, inPool.id))!).toMatchObject({ assignedTo: colleague.id, poolId: null });
    await post('/assign', { leadsIds: [moved.id], username: seller.username });

    expect((await undo(actionId)).json<UndoResult>()).toMatchObject({ restored: 2, skipped: 1 });
    expect((await leadRow(t, inPool.id))!).toMatchObject({ assignedTo: seller.id, poolId: pool });
    expect((await leadRow(t, unassigned.id))!.assignedTo).toBeNull();
    expect((await leadRow(t, moved.id))!.assignedTo).toBe(seller.id);

    const roundRobin = await makeLead(t, { assignedTo: null });
    const poolAction = actionOf(await post('/assign', { leadsIds: [roundRobin.id], poolId: pool }));
    expect((await leadRow(t, roundRobin.id))!.poolId).toBe(pool);
    expect((await undo(poolAction)).json<UndoResult>()).toMatchObject({ restored: 1, skipped: 0 });
    expect((await leadRow(t, roundRobin.id))!).toMatchObject({ assignedTo: null, poolId: null });
  });

  it('delete: the leads come back live, unless a live lead took the phone since', async () => {
    const manager = await actorWith(t, 'super_sales_manager');
    const a = await makeLead(t, { assignedTo: manager.user.id });
    const b = await makeLead(t, { assignedTo: manager.user.id });
    const actionId = actionOf(await post('/markAsDeleted', { leadsIds: [a.id, b.id] }, manager.headers));
    expect((await leadRow(t, a.id))!.deletedAt).not.toBeNull();
    await makeLead(t, { phoneNumber: b.phoneNumber });

    const res = await undo(actionId, manager.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UndoResult>()).toMatchObject({ restored: 1, skipped: 1 });
    expect((await leadRow(t, a.id))!.deletedAt).toBeNull();
    expect((await leadRow(t, b.id))!.deletedAt).not.toBeNull();
  });

  it("refuses another user's action (404), lets an admin undo it, and refuses roles that cannot edit", async () => {
    const lead = await makeLead(t, { assignedTo: seller.id, status: 'NEW' });
    const actionId = actionOf(await post('/bulkStatus', { leads: [lead.id], status: 'ACTIVE' }, sellerH));
    expect((await undo(actionId, other)).statusCode).toBe(404);
    expect((await undo('00000000-0000-4000-8000-000000000000', sellerH)).statusCode).toBe(404);
    const affiliate = await actorWith(t, 'affiliate');
    expect((await undo(actionId, affiliate.headers)).statusCode).toBe(403);
    expect((await undo('not-a-uuid', sellerH)).statusCode).toBe(400);
    expect((await leadRow(t, lead.id))!.status).toBe('ACTIVE');
    expect((await undo(actionId)).json<UndoResult>()).toMatchObject({ restored: 1, skipped: 0 });
    expect((await leadRow(t, lead.id))!.status).toBe('NEW');
  });

  it('skips leads the undoer can no longer see', async () => {
    const lead = await makeLead(t, { assignedTo: seller.id, status: 'NEW' });
    const actionId = actionOf(await post('/bulkFunnel', { leads: [lead.id], funnel: 'Trash' }, sellerH));
    // The admin moves the lead out of the seller's scope (assignee change also skips it).
    await t.database.db.execute(
      sql`UPDATE leads SET assigned_to = ${colleague.id}::uuid WHERE id = ${lead.id}::uuid`,
    );
    expect((await undo(actionId, sellerH)).json<UndoResult>()).toMatchObject({ restored: 0, skipped: 1 });
    expect((await leadRow(t, lead.id))!.funnel).toBe('Trash');
  });

  it(`refuses an action older than ${UNDO_WINDOW_MINUTES} minutes with a 409 naming the window`, async () => {
    const lead = await makeLead(t, { status: 'NEW' });
    const actionId = actionOf(await post('/bulkStatus', { leads: [lead.id], status: 'ACTIVE' }));
    await t.database.db.execute(
      sql`UPDATE lead_actions SET created_at = now() - make_interval(mins => ${UNDO_WINDOW_MINUTES + 1})
          WHERE id = ${actionId}::uuid`,
    );
    const res = await undo(actionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      key: MSG.messages.undoExpired,
      params: { minutes: UNDO_WINDOW_MINUTES },
    });
    expect((await leadRow(t, lead.id))!.status).toBe('ACTIVE');
  });
});
