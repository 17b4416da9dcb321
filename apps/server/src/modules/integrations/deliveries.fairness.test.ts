import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import {
  postNewLeads,
  setupActors,
  statesOf,
  usePartnerApp,
  waitUntil,
} from './integrations.test-helpers.js';

/*
 * A slow buyer must not hold up a healthy one (deliveries.pool.ts). The slow partner path answers after 3 s
 * (inside the timeout: its breaker never trips) and gets 32 leads; one lead to the fast path is posted after
 * them. The pool has 16 slots (so 32 slow attempts could fill it twice over), 8 per integration in turn and
 * past that only while a quarter of the pool (4) stays free, and keeps at most 10 of one integration's
 * deliveries waiting in memory (the rest are read back from the outbox).
 * Before the per-integration share, the fast lead waited for a slot freed by a finished slow attempt.
 */
const SLOW = 32;

describe.each(ENGINES)('deliveries: a slow integration does not hold up the others (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, {
    integrations: { concurrency: 16, perIntegration: 8, waitingPerIntegration: 10 },
  });
  let ctx: Awaited<ReturnType<typeof setupActors>>;

  beforeAll(async () => {
    ctx = await setupActors(t);
    partner.settings.delayMs = 3_000;
  }, 60_000);

  const post = (path: string, leads: number) => postNewLeads(t, ctx, `${partner.url}${path}`, leads);

  it('a lead to a fast buyer is accepted while the slow buyer’s leads are still on their way', async () => {
    const slow = await post('/slow', SLOW);
    const fast = await post('/accept', 1);
    let slowAtFast: Record<string, number> = {};
    let mostSending = 0;
    await waitUntil(
      async () => {
        const [f, s] = await Promise.all([statesOf(t, fast.integrationId), statesOf(t, slow.integrationId)]);
        mostSending = Math.max(mostSending, s.sending ?? 0);
        slowAtFast = s;
        return f.accepted === 1;
      },
      30_000,
      'the fast lead accepted',
    );
    // No slow attempt had finished (each takes 3 s), so the fast one never waited for a freed slot.
    expect(slowAtFast.accepted ?? 0).toBe(0);
    expect((slowAtFast.sending ?? 0) + (slowAtFast.queued ?? 0)).toBe(SLOW);
    expect(partner.inFlight()).toBeGreaterThan(0);

    // Every slow lead still arrives, each once; alone, the slow buyer used three quarters of the pool, no more.
    await waitUntil(
      async () => {
        const s = await statesOf(t, slow.integrationId);
        mostSending = Math.max(mostSending, s.sending ?? 0);
        return s.accepted === SLOW;
      },
      90_000,
      'every slow lead accepted',
    );
    expect(mostSending).toBeLessThanOrEqual(12);
    expect(mostSending).toBeGreaterThan(8);
    const history = (await t.database.db.execute(
      sql`SELECT jsonb_array_length(integrations_history) AS n FROM leads
          WHERE id = ANY(${'{' + slow.leadIds.join(',') + '}'}::uuid[])`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(history.rows.map((r) => r.n)).toEqual(Array(SLOW).fill(1));
    expect([...partner.acceptedNew.values()].every((n) => n === 1)).toBe(true);
    const attempts = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM integration_attempts WHERE integration_id = ${slow.integrationId}::uuid`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(attempts.rows[0]!.n).toBe(SLOW);
  }, 150_000);
});
