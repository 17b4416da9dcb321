import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Buyer } from '@leadhouse/domain';
import { queryRows } from '../../lib/sql.js';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';
import { campaignFlow, makeBuyer, statesOfLeads, useDistributionSuite } from './distribution.test-helpers.js';

/*
 * A buyer's total cap counted again (`POST /api/distribution/buyers/:id/resetTotal`; ANCHORS "total (manual
 * reset)"): the total window starts empty from the reset on, the leads sold before stay counted in the old
 * one, a held lead then goes to the buyer; refused for a buyer without a total cap, an unknown id and a
 * sales user.
 */

describe.each(ENGINES)('a buyer’s total cap counted again (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 2_000, sweepSeconds: 60 });
  const admin = () => suite.actors.admin.headers;
  const resetTotal = (id: string, headers = admin()) =>
    suite.t.app.inject({ method: 'POST', url: `/api/distribution/buyers/${id}/resetTotal`, headers });

  it('starts the total from zero: the held lead is sold on release, the old count is kept', async () => {
    const campaign = `Total-${engine}`;
    const url = `${suite.partner.url}/accept`;
    const buyer = await makeBuyer(suite.t, admin(), suite.actors.owner.id, url, { caps: { total: 2 } });
    await campaignFlow(suite.t, admin(), campaign, {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
      holdMinutes: 60,
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign }));
      ids.push(res.json<{ id: string }>().id);
    }
    const states = () => statesOfLeads(suite.t, ids);
    await waitUntil(async () => (await states()).sold === 2 && (await states()).held === 1, 20_000, '2 + 1');

    const res = await resetTotal(buyer);
    expect(res.statusCode, res.body).toBe(200);
    const total = res.json<Buyer>().meters.find((m) => m.window === 'total')!;
    expect(total).toMatchObject({ cap: 2, used: 0, left: 2, resetsAt: null });
    expect(total.startsAt).not.toBeNull();

    const release = await suite.t.app.inject({
      method: 'POST',
      url: '/api/distribution/held/release',
      headers: admin(),
      payload: { leadsIds: ids },
    });
    expect(release.statusCode, release.body).toBe(200);
    await waitUntil(async () => (await states()).sold === 3, 20_000, 'the held lead sold after the reset');
    const list = await suite.t.app.inject({ url: '/api/distribution/buyers', headers: admin() });
    const after = list.json<{ rows: Buyer[] }>().rows.find((b) => b.integrationId === buyer)!;
    expect(after.meters.find((m) => m.window === 'total')).toMatchObject({ used: 1, left: 1 });
    // Nothing lost: the old window keeps its 2, and each reset is kept with who made it.
    const counters = await queryRows<{ used: number }>(
      suite.t.database.db,
      sql`SELECT used FROM distribution_cap_counters WHERE integration_id = ${buyer}::uuid AND "window" = 'total'
          ORDER BY window_start`,
    );
    expect(counters.map((c) => Number(c.used))).toEqual([2, 1]);
    expect((await resetTotal(buyer)).statusCode).toBe(200);
    const resets = await queryRows<{ reset_by: string }>(
      suite.t.database.db,
      sql`SELECT reset_by FROM distribution_total_resets WHERE integration_id = ${buyer}::uuid`,
    );
    expect(resets.map((r) => r.reset_by)).toEqual([suite.actors.admin.user.id, suite.actors.admin.user.id]);
  }, 60_000);

  it('refuses a buyer without a total cap (409), an unknown id (404) and a sales user (403)', async () => {
    const url = `${suite.partner.url}/accept`;
    const daily = await makeBuyer(suite.t, admin(), suite.actors.owner.id, url, { caps: { day: 5 } });
    const none = await resetTotal(daily);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(
      'This buyer has no total cap: there is nothing to count again',
    );
    expect((await resetTotal('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const sales = await actorWith(suite.t, 'sales');
    expect((await resetTotal(daily, sales.headers)).statusCode).toBe(403);
  });
});
