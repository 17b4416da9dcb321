import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { IntegrationInput } from '@leadhouse/domain';
import { leads, type LeadRow } from '../../db/schema/index.js';
import { actorWith, makeUser, uniq, type TestApp } from '../../test/test-app.js';
import { makeLead as makeAnyLead, nextDigits } from '../leads/leads.test-helpers.js';

/** Inserts a lead directly (a British one, the partner's market); any column may be overridden. */
export function makeLead(t: TestApp, fields: Partial<typeof leads.$inferInsert> = {}): Promise<LeadRow> {
  return makeAnyLead(t, { phoneNumber: `44-${nextDigits()}`, country: 'GB', ...fields });
}

/** An integration body pointing at `url` with a secret header. */
export function integrationBody(url: string, extra: Partial<IntegrationInput> = {}): IntegrationInput {
  return {
    name: uniq('Partner '),
    url,
    headers: [
      { name: 'x-api-key', value: 'top-secret-value', secret: true },
      { name: 'x-source', value: 'leadhouse' },
    ],
    mapping: [
      { target: 'lead.first_name', source: 'firstName' },
      { target: 'lead.email', source: 'email' },
      { target: 'lead.phone', source: 'phoneNumber' },
      { target: 'affiliate', value: 'LH' },
    ],
    customerIdPath: 'data.customerId',
    rateLimitPerSecond: 1000,
    ...extra,
  };
}

/** An admin with headers and an integration-role user. */
export async function setupActors(t: TestApp) {
  const admin = await actorWith(t, 'admin');
  const owner = await makeUser(t, { role: 'integration' });
  return { admin, owner };
}

/** Creates an integration through the API; returns the answer (integration, secret, postback URL). */
export async function createIntegrationVia(
  t: TestApp,
  headers: Record<string, string>,
  userId: string,
  url: string,
  extra: Partial<IntegrationInput> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/integrations',
    headers,
    payload: { userId, ...integrationBody(url, extra) },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ integration: { id: string }; signingSecret: string; postbackUrl: string }>();
}

/** Waits until `check` answers true (polling every 100 ms), at most `ms`. @throws on timeout. */
export async function waitUntil(
  check: () => Promise<boolean>,
  ms = 20_000,
  what = 'condition',
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: ms, interval: 100 },
  );
}

/** Deliveries of an integration by state. */
export async function statesOf(t: TestApp, integrationId: string): Promise<Record<string, number>> {
  const r = (await t.database.db.execute(
    sql`SELECT state, count(*)::int AS n FROM integration_deliveries WHERE integration_id = ${integrationId}::uuid GROUP BY state`,
  )) as unknown as { rows: Array<{ state: string; n: number }> };
  return Object.fromEntries(r.rows.map((x) => [x.state, x.n]));
}
