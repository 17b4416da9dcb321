import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import { queryRows } from '../../lib/sql.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { integrationBody, makeLead } from '../integrations/integrations.test-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { activeFlowsAt } from './distribution.repository.js';
import { startRoutes } from './distribution.start.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  makeFlow,
  routeOf,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * Starting a route (distribution.start.ts). A process routes by its cached active flows
 * (distribution.repository.ts `createFlowCache`); a route's insert checks the flows' fingerprint in its own statement. These tests change the flows the way another
 * server process would (straight in the database, so this process's cache is not told) and post leads: each
 * lead must be routed by the flows as they are, never by the cached copy.
 */

describe.each(ENGINES)('cached flows are never used stale (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 1_000, noWorkers: true });

  /** Posts one intake lead of `campaign`; answers the flow its route was started in (null: no route). */
  async function flowOfNewLead(campaign: string): Promise<string | null> {
    const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign }));
    expect(res.statusCode, res.body).toBe(201);
    return flowOfLead(res.json<{ id: string }>().id);
  }
  /** The flow a lead's route was started in (null: no route). */
  async function flowOfLead(id: string): Promise<string | null> {
    // The intake answers once the route is started (distribution runs before the answer).
    const [route] = await queryRows<{ flow_id: string }>(
      suite.t.database.db,
      sql`SELECT flow_id FROM lead_distributions WHERE lead_id = ${id}::uuid`,
    );
    return route?.flow_id ?? null;
  }
  /** Another process's edit: the row changes and its `updated_at` moves, as the flows API does. */
  const editElsewhere = (flowId: string, set: ReturnType<typeof sql>) =>
    suite.t.database.db.execute(
      sql`UPDATE distribution_flows SET ${set}, updated_at = now() + interval '1 millisecond' WHERE id = ${flowId}::uuid`,
    );

  it('follows flows deactivated, reactivated, re-matched and created behind its back', async () => {
    const admin = suite.actors.admin.headers;
    const buyer = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`);
    const first = await campaignFlow(suite.t, admin, 'Cache-1', {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
    });
    // Routed, and the flows are now cached in this process.
    expect(await flowOfNewLead('Cache-1')).toBe(first);

    await editElsewhere(first, sql`active = false`);
    expect(await flowOfNewLead('Cache-1')).toBeNull();

    await editElsewhere(first, sql`active = true`);
    expect(await flowOfNewLead('Cache-1')).toBe(first);

    // A flow created elsewhere takes a lead no cached flow matches.
    const second = await campaignFlow(suite.t, admin, 'Cache-2', {
      method: 'priority',
      buyers: [{ integrationId: buyer }],
    });
    expect(await flowOfNewLead('Cache-2')).toBe(second);

    // The cached copy of the first flow still matches Cache-1; the flow itself no longer does.
    await editElsewhere(first, sql`match = jsonb_set(match, '{campaigns}', '["Cache-9"]'::jsonb)`);
    expect(await flowOfNewLead('Cache-1')).toBeNull();
    expect(await flowOfNewLead('Cache-9')).toBe(first);

    // A more specific flow created elsewhere wins over the cached one that also matches.
    const third = await makeFlow(suite.t, admin, {
      name: 'Cache three',
      method: 'priority',
      match: { campaigns: ['Cache-9'], countries: ['SA'] },
      buyers: [{ integrationId: buyer }],
    });
    expect(await flowOfNewLead('Cache-9')).toBe(third);

    // A flow deleted elsewhere (archived, as DELETE /distribution/flows/:id does) routes nothing more.
    await editElsewhere(third, sql`active = false, deleted_at = now()`);
    expect(await flowOfNewLead('Cache-9')).toBe(first);
  }, 60_000);

  it('judges an intake lead by the facts it was written with (affiliate, country, platform)', async () => {
    const admin = suite.actors.admin.headers;
    const google = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`, {
      platforms: ['google'],
      countries: ['SA'],
    });
    const anyone = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`);
    const flow = await makeFlow(suite.t, admin, {
      name: 'Facts',
      method: 'priority',
      match: { campaigns: ['Facts'], affiliates: [suite.aff.user.id], countries: ['SA'] },
      buyers: [
        { integrationId: google, priority: 1 },
        { integrationId: anyone, priority: 2 },
      ],
    });
    const post = async (key: string, fields: Record<string, unknown>) => {
      const res = await postLead(suite.t, key, intakeBody({ campaign: 'Facts', ...fields }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const sentTo = async (id: string) => {
      const route = await routeOf(suite.t, admin, id);
      return route.steps.filter((s) => s.outcome === 'sent').map((s) => s.integrationId);
    };
    // The platform as posted ("Google") is stored lower-cased, and the buyer's filter takes it.
    const fromGoogle = await post(suite.aff.key, { platform: 'Google' });
    expect(await sentTo(fromGoogle)).toEqual([google]);
    const fromBing = await post(suite.aff.key, { platform: 'bing' });
    expect(await sentTo(fromBing)).toEqual([anyone]);
    const skipped = (await routeOf(suite.t, admin, fromBing)).steps.find((s) => s.integrationId === google);
    expect(skipped?.reason).toEqual({ code: 'filter', field: 'platform' });
    // Another affiliate's lead, or one from another country, is not this flow's.
    const other = await affiliateWithKey(suite.t);
    const res = await postLead(suite.t, other.key, intakeBody({ campaign: 'Facts' }));
    expect(await flowOfLead(res.json<{ id: string }>().id)).toBeNull();
    const phone = `050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const abroad = await post(suite.aff.key, { country: 'AE', phoneNumber: phone });
    expect(await flowOfLead(abroad)).toBeNull();
    expect(await flowOfLead(fromGoogle)).toBe(flow);
  }, 60_000);

  /** A priority flow of `campaign`: a buyer with a day cap of 1, then a backup without caps. */
  async function cappedThenBackup(campaign: string) {
    const admin = suite.actors.admin.headers;
    const url = `${suite.partner.url}/accept`;
    const capped = await makeBuyer(suite.t, admin, suite.actors.owner.id, url, { caps: { day: 1 } });
    const backup = await makeBuyer(suite.t, admin, suite.actors.owner.id, url);
    await campaignFlow(suite.t, admin, campaign, { method: 'priority', buyers: inPriority(capped, backup) });
    return { admin, url, capped, backup };
  }

  it("judges a flow's buyers by their settings now, not as the last start read them", async () => {
    const { capped, backup } = await cappedThenBackup('Hints');
    /** Posts a lead of the flow; answers the buyer its first send went to. */
    const buyerOfNewLead = async () => {
      const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign: 'Hints' }));
      expect(res.statusCode, res.body).toBe(201);
      const [send] = await queryRows<{ integration_id: string }>(
        suite.t.database.db,
        sql`SELECT integration_id FROM distribution_sends WHERE lead_id = ${res.json<{ id: string }>().id}::uuid`,
      );
      return send?.integration_id;
    };
    expect(await buyerOfNewLead()).toBe(capped);
    // Judged from the reads made with the route's insert (the flow's buyers are known by now): day 1/1.
    expect(await buyerOfNewLead()).toBe(backup);
    // Another process moves the cap to an hour window of 5: the reads built for a day window are not used.
    await suite.t.database.db.execute(
      sql`UPDATE integrations SET distribution = jsonb_set(distribution, '{caps}', '{"hour": 5}') WHERE id = ${capped}::uuid`,
    );
    expect(await buyerOfNewLead()).toBe(capped);
    expect(await buyerOfNewLead()).toBe(capped);
  }, 60_000);

  it('an integration without buyer settings is no buyer: no flow may name it, a flow that does skips it', async () => {
    const { admin, url, capped: off, backup } = await cappedThenBackup('Switched');
    // Its buyer settings switched off: it took the flow's leads past the day cap it had, at no price.
    const put = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/integrations/${off}`,
      headers: admin,
      payload: integrationBody(url, { distribution: null }),
    });
    expect(put.statusCode, put.body).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await postLead(suite.t, suite.aff.key, intakeBody({ campaign: 'Switched' }));
      const route = await routeOf(suite.t, admin, res.json<{ id: string }>().id);
      expect(route.steps.find((s) => s.integrationId === off)).toMatchObject({
        outcome: 'skipped',
        reason: { code: 'inactive', state: 'not_buyer' },
      });
      expect(route.sends.map((s) => s.integrationId)).toEqual([backup]);
    }
    const named = await suite.t.app.inject({
      method: 'POST',
      url: '/api/distribution/flows',
      headers: admin,
      payload: {
        name: 'Not a buyer',
        method: 'priority',
        match: { campaigns: ['Switched-2'] },
        buyers: inPriority(off),
      },
    });
    expect([named.statusCode, named.json().errors?.[0]?.field]).toEqual([400, 'buyers.0.integrationId']);
    expect(named.json().message).toMatch(/has no buyer settings/);
  }, 60_000);

  it('reads lead and buyer ids in either case (PostgreSQL does): an upper-case id is distributed', async () => {
    const admin = suite.actors.admin.headers;
    const buyer = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`);
    await campaignFlow(suite.t, admin, 'Upper', {
      method: 'priority',
      buyers: inPriority(buyer.toUpperCase()),
    });
    const lead = await makeLead(suite.t, { campaign: 'Upper' });
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/leads/distribute',
      headers: admin,
      payload: { leadsIds: [lead.id.toUpperCase(), lead.id] },
    });
    expect(res.json()).toMatchObject({ count: 1, skipped: 0 });
    expect((await routeOf(suite.t, admin, lead.id)).sends.map((s) => s.integrationId)).toEqual([buyer]);
  }, 60_000);

  it('answers a conflict, not a crash, when the flows change under every try of a start', async () => {
    const admin = suite.actors.admin.headers;
    // A lead posted before any flow takes its campaign: no route yet.
    const lead = await postLead(suite.t, suite.aff.key, intakeBody({ campaign: 'Churn' }));
    const leadId = lead.json<{ id: string }>().id;
    expect(await flowOfLead(leadId)).toBeNull();
    const buyer = await makeBuyer(suite.t, admin, suite.actors.owner.id, `${suite.partner.url}/accept`);
    await campaignFlow(suite.t, admin, 'Churn', { method: 'priority', buyers: [{ integrationId: buyer }] });
    const db = suite.t.database.db;
    // Flows edited by another process before each of this start's tries: the fingerprint read with the
    // flows never matches the one the route's insert computes.
    const churning = async () => ({ ...(await activeFlowsAt(db)), fingerprint: 'edited meanwhile' });
    let reads = 0;
    const flows = { get: () => churning(), refresh: () => (reads++, churning()), buyers: new Map() };
    const ctx = { now: () => new Date(), random: Math.random };
    const started = startRoutes(db, ctx, [leadId], 'bulk', () => undefined, flows);
    await expect(started).rejects.toBeInstanceOf(AppError);
    await expect(started).rejects.toMatchObject({ status: 409, key: 'problems.flowsChanging' });
    expect(reads).toBe(5);
    expect(await flowOfLead(leadId)).toBeNull();
    // With the flows left alone, the same start routes the lead.
    const calm = await startRoutes(db, ctx, [leadId], 'bulk', () => undefined, {
      get: () => activeFlowsAt(db),
      refresh: () => activeFlowsAt(db),
      buyers: new Map(),
    });
    expect(calm.count).toBe(1);
    expect(await flowOfLead(leadId)).not.toBeNull();
  }, 60_000);
});
