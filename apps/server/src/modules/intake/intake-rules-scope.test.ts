import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { IntakeRule } from '@leadhouse/domain';
import { intakeRules } from '../../db/schema/index.js';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { snapshot, twoOrgs, type Signed, type TwoOrgs } from '../../test/two-orgs.js';
import { makePool } from '../leads/leads.test-helpers.js';
import { affiliateWithKey } from './intake.test-helpers.js';

/*
 * An intake rule is an upsert on its natural key (affiliate, campaign): saving it replaces the rule of the
 * same pair, so it may be replaced only by someone who may manage the pool it sends leads to now (issue 18
 * item 2; SECURITY.md "An upsert on a natural key"). Matrix over two organisations: every denied cell
 * answers 403/404 and leaves intake_rules unchanged.
 */

type ActorKey = 'admin' | 'ssmA' | 'smA' | 'ssmB' | 'smB' | 'salesB';
/** Who may replace or delete the rule that now sends leads to organisation B's pool (stated by hand). */
const ALLOWED: Record<ActorKey, boolean> = {
  admin: true,
  ssmA: false,
  smA: false,
  ssmB: true,
  smB: true,
  salesB: false, // no `pools` feature
};

describe.each(ENGINES)('intake rules ownership on %s', (engine) => {
  const t = useTestApp(engine);
  let o: TwoOrgs;
  let actors: Record<ActorKey, Signed>;
  let poolA: string;
  let poolB: string;
  let affiliateId: string;
  beforeAll(async () => {
    o = await twoOrgs(t);
    actors = { admin: o.admin, ssmA: o.a.ssm, smA: o.a.sm, ssmB: o.b.ssm, smB: o.b.sm, salesB: o.b.sales };
    poolA = await makePool(t, [o.a.sales.user.id]);
    poolB = await makePool(t, [o.b.sales.user.id]);
    affiliateId = (await affiliateWithKey(t)).user.id;
  });

  const put = (actor: Signed, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/intake/rules', headers: actor.headers, payload });

  /** The rule of `target` saved by B's sales manager to B's pool (replacing whatever it was). */
  async function bRule(target: object): Promise<IntakeRule> {
    await t.database.db.delete(intakeRules);
    const res = await put(o.b.sm, { ...target, poolId: poolB });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IntakeRule>();
  }

  const targets = () => [
    { affiliateId },
    { campaign: 'Scope-Camp' },
    { affiliateId, campaign: 'Scope-Camp' },
  ];

  it.each(Object.keys(ALLOWED) as ActorKey[])('%s: replacing and deleting B’s rule', async (key) => {
    const actor = actors[key];
    const ownPool = key.endsWith('A') || key === 'admin' ? poolA : poolB;
    for (const target of targets()) {
      const rule = await bRule(target);
      const before = await snapshot(t, 'intake_rules');
      const res = await put(actor, { ...target, poolId: ownPool });
      const cell = `${key} PUT ${JSON.stringify(target)}: ${res.body}`;
      if (ALLOWED[key]) {
        expect(res.statusCode, cell).toBe(200);
        expect(res.json<IntakeRule>(), cell).toMatchObject({ id: rule.id, poolId: ownPool });
      } else {
        expect([403, 404], cell).toContain(res.statusCode);
        expect(await snapshot(t, 'intake_rules'), cell).toBe(before);
      }
      const again = await bRule(target);
      const beforeDelete = await snapshot(t, 'intake_rules');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/intake/rules/${again.id}`,
        headers: actor.headers,
      });
      if (ALLOWED[key]) expect(del.statusCode, `${key} DELETE`).toBe(200);
      else {
        expect([403, 404], `${key} DELETE`).toContain(del.statusCode);
        expect(await snapshot(t, 'intake_rules'), `${key} DELETE`).toBe(beforeDelete);
      }
    }
  });

  it('keeps B’s incoming leads in B’s pool when A tries to take the rule', async () => {
    const rule = await bRule({ affiliateId });
    expect((await put(o.a.ssm, { affiliateId, poolId: poolA })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(intakeRules).where(eq(intakeRules.id, rule.id));
    expect(row).toMatchObject({ poolId: poolB, createdBy: o.b.sm.user.id });
    // A new pair is still A's to set.
    const own = await put(o.a.ssm, { campaign: 'A-Only-Camp', poolId: poolA });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('concurrent saves of a new pair by both teams: one team owns it, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const campaign = `Race-${round}`;
      const tries = Array.from({ length: 6 }, (_, i) => (i % 2 ? o.a.ssm : o.b.sm));
      const answers = await Promise.all(
        tries.map((actor) => put(actor, { campaign, poolId: actor === o.a.ssm ? poolA : poolB })),
      );
      const winners = new Set(tries.filter((_, i) => answers[i]!.statusCode === 200));
      expect(winners.size, answers.map((a) => a.body).join('\n')).toBe(1);
      for (const a of answers) expect([200, 403, 409]).toContain(a.statusCode);
      const [rule] = await t.database.db.select().from(intakeRules).where(eq(intakeRules.campaign, campaign));
      expect(rule!.poolId).toBe([...winners][0] === o.a.ssm ? poolA : poolB);
    }
  });
});
