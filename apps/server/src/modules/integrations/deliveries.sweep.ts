import { sql } from 'drizzle-orm';
import type { Verdict } from './integrations.payload.js';
import { rows } from './integrations.repository.js';
import { camel } from './deliveries.rules.js';
import type { Claimed, RunnerContext } from './deliveries.context.js';
import { finish } from './deliveries.finish.js';

/** How long a due delivery stays untouched before the sweep assumes its job was lost (ms). */
export const LOST_JOB_MS = 5 * 60_000;

/**
 * Finishes each attempt claimed at or before `cutoff` (its worker died) as an error with an unknown
 * outcome, retried with the same idempotency key and not counted by the breaker. Answers how many.
 */
async function takeBackStale(ctx: RunnerContext, cutoff: Date, now: Date): Promise<number> {
  const stale = await rows<Claimed>(
    ctx.db,
    sql`SELECT id, lead_id, attempts, replays, integration_id, max_attempts, timeout_ms FROM integration_deliveries
        WHERE state = 'sending' AND sending_since <= ${cutoff} LIMIT 1000`,
  );
  for (const c of stale) {
    const [integration] = await rows<Record<string, unknown>>(
      ctx.db,
      sql`SELECT * FROM integrations WHERE id = ${c.integration_id}::uuid`,
    );
    const verdict: Verdict = {
      outcome: 'error',
      customerId: null,
      reason: 'The worker stopped during this attempt; outcome unknown, sent again with the same key',
    };
    await finish(ctx, camel(integration!), c, {
      request: {},
      verdict,
      status: null,
      answer: '',
      started: now,
      durationMs: 0,
      breaker: false,
    });
  }
  return stale.length;
}

/**
 * Re-queues deliveries whose job was lost between the outbox commit and its send (a crash): due and
 * untouched since `lostBefore` (up to 5,000 per sweep). Marking `updated_at` keeps a long backlog from
 * being queued again each sweep.
 */
async function requeueLost(ctx: RunnerContext, lostBefore: Date, now: Date): Promise<void> {
  const overdue = await rows<{ id: string }>(
    ctx.db,
    sql`UPDATE integration_deliveries SET updated_at = ${now} WHERE id IN (
          SELECT id FROM integration_deliveries WHERE state IN ('queued', 'error')
            AND next_attempt_at <= ${lostBefore} AND updated_at <= ${lostBefore} LIMIT 5000)
        RETURNING id`,
  );
  for (const o of overdue) await ctx.enqueue(o.id, now);
}

/**
 * Takes back attempts claimed longer than `olderThanMs` ago (their worker died) and re-queues due
 * deliveries whose job was lost (untouched for LOST_JOB_MS; with `olderThanMs` 0, at start on PGlite: at
 * once). Answers how many attempts were taken back.
 */
export async function sweep(ctx: RunnerContext, olderThanMs: number): Promise<number> {
  const now = ctx.clock.now();
  const taken = await takeBackStale(ctx, new Date(now.getTime() - olderThanMs), now);
  await requeueLost(ctx, new Date(now.getTime() - (olderThanMs === 0 ? 0 : LOST_JOB_MS)), now);
  return taken;
}
