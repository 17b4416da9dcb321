import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@leadhouse/domain';
import { actorWith, ENGINES, useTestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { makeLead, makeManyLeads, makePool } from '../leads/leads.test-helpers.js';
import { eventsOf, listenOnce, openStream } from './notifications.test-helpers.js';

/*
 * Lead producers (issue 21 §1, §2): an assignment tells each new assignee once per action with the count;
 * live lead events reach only users who may see the lead (an agent is not told of a lead outside its
 * scope).
 */
describe.each(ENGINES)('lead notifications and live lead events on %s', (engine) => {
  const t = useTestApp(engine);
  let base: string;
  beforeAll(async () => {
    base = await listenOnce(t);
  });

  const notificationsOf = (userId: string) =>
    t.database.query<{ kind: string; subject_id: string; data: Record<string, unknown> }>(
      'SELECT kind, subject_id, data FROM notifications WHERE user_id = $1 ORDER BY seq',
      [userId],
    );
  const assign = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leads/assign', headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a single assignment tells the assignee once, not the manager who assigned', async () => {
    const manager = await actorWith(t, 'admin');
    const agent = await actorWith(t, 'sales');
    const lead = await makeLead(t);
    await assign(manager.headers, { leadsIds: [lead.id], username: agent.user.username });
    expect(await notificationsOf(agent.user.id)).toEqual([
      { kind: 'lead.assigned', subject_id: lead.id, data: { count: 1 } },
    ]);
    expect(await notificationsOf(manager.user.id)).toEqual([]);
    // Assigning it again to the same agent changes no assignee: nothing new.
    await assign(manager.headers, { leadsIds: [lead.id], username: agent.user.username });
    expect(await notificationsOf(agent.user.id)).toHaveLength(1);
  });

  it('a bulk assignment of 600 leads is ONE notification with count 600', async () => {
    const manager = await actorWith(t, 'admin');
    const agent = await actorWith(t, 'sales');
    const ids = await makeManyLeads(t, 600, `bulk${Date.now()}`);
    await assign(manager.headers, { leadsIds: ids, username: agent.user.username });
    const mine = await notificationsOf(agent.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toEqual({ count: 600 });
    expect(ids).toContain(mine[0]!.subject_id);
  });

  it("a pool's round-robin tells each member once with its share", async () => {
    const manager = await actorWith(t, 'admin');
    const members = [await actorWith(t, 'sales'), await actorWith(t, 'sales'), await actorWith(t, 'sales')];
    const poolId = await makePool(
      t,
      members.map((m) => m.user.id),
    );
    const ids = await makeManyLeads(t, 300, `pool${Date.now()}`);
    await assign(manager.headers, { leadsIds: ids, poolId });
    const shares = await Promise.all(members.map((m) => notificationsOf(m.user.id)));
    for (const s of shares) {
      expect(s).toHaveLength(1);
      expect(s[0]!.data).toEqual({ count: 100, poolId });
    }
  });

  it("an intake rule's pool tells the member whose turn it is, once per lead", async () => {
    const admin = await actorWith(t, 'admin');
    const aff = await affiliateWithKey(t);
    const members = [await actorWith(t, 'sales'), await actorWith(t, 'sales')];
    const poolId = await makePool(
      t,
      members.map((m) => m.user.id),
    );
    const rule = await t.app.inject({
      method: 'PUT',
      url: '/api/intake/rules',
      headers: admin.headers,
      payload: { affiliateId: aff.user.id, poolId },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postLead(t, aff.key, intakeBody());
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    const told = [
      ...(await notificationsOf(members[0]!.user.id)),
      ...(await notificationsOf(members[1]!.user.id)),
    ];
    expect(told.map((n) => n.subject_id).sort()).toEqual([...ids].sort());
    for (const n of told) expect(n).toMatchObject({ kind: 'lead.assigned', data: { count: 1, poolId } });
  });

  it('lead.changed and leads.created reach only the users who may see the lead', async () => {
    const manager = await actorWith(t, 'admin');
    const mine = await actorWith(t, 'sales');
    const outsider = await actorWith(t, 'sales');
    const [a, b, boss] = [
      await openStream(base, mine.headers),
      await openStream(base, outsider.headers),
      await openStream(base, manager.headers),
    ];
    await expect.poll(() => [a, b, boss].every((s) => eventsOf(s, 'ready').length === 1)).toBe(true);
    const lead = await makeLead(t, { assignedTo: mine.user.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/changeStatus',
      headers: manager.headers,
      payload: { leadId: lead.id, status: LEAD_STATUSES[1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(() => eventsOf(a, 'lead.changed').map((e) => e.data))
      .toEqual([{ leadId: lead.id, by: manager.user.id }]);
    await expect.poll(() => eventsOf(boss, 'lead.changed').length).toBe(1);
    await expect.poll(() => eventsOf(a, 'leads.created').map((e) => e.data)).toEqual([{ count: 1 }]);
    expect(eventsOf(boss, 'leads.created').map((e) => e.data)).toEqual([{ count: 1 }]);
    // The outsider heard of neither; a later event of its own proves its stream was live all along.
    await makeLead(t, { assignedTo: outsider.user.id });
    await expect.poll(() => eventsOf(b, 'leads.created').length).toBe(1);
    expect(eventsOf(b, 'lead.changed')).toEqual([]);
    for (const s of [a, b, boss]) s.close();
  });
});
