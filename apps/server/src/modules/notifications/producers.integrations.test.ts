import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundAgent, parseAllowList } from '../../lib/outbound.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { createDeliveryRunner } from '../integrations/deliveries.runner.js';
import {
  createIntegrationVia,
  makeLead,
  setupActors,
  usePartnerApp,
} from '../integrations/integrations.test-helpers.js';

/*
 * Integration producers (issue 21 §1): deliveries that gave up after their retries, and the breaker pausing
 * an integration, are told to those who may manage integrations (admins, super sales managers), not to
 * sales managers or agents; a burst of failures is one unread line whose count grows.
 */
describe.each(ENGINES)('delivery failures and breaker notifications on %s', (engine) => {
  const { t, partner } = usePartnerApp(engine, { integrations: { noWorkers: true } });
  let dispatcher: ReturnType<typeof createOutboundAgent>;
  beforeAll(async () => {
    dispatcher = createOutboundAgent({ allow: parseAllowList('127.0.0.1'), connectTimeoutMs: 2_000 });
  }, 60_000);
  afterAll(async () => {
    await dispatcher?.close();
  });

  it('exhausted deliveries: one growing line per manager; the breaker pause: one more', async () => {
    const ctx = await setupActors(t);
    const ssm = await actorWith(t, 'super_sales_manager');
    const sm = await actorWith(t, 'sales_manager');
    const agent = await actorWith(t, 'sales');
    const created = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/error`);
    const integrationId = created.integration.id;
    const ids = [(await makeLead(t)).id, (await makeLead(t)).id, (await makeLead(t)).id];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: ids, integrationId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deliveries = (await t.database.db.execute(
      sql`SELECT id FROM integration_deliveries WHERE integration_id = ${integrationId}::uuid`,
    )) as unknown as { rows: Array<{ id: string }> };
    // One attempt each (no retries), and the breaker trips at the third failure in a row.
    const runner = createDeliveryRunner({
      db: t.database.db,
      box: createSecretBox(t.config.jwtSecret),
      dispatcher,
      enqueue: async () => undefined,
      scheduleMs: [0],
      breakerFailures: 3,
    });
    for (const d of deliveries.rows) expect(await runner.run(d.id)).toBe('sent');

    const of = (userId: string) =>
      t.database.query<{ kind: string; subject: string; subject_id: string; data: Record<string, unknown> }>(
        'SELECT kind, subject, subject_id, data FROM notifications WHERE user_id = $1 ORDER BY seq',
        [userId],
      );
    for (const manager of [ctx.admin, ssm]) {
      const mine = await of(manager.user.id);
      expect(mine.map((n) => [n.kind, n.subject, n.subject_id])).toEqual([
        ['delivery.failed', 'integration', integrationId],
        ['integration.paused', 'integration', integrationId],
      ]);
      expect(mine[0]!.data).toMatchObject({ count: 3 });
    }
    for (const other of [sm, agent]) expect(await of(other.user.id)).toEqual([]);
  });
});
