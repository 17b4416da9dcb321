import { describe, expect, it } from 'vitest';
import type { IntakeResult, IntakeRule } from '@leadhouse/domain';
import { ENGINES, makeUser, signInAs, useTestApp } from '../../test/test-app.js';
import { leadRow, makePool } from '../leads/leads.test-helpers.js';
import { affiliateWithKey, intakeBody, postLead } from './intake.test-helpers.js';

/** Intake rules: a default pool per affiliate or campaign, managed within the pools scope. */
describe.each(ENGINES)('intake rules on %s', (engine) => {
  const t = useTestApp(engine);

  it('intake rules: managers set a default pool per affiliate or campaign within their pools scope', async () => {
    const aff = await affiliateWithKey(t);
    const manager = await makeUser(t, { role: 'sales_manager' });
    const member = await makeUser(t, { managerId: manager.id });
    const stranger = await makeUser(t);
    const own = await makePool(t, [member.id]);
    const foreign = await makePool(t, [stranger.id]);
    const h = await signInAs(t, manager);
    const put = (payload: object, headers = h) =>
      t.app.inject({ method: 'PUT', url: '/api/intake/rules', headers, payload });
    const saved = await put({ affiliateId: aff.user.id, poolId: own });
    expect(saved.statusCode, saved.body).toBe(200);
    const rule = saved.json<IntakeRule>();
    expect(rule).toMatchObject({ affiliateId: aff.user.id, campaign: null, poolId: own });
    // Saving the same target again replaces the rule (one per affiliate/campaign pair).
    expect((await put({ affiliateId: aff.user.id, poolId: own })).json<IntakeRule>().id).toBe(rule.id);
    expect((await put({ affiliateId: aff.user.id, poolId: foreign })).statusCode).toBe(404);
    expect((await put({ poolId: own })).statusCode).toBe(400);
    expect((await put({ affiliateId: member.id, poolId: own })).statusCode).toBe(400);
    expect((await put({ campaign: 'has space', poolId: own })).statusCode).toBe(400);
    expect((await put({ campaign: 'Mgr-Camp', poolId: own }, aff.headers)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/intake/rules', headers: h });
    expect(list.json<{ rows: IntakeRule[] }>().rows.map((r) => r.id)).toEqual([rule.id]);
    const { id } = (await postLead(t, aff.key, intakeBody())).json<IntakeResult>();
    expect(await leadRow(t, id)).toMatchObject({ poolId: own, assignedTo: member.id });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/intake/rules/${rule.id}`, headers: h });
    expect(del.statusCode).toBe(200);
    const after = (await postLead(t, aff.key, intakeBody())).json<IntakeResult>();
    expect(await leadRow(t, after.id)).toMatchObject({ poolId: null, assignedTo: null });
  });
});
