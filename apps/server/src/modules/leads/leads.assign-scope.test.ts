import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { twoOrgs, type Signed, type TwoOrgs } from '../../test/two-orgs.js';
import { makeLead } from './leads.test-helpers.js';

/*
 * Assigning leads follows the team (issue 18 item 3, "fix the class"): a super sales manager hands leads to
 * its own organisation's staff only. Before, `canAssignTo` let any super sales manager assign to every
 * organisation's sales floor and listed them all in its picker.
 */
describe.each(ENGINES)('assigning within the team on %s', (engine) => {
  const t = useTestApp(engine);
  let o: TwoOrgs;
  beforeAll(async () => {
    o = await twoOrgs(t);
  });

  const picker = async (actor: Signed) => {
    const res = await t.app.inject({ url: '/api/users/getUsersForAssign', headers: actor.headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ rows: Array<{ id: string }> }>().rows.map((r) => r.id);
  };
  const assign = (actor: Signed, leadId: string, username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads/assign',
      headers: actor.headers,
      payload: { leadsIds: [leadId], username },
    });

  it("lists its own organisation's floor in the picker, never another's", async () => {
    const ids = await picker(o.a.ssm);
    expect(ids).toEqual(expect.arrayContaining([o.a.ssm.user.id, o.a.sm.user.id, o.a.sales.user.id]));
    for (const other of [o.b.ssm, o.b.sm, o.b.sales]) expect(ids).not.toContain(other.user.id);
    expect(await picker(o.admin)).toEqual(
      expect.arrayContaining([o.a.sales.user.id, o.b.sales.user.id, o.b.ssm.user.id]),
    );
  });

  it("refuses to hand its team's lead to another organisation's staff and changes nothing", async () => {
    const lead = await makeLead(t, { assignedTo: o.a.sales.user.id });
    for (const other of [o.b.sales, o.b.sm, o.b.ssm]) {
      const res = await assign(o.a.ssm, lead.id, other.user.username);
      expect(res.statusCode, other.user.role).toBe(403);
    }
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.assignedTo).toBe(o.a.sales.user.id);
    expect((await assign(o.a.ssm, lead.id, o.a.sm.user.username)).statusCode).toBe(200);
    const [moved] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(moved!.assignedTo).toBe(o.a.sm.user.id);
  });
});
