import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, poolMembers, pools } from '../../db/schema/index.js';
import {
  actorWith,
  ENGINES,
  makeUser,
  signInAs,
  type TestApp,
  uniq,
  useTestApp,
} from '../../test/test-app.js';
import { makeLead } from '../leads/leads.test-helpers.js';

type Headers = { authorization: string };

async function makePool(t: TestApp, memberIds: string[]): Promise<string> {
  const [pool] = await t.database.db
    .insert(pools)
    .values({ name: uniq('pool') })
    .returning({ id: pools.id });
  if (memberIds.length)
    await t.database.db.insert(poolMembers).values(memberIds.map((userId) => ({ poolId: pool!.id, userId })));
  return pool!.id;
}

/*
 * Pools team scope (docs/decisions.md "Pools"): a manager sees, edits and deletes only pools whose members
 * are all in its team and adds only its team's members; any other pool answers 404. Before this rule a
 * sales manager could add itself to another team's pool and then read that team's pool leads.
 */
describe.each(ENGINES)('pools team scope on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Headers;
  let managerA: { id: string; headers: Headers };
  let salesA: { id: string };
  let salesB: { id: string };
  let poolB: string;
  let leadB: string;

  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
    const a = await actorWith(t, 'sales_manager');
    managerA = { id: a.user.id, headers: a.headers };
    salesA = await makeUser(t, { role: 'sales', managerId: a.user.id });
    const managerB = await makeUser(t, { role: 'sales_manager' });
    salesB = await makeUser(t, { role: 'sales', managerId: managerB.id });
    poolB = await makePool(t, [salesB.id]);
    leadB = (await makeLead(t, { poolId: poolB })).id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const membersOf = async (poolId: string) =>
    (await t.database.db.select().from(poolMembers).where(eq(poolMembers.poolId, poolId)))
      .map((m) => m.userId)
      .sort();
  const leadCount = async (headers: Headers) => (await call('GET', '/api/leads', headers)).json().count;

  it("refuses a manager joining another team's pool (404) and leaves the pool and its leads out of reach", async () => {
    const before = await leadCount(managerA.headers);
    const attack = await call('PUT', `/api/pools/${poolB}`, managerA.headers, {
      memberIds: [salesB.id, managerA.id],
    });
    expect(attack.statusCode).toBe(404);
    expect(await membersOf(poolB)).toEqual([salesB.id]);
    expect(await leadCount(managerA.headers)).toBe(before);
    expect((await call('GET', `/api/leads/${leadB}`, managerA.headers)).statusCode).toBe(404);
  });

  it("hides another team's pool from read, list, delete and the assign picker", async () => {
    expect((await call('GET', `/api/pools/${poolB}`, managerA.headers)).statusCode).toBe(404);
    const list = await call('GET', '/api/pools?limit=500', managerA.headers);
    expect(list.json().rows.map((p: { id: string }) => p.id)).not.toContain(poolB);
    expect((await call('DELETE', `/api/pools/${poolB}`, managerA.headers)).statusCode).toBe(404);
    expect(await t.database.db.select().from(pools).where(eq(pools.id, poolB))).toHaveLength(1);
    const forAssign = await call('GET', '/api/users/getPoolsForAssign', managerA.headers);
    expect(forAssign.json().rows.map((p: { id: string }) => p.id)).not.toContain(poolB);
  });

  it("keeps the manager's own team pool editable, but only with its team's members (403)", async () => {
    const created = await call('POST', '/api/pools', managerA.headers, {
      name: uniq('Team A '),
      memberIds: [salesA.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const joined = await call('PUT', `/api/pools/${id}`, managerA.headers, {
      memberIds: [salesA.id, managerA.id],
    });
    expect(joined.statusCode).toBe(200);
    expect(await membersOf(id)).toEqual([salesA.id, managerA.id].sort());

    const foreign = await call('PUT', `/api/pools/${id}`, managerA.headers, {
      memberIds: [salesA.id, salesB.id],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].field).toBe('memberIds');
    expect(await membersOf(id)).toEqual([salesA.id, managerA.id].sort());
    const foreignCreate = await call('POST', '/api/pools', managerA.headers, {
      name: uniq('Steal '),
      memberIds: [salesB.id],
    });
    expect(foreignCreate.statusCode).toBe(403);

    const forAssign = await call('GET', '/api/users/getPoolsForAssign', managerA.headers);
    expect(forAssign.json().rows.map((p: { id: string }) => p.id)).toContain(id);
    expect((await call('DELETE', `/api/pools/${id}`, managerA.headers)).statusCode).toBe(200);
  });

  it('lets a super sales manager manage pools two levels down, not beside it', async () => {
    const superUser = await makeUser(t, { role: 'super_sales_manager' });
    const headers = await signInAs(t, superUser);
    const mid = await makeUser(t, { role: 'sales_manager', managerId: superUser.id });
    const deep = await makeUser(t, { role: 'sales', managerId: mid.id });
    const own = await makePool(t, [deep.id, mid.id]);
    const renamed = await call('PUT', `/api/pools/${own}`, headers, { description: 'ours' });
    expect(renamed.statusCode).toBe(200);
    expect((await call('PUT', `/api/pools/${poolB}`, headers, { description: 'x' })).statusCode).toBe(404);
  });

  it('leaves admins unaffected', async () => {
    expect((await call('GET', `/api/pools/${poolB}`, admin)).statusCode).toBe(200);
    const updated = await call('PUT', `/api/pools/${poolB}`, admin, { memberIds: [salesB.id, salesA.id] });
    expect(updated.statusCode).toBe(200);
    expect(await membersOf(poolB)).toEqual([salesB.id, salesA.id].sort());
    const forAssign = await call('GET', '/api/users/getPoolsForAssign', admin);
    expect(forAssign.json().rows.map((p: { id: string }) => p.id)).toContain(poolB);
    expect((await call('DELETE', `/api/pools/${poolB}`, admin)).statusCode).toBe(200);
  });

  it("refuses a manager assigning its leads to another team's pool (404), while its own pool works", async () => {
    const own = await makePool(t, [salesA.id]);
    const mine = await call('POST', '/api/leads', managerA.headers, {
      firstName: 'Own',
      lastName: 'Lead',
      phoneNumber: `5${String(Date.now()).slice(-9)}`,
      email: `${uniq('own')}@example.com`,
      country: 'SA',
    });
    expect(mine.statusCode).toBe(201);
    const leadId = mine.json<{ id: string }>().id;
    const attack = await call('POST', '/api/leads/assign', managerA.headers, {
      leadsIds: [leadId],
      poolId: poolB,
    });
    expect(attack.statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ poolId: leads.poolId })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(row!.poolId).toBeNull();
    const ok = await call('POST', '/api/leads/assign', managerA.headers, { leadsIds: [leadId], poolId: own });
    expect(ok.statusCode).toBe(200);
    const [after] = await t.database.db
      .select({ poolId: leads.poolId })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(after!.poolId).toBe(own);
  });
});
