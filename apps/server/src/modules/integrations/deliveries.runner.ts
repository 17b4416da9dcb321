import type { IntegrationRow } from '../../db/schema/index.js';
import type { LeadValues } from './integrations.payload.js';
import { claimDue, giveBackClaim, holdUnclaimed, retryAtWhenSpent } from './deliveries.claim.js';
import {
  resolveRunnerContext,
  type Claimed,
  type RunnerContext,
  type RunnerOptions,
} from './deliveries.context.js';
import { finish } from './deliveries.finish.js';
import { attempt, buildRequest } from './deliveries.send.js';
import { sweep } from './deliveries.sweep.js';

/*
 * The delivery worker's rules (docs/decisions.md "Lead pipeline: integrations and deliveries"). A run
 * claims one due delivery with a single conditional UPDATE (queued|error → sending, attempts + 1), sends
 * it outside any transaction, then records the attempt and the new state in one statement guarded by
 * `state = 'sending' AND attempts = <this attempt>`: a result that lost its claim (the sweep took it back
 * from a worker presumed dead) is dropped, so every delivery reaches a final state exactly once and the
 * lead's `integrationsHistory` gets exactly one entry for it. The steps live in deliveries.claim.ts,
 * deliveries.send.ts, deliveries.finish.ts and deliveries.sweep.ts.
 */

export type { Clock, RunnerOptions } from './deliveries.context.js';
export { LOST_JOB_MS } from './deliveries.sweep.js';

export type RunResult = 'sent' | 'not-due' | 'held' | 'rate-limited';

/**
 * Runs the delivery `id` if it is due: claims it (with its lead and integration, one statement), takes a
 * rate-limit slot, sends, records the attempt and its new state. A paused or inactive integration holds
 * it instead; an exhausted rate limit gives the claim back and re-queues it for the next window. A job
 * for a delivery that is not due (a duplicate, or already final) costs two reads-mostly statements.
 */
async function runDelivery(ctx: RunnerContext, id: string): Promise<RunResult> {
  const now = ctx.clock.now();
  const found = await claimDue(ctx, id, now);
  if (!found) return holdUnclaimed(ctx, id, now);
  const { claimed, integration, lead } = found;
  const retryAt = retryAtWhenSpent(ctx, found);
  if (retryAt) {
    await giveBackClaim(ctx, claimed, retryAt, now);
    return 'rate-limited';
  }
  const started = ctx.clock.now();
  const t0 = performance.now();
  const { request, verdict, status, answer, timedOut } = await attempt(
    ctx,
    integration,
    claimed,
    lead,
    started,
  );
  const durationMs = Math.round(performance.now() - t0);
  await finish(ctx, integration, claimed, {
    request,
    verdict,
    status,
    answer,
    started,
    durationMs,
    timedOut,
  });
  return 'sent';
}

/**
 * The delivery runner: `run(id)` one attempt, `sweep(olderThanMs)` for dead workers and lost jobs,
 * `attempt` and `buildRequest` for the integration test call, `staleMs` its stale time (ms).
 */
export function createDeliveryRunner(opts: RunnerOptions) {
  const ctx = resolveRunnerContext(opts);
  return {
    run: (id: string) => runDelivery(ctx, id),
    sweep: (olderThanMs = ctx.staleMs) => sweep(ctx, olderThanMs),
    buildRequest: (integration: IntegrationRow, lead: LeadValues, key: string, now: Date) =>
      buildRequest(ctx.box, integration, lead, key, now),
    attempt: (integration: IntegrationRow, claimed: Claimed, lead: LeadValues, now: Date) =>
      attempt(ctx, integration, claimed, lead, now),
    staleMs: ctx.staleMs,
  };
}
export type DeliveryRunner = ReturnType<typeof createDeliveryRunner>;
