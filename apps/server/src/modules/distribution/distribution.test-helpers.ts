import { sql } from 'drizzle-orm';
import type { BuyerDistributionInput, FlowInput, LeadDistribution } from '@leadhouse/domain';
import { afterAll, beforeAll } from 'vitest';
import type { DistributionOptions } from './distribution.service.js';
import { startPartner, type Partner } from '../../test/partner.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { affiliateWithKey } from '../intake/intake.test-helpers.js';
import { setupActors } from '../integrations/integrations.test-helpers.js';
import { createIntegrationVia } from '../integrations/integrations.test-helpers.js';

/** Creates a buyer (an integration with buyer settings) posting to `url`; returns its id. */
export async function makeBuyer(
  t: TestApp,
  admin: Record<string, string>,
  ownerId: string,
  url: string,
  distribution: BuyerDistributionInput = {},
): Promise<string> {
  const created = await createIntegrationVia(t, admin, ownerId, url, { distribution });
  return created.integration.id;
}

/** Creates a flow through the API; returns its id. */
export async function makeFlow(t: TestApp, admin: Record<string, string>, flow: FlowInput): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/distribution/flows',
    headers: admin,
    payload: flow,
  });
  if (res.statusCode !== 201) throw new Error(`flow: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A lead's route as an admin reads it. */
export async function routeOf(t: TestApp, admin: Record<string, string>, leadId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/leads/${leadId}/distribution`, headers: admin });
  if (res.statusCode !== 200) throw new Error(`route: ${res.statusCode} ${res.body}`);
  return res.json<LeadDistribution>();
}

/** Routes by state, for the given leads. */
export async function statesOfLeads(t: TestApp, leadIds: readonly string[]): Promise<Record<string, number>> {
  const r = (await t.database.db.execute(
    sql`SELECT state, count(*)::int AS n FROM lead_distributions
        WHERE lead_id = ANY(${'{' + leadIds.join(',') + '}'}::uuid[]) GROUP BY state`,
  )) as unknown as { rows: Array<{ state: string; n: number }> };
  return Object.fromEntries(r.rows.map((x) => [x.state, x.n]));
}

/** Accepted sends per buyer. */
export async function soldPerBuyer(t: TestApp, buyers: readonly string[]): Promise<number[]> {
  const r = (await t.database.db.execute(
    sql`SELECT integration_id, count(*)::int AS n FROM distribution_sends WHERE status = 'accepted'
        GROUP BY integration_id`,
  )) as unknown as { rows: Array<{ integration_id: string; n: number }> };
  const by = new Map(r.rows.map((x) => [x.integration_id, x.n]));
  return buyers.map((b) => by.get(b) ?? 0);
}

/** For each lead (in order), the buyer whose accepted send holds it (null: none); exclusive flows. */
export async function acceptedBy(t: TestApp, leadIds: readonly string[]): Promise<Array<string | null>> {
  const r = (await t.database.db.execute(
    sql`SELECT lead_id, integration_id FROM distribution_sends
        WHERE status = 'accepted' AND lead_id = ANY(${'{' + leadIds.join(',') + '}'}::uuid[])`,
  )) as unknown as { rows: Array<{ lead_id: string; integration_id: string }> };
  const by = new Map(r.rows.map((x) => [x.lead_id, x.integration_id]));
  return leadIds.map((id) => by.get(id) ?? null);
}

/** What a distribution test file works with (filled before its first test by `useDistributionSuite`). */
export interface DistributionSuite {
  t: TestApp;
  /** The loopback partner the buyers post to (`/accept`, `/reject`, …). */
  partner: Partner;
  actors: Awaited<ReturnType<typeof setupActors>>;
  /** An affiliate with an intake API key. */
  aff: Awaited<ReturnType<typeof affiliateWithKey>>;
}

/**
 * The set-up distribution test files share, registered on the current `describe`: a test app on `engine`
 * (integrations allowed to 127.0.0.1, these `distribution` options), a partner, the actors and an affiliate
 * with a key; all closed after the block. Answers the suite object, filled before the first test.
 */
export function useDistributionSuite(
  engine: Parameters<typeof createTestApp>[0],
  distribution: DistributionOptions,
): DistributionSuite {
  const suite = {} as DistributionSuite;
  beforeAll(async () => {
    suite.partner = await startPartner();
    suite.t = await createTestApp(engine, { integrationAllowHosts: '127.0.0.1' }, undefined, {
      distribution,
    });
    suite.actors = await setupActors(suite.t);
    suite.aff = await affiliateWithKey(suite.t);
  }, 120_000);
  afterAll(async () => {
    await suite.t?.close();
    await suite.partner?.close();
  });
  return suite;
}
