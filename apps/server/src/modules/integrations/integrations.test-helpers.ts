import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { IntegrationInput } from '@leadhouse/domain';
import { leads, type LeadRow } from '../../db/schema/index.js';
import { adminQuery, signInOver } from '../../test/server-process.js';
import type { Engine } from '../../db/client.js';
import { startPartner, type Partner } from '../../test/partner.js';
import {
  actorWith,
  createTestApp,
  makeUser,
  uniq,
  useOpened,
  useTestApp,
  type TestApp,
} from '../../test/test-app.js';
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

/**
 * The start of the kill and restart tests, over a running server process at `url` on the PostgreSQL database
 * `databaseUrl`: inserts an integration-role owner and `count` British leads whose first name is `firstName`
 * (phones `44-<phoneDigits><5 digits>`), creates an integration to `partnerUrl` as the first admin, and posts
 * every lead to it (`POST /api/leads/postToIntegration`, expected to queue all `count`).
 */
export async function postLeadsOverHttp(options: {
  url: string;
  databaseUrl: string;
  partnerUrl: string;
  firstName: string;
  phoneDigits: string;
  count: number;
}): Promise<void> {
  const { url, databaseUrl, partnerUrl, firstName, phoneDigits, count } = options;
  const [owner] = await adminQuery<{ id: string }>(
    `INSERT INTO users (name, email, username, role, password_hash)
     VALUES ('Partner user', 'partner-user@example.com', 'partner-user@example.com', 'integration', 'x') RETURNING id`,
    databaseUrl,
  );
  const rows = await adminQuery<{ id: string }>(
    `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign)
     SELECT '${firstName}', 'Lead' || g, lower('${firstName}') || g || '@example.com',
            '44-${phoneDigits}' || lpad(g::text, 5, '0'), 'GB', 'CRM'
     FROM generate_series(1, ${count}) g RETURNING id`,
    databaseUrl,
  );
  const headers = { ...(await signInOver(url)), 'content-type': 'application/json' };
  const created = await fetch(`${url}/api/integrations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: owner!.id, ...integrationBody(partnerUrl) }),
  });
  expect(created.status).toBe(201);
  const integrationId = ((await created.json()) as { integration: { id: string } }).integration.id;
  const posted = await fetch(`${url}/api/leads/postToIntegration`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ leadsIds: rows.map((l) => l.id), integrationId }),
  });
  expect(await posted.json()).toEqual({ count, skipped: 0 });
}

/** A loopback partner (`startPartner(opts)`) opened before the file's tests and closed after (`useOpened`). */
export function usePartner(opts: Partial<Partner['settings']> = {}): Partner {
  return useOpened(
    'the partner',
    () => startPartner(opts),
    (p) => p.close(),
  );
}

/**
 * The set-up of the files that deliver to a partner: the partner (`usePartner`), then a test app on `engine`
 * allowed to send to 127.0.0.1 with the worker tuning `deps`; closed after the block, the app first.
 */
export function usePartnerApp(
  engine: Engine,
  deps: Parameters<typeof createTestApp>[3] = {},
): { t: TestApp; partner: Partner } {
  const partner = usePartner();
  const t = useTestApp(engine, { integrationAllowHosts: '127.0.0.1' }, undefined, deps);
  return { t, partner };
}

/**
 * Posts lead `leadId` to a fresh integration as `headers` (`POST /api/leads/postToIntegration`), waits until
 * the integration has its one accepted delivery and answers the customer id the partner gave the lead.
 */
export async function deliverAccepted(
  t: TestApp,
  headers: Record<string, string>,
  integrationId: string,
  leadId: string,
): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/api/leads/postToIntegration',
    headers,
    payload: { leadsIds: [leadId], integrationId },
  });
  await waitUntil(async () => (await statesOf(t, integrationId)).accepted === 1);
  const r = (await t.database.db.execute(
    sql`SELECT customer_id FROM integration_deliveries WHERE lead_id = ${leadId}::uuid`,
  )) as unknown as { rows: Array<{ customer_id: string }> };
  return r.rows[0]!.customer_id;
}

/**
 * A lead (`makeLead` with `fields`) sent to a fresh integration of `actors` (`setupActors`) that posts to the
 * partner's `/accept`, and accepted there (`deliverAccepted`). Answers the lead's id, the customer id the
 * partner gave it and the integration's postback path with its token (`/api/postbacks/<id>?token=…`).
 */
export async function leadAcceptedByPartner(
  t: TestApp,
  partner: Pick<Partner, 'url'>,
  actors: Awaited<ReturnType<typeof setupActors>>,
  fields: Partial<typeof leads.$inferInsert> = {},
): Promise<{ leadId: string; customerId: string; postbackPath: string }> {
  const { admin, owner } = actors;
  const created = await createIntegrationVia(t, admin.headers, owner.id, `${partner.url}/accept`);
  const lead = await makeLead(t, fields);
  const customerId = await deliverAccepted(t, admin.headers, created.integration.id, lead.id);
  const url = new URL(created.postbackUrl);
  return {
    leadId: lead.id,
    customerId,
    postbackPath: `${url.pathname}?token=${url.searchParams.get('token')}`,
  };
}

/**
 * Creates an integration posting to `url` as `admin` (owned by `ownerId`), makes `leads` new leads and posts
 * them to it (`POST /api/leads/postToIntegration`). @throws Error when not every lead was queued.
 */
export async function postNewLeads(
  t: TestApp,
  actors: { admin: { headers: Record<string, string> }; owner: { id: string } },
  url: string,
  leads: number,
): Promise<{ integrationId: string; leadIds: string[] }> {
  const created = await createIntegrationVia(t, actors.admin.headers, actors.owner.id, url);
  const leadIds: string[] = [];
  for (let i = 0; i < leads; i++) leadIds.push((await makeLead(t)).id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leads/postToIntegration',
    headers: actors.admin.headers,
    payload: { leadsIds: leadIds, integrationId: created.integration.id },
  });
  if (res.json<{ count: number }>().count !== leads) throw new Error(`posted: ${res.body}`);
  return { integrationId: created.integration.id, leadIds };
}
