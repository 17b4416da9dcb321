import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_SCHEDULE_MS } from '@leadhouse/domain';
import { createOutboundAgent, parseAllowList } from '../../lib/outbound.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { ENGINES } from '../../test/test-app.js';
import { createDeliveryRunner } from './deliveries.runner.js';
import { retryDelayMs } from './deliveries.rules.js';
import {
  createIntegrationVia,
  makeLead,
  postNewLeads,
  setupActors,
  statesOf,
  usePartnerApp,
} from './integrations.test-helpers.js';

describe('retryDelayMs', () => {
  it('follows the schedule with ±20% jitter', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(retryDelayMs(RETRY_SCHEDULE_MS, 1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(RETRY_SCHEDULE_MS, 1, () => 0)).toBe(4_000);
    expect(retryDelayMs(RETRY_SCHEDULE_MS, 1, () => 0.999999)).toBe(6_000);
    expect(retryDelayMs(RETRY_SCHEDULE_MS, 6, () => 0.5)).toBe(36_000_000);
    expect(retryDelayMs(RETRY_SCHEDULE_MS, 99, () => 0.5)).toBe(36_000_000);
  });
});

describe.each(ENGINES)('delivery runner with a controllable clock (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { integrations: { noWorkers: true } });
  let ctx: Awaited<ReturnType<typeof setupActors>>;
  let now = new Date('2026-03-01T10:00:00.000Z');
  const clock = { now: () => now };
  const queued: Array<{ id: string; at: Date }> = [];
  let dispatcher: ReturnType<typeof createOutboundAgent>;
  const runnerFor = (breakerFailures = 20) =>
    createDeliveryRunner({
      db: t.database.db,
      box: createSecretBox(t.config.jwtSecret),
      dispatcher,
      enqueue: async (id, at) => {
        queued.push({ id, at });
      },
      clock,
      random: () => 0.5,
      breakerFailures,
    });

  beforeAll(async () => {
    ctx = await setupActors(t);
    dispatcher = createOutboundAgent({ allow: parseAllowList('127.0.0.1'), connectTimeoutMs: 2_000 });
  }, 60_000);
  afterAll(async () => {
    await dispatcher?.close();
  });

  async function post(path: string, leads = 1) {
    const { integrationId } = await postNewLeads(t, ctx, `${partner.url}${path}`, leads);
    const rows = (await t.database.db.execute(
      sql`SELECT id, lead_id FROM integration_deliveries WHERE integration_id = ${integrationId}::uuid ORDER BY created_at`,
    )) as unknown as { rows: Array<{ id: string; lead_id: string }> };
    // Deliveries are queued "now" by the database clock; put them at the test clock's start.
    await t.database.db.execute(
      sql`UPDATE integration_deliveries SET next_attempt_at = ${now} WHERE integration_id = ${integrationId}::uuid`,
    );
    return { integrationId, deliveries: rows.rows };
  }

  it('retries an error on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h), then exhausts', async () => {
    const { deliveries, integrationId } = await post('/error');
    const { id, lead_id } = deliveries[0]!;
    const runner = runnerFor();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= RETRY_SCHEDULE_MS.length; attempt++) {
      expect(await runner.run(id)).toBe('sent');
      const [d] = (
        (await t.database.db.execute(
          sql`SELECT state, attempts, next_attempt_at FROM integration_deliveries WHERE id = ${id}::uuid`,
        )) as unknown as {
          rows: Array<{ state: string; attempts: number; next_attempt_at: string | Date | null }>;
        }
      ).rows;
      expect(d!.attempts).toBe(attempt);
      if (attempt === RETRY_SCHEDULE_MS.length) {
        expect(d!.state).toBe('exhausted');
        expect(d!.next_attempt_at).toBeNull();
        break;
      }
      expect(d!.state).toBe('error');
      const next = new Date(d!.next_attempt_at!);
      delays.push(next.getTime() - now.getTime());
      expect(queued.at(-1)).toEqual({ id, at: next });
      // Not due a millisecond early.
      now = new Date(next.getTime() - 1);
      expect(await runner.run(id)).toBe('not-due');
      now = next;
    }
    expect(delays).toEqual(RETRY_SCHEDULE_MS.slice(1));
    const attempts = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM integration_attempts WHERE delivery_id = ${id}::uuid`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(attempts.rows[0]!.n).toBe(RETRY_SCHEDULE_MS.length);
    const lead = (await t.database.db.execute(
      sql`SELECT integrations_history AS h FROM leads WHERE id = ${lead_id}::uuid`,
    )) as unknown as { rows: Array<{ h: Array<{ error?: string; integrationId?: string }> }> };
    expect(lead.rows[0]!.h).toHaveLength(1);
    expect(lead.rows[0]!.h[0]).toMatchObject({ integrationId, error: expect.stringContaining('HTTP 500') });
    // Once final, another run sends nothing.
    expect(await runner.run(id)).toBe('not-due');
  });

  it('a timeout is an error, retried', async () => {
    const { deliveries } = await post('/timeout');
    const runner = createDeliveryRunner({
      db: t.database.db,
      box: createSecretBox(t.config.jwtSecret),
      dispatcher,
      enqueue: async () => undefined,
      clock,
      random: () => 0.5,
      totalTimeoutMs: 300,
    });
    expect(await runner.run(deliveries[0]!.id)).toBe('sent');
    const r = (await t.database.db.execute(
      sql`SELECT d.state, a.reason FROM integration_deliveries d JOIN integration_attempts a ON a.delivery_id = d.id
          WHERE d.id = ${deliveries[0]!.id}::uuid`,
    )) as unknown as { rows: Array<{ state: string; reason: string }> };
    expect(r.rows[0]).toEqual({ state: 'error', reason: 'Timed out' });
  });

  it('circuit breaker: consecutive failures pause the integration, its deliveries are held, resume sends them', async () => {
    const { integrationId, deliveries } = await post('/error', 5);
    const runner = runnerFor(3);
    const results = [];
    for (const d of deliveries) results.push(await runner.run(d.id));
    expect(results).toEqual(['sent', 'sent', 'sent', 'held', 'held']);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/${integrationId}`,
      headers: ctx.admin.headers,
    });
    expect(detail.json().pausedAt).not.toBeNull();
    expect(detail.json().pausedReason).toContain('3 failed attempts');
    expect(await statesOf(t, integrationId)).toEqual({ error: 3, held: 2 });
    // Retries of the failed ones are held too while paused.
    now = new Date(now.getTime() + 10_000);
    expect(await runner.run(deliveries[0]!.id)).toBe('held');

    const resume = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${integrationId}/resume`,
      headers: ctx.admin.headers,
    });
    expect(resume.json()).toEqual({ count: 3 });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/${integrationId}`,
      headers: ctx.admin.headers,
    });
    expect(after.json()).toMatchObject({ pausedAt: null, consecutiveFailures: 0 });
    expect(await statesOf(t, integrationId)).toEqual({ error: 2, queued: 3 });
  });

  it('rate limit: beyond the per-second budget a delivery is queued for the next window', async () => {
    const created = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/accept`, {
      rateLimitPerSecond: 2,
    });
    const ids = [(await makeLead(t)).id, (await makeLead(t)).id, (await makeLead(t)).id];
    await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: ids, integrationId: created.integration.id },
    });
    await t.database.db.execute(
      sql`UPDATE integration_deliveries SET next_attempt_at = ${now} WHERE integration_id = ${created.integration.id}::uuid`,
    );
    const found = (await t.database.db.execute(
      sql`SELECT id FROM integration_deliveries WHERE integration_id = ${created.integration.id}::uuid`,
    )) as unknown as { rows: Array<{ id: string }> };
    const runner = runnerFor();
    const results = [];
    for (const d of found.rows) results.push(await runner.run(d.id));
    expect(results).toEqual(['sent', 'sent', 'rate-limited']);
    expect(queued.at(-1)!.at.getTime()).toBeGreaterThanOrEqual(now.getTime() + 1000);
    now = new Date(now.getTime() + 1500);
    expect(await runner.run(found.rows[2]!.id)).toBe('sent');
    expect(await statesOf(t, created.integration.id)).toEqual({ accepted: 3 });
  });
});
