import { sql } from 'drizzle-orm';
import type { BuyerDistributionInput, FlowInput, LeadDistribution } from '@leadhouse/domain';
import { beforeAll } from 'vitest';
import type { DistributionOptions } from './distribution.service.js';
import type { Partner } from '../../test/partner.js';
import { zoneAtNoon } from '../../test/zone-at-noon.js';
import type { createTestApp, TestApp } from '../../test/test-app.js';
import { affiliateWithKey } from '../intake/intake.test-helpers.js';
import {
  createIntegrationVia,
  setupActors,
  usePartnerApp,
} from '../integrations/integrations.test-helpers.js';

/**
 * Creates a buyer (an integration with buyer settings) posting to `url`; returns its id. Settings without a
 * zone or schedule count their windows in a zone where it is now noon (`zoneAtNoon`): a test that fills a
 * day cap on the real clock never sees the day turn.
 */
export async function makeBuyer(
  t: TestApp,
  admin: Record<string, string>,
  ownerId: string,
  url: string,
  distribution: BuyerDistributionInput = {},
): Promise<string> {
  const zoned =
    distribution.timeZone === undefined && distribution.schedule === undefined
      ? { ...distribution, timeZone: zoneAtNoon() }
      : distribution;
  const created = await createIntegrationVia(t, admin, ownerId, url, { distribution: zoned });
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
 * The set-up distribution test files share, registered on the current `describe`: a partner and a test app
 * on `engine` (`usePartnerApp`, with these `distribution` options), the actors and an affiliate with a key;
 * all closed after the block. Answers the suite object, filled before the first test.
 */
export function useDistributionSuite(
  engine: Parameters<typeof createTestApp>[0],
  distribution: DistributionOptions,
): DistributionSuite {
  const { t, partner } = usePartnerApp(engine, { distribution });
  const suite = { t, partner } as DistributionSuite;
  beforeAll(async () => {
    suite.actors = await setupActors(t);
    suite.aff = await affiliateWithKey(t);
  }, 120_000);
  return suite;
}

/** `ids` as a flow's buyers in priority order: the first gets priority 1, the next 2, and so on. */
export const inPriority = (...ids: string[]): FlowInput['buyers'] =>
  ids.map((integrationId, i) => ({ integrationId, priority: i + 1 }));

/**
 * Creates the flow of one campaign through the API (`makeFlow`): named `campaign` and matching that campaign
 * only, with the method, buyers and settings of `flow`; returns its id.
 */
export function campaignFlow(
  t: TestApp,
  admin: Record<string, string>,
  campaign: string,
  flow: Omit<FlowInput, 'name' | 'match'>,
): Promise<string> {
  return makeFlow(t, admin, { name: campaign, match: { campaigns: [campaign] }, ...flow });
}
