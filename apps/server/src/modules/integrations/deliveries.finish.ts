import { sql, type SQL } from 'drizzle-orm';
import type { IntegrationRow } from '../../db/schema/index.js';
import type { Verdict } from './integrations.payload.js';
import { rows } from './integrations.repository.js';
import { breakerUpdate, retryDelayMs, type FinalDelivery } from './deliveries.rules.js';
import { notifyDeliveryTrouble } from './deliveries.notify.js';
import { tellFinal, type Claimed, type RunnerContext } from './deliveries.context.js';

/*
 * The runner's last step (docs/decisions.md "Lead pipeline: integrations and deliveries"): the attempt
 * and the delivery's new state are recorded in one statement guarded by `state = 'sending' AND attempts =
 * <this attempt>`. A result that lost its claim (the sweep took it back from a worker presumed dead) is
 * kept as a late attempt but moves nothing, so every delivery reaches a final state exactly once and the
 * lead's `integrationsHistory` gets exactly one entry for it.
 */

/** What one attempt produced, as `finish` records it. */
export interface FinishInput {
  request: object;
  verdict: Verdict;
  status: number | null;
  answer: string;
  started: Date;
  /** Wall time of the attempt in ms. */
  durationMs: number;
  /** False for an attempt taken back from a dead worker: not the partner's failure. */
  breaker?: boolean;
  timedOut?: boolean;
}

/** The delivery's next state after an attempt, when it is due again (error only) and whether it is final. */
interface NextState {
  state: string;
  nextAt: Date | null;
  final: boolean;
}

/**
 * Decides the next state: the verdict's outcome, or for an error `exhausted` once the attempt limit is
 * reached (the delivery's `max_attempts`, else the schedule's length) or at a timeout of a distribution
 * delivery (the lead moves on), else `error` due again after the retry delay (retryDelayMs, ms).
 */
function nextState(ctx: RunnerContext, claimed: Claimed, r: FinishInput, now: Date): NextState {
  const { outcome } = r.verdict;
  const limit = claimed.max_attempts ?? ctx.schedule.length;
  const endsNow = claimed.max_attempts != null && r.timedOut === true;
  const exhausted = outcome === 'error' && (claimed.attempts >= limit || endsNow);
  const state = outcome === 'error' ? (exhausted ? 'exhausted' : 'error') : outcome;
  const nextAt =
    state === 'error'
      ? new Date(now.getTime() + retryDelayMs(ctx.schedule, claimed.attempts, ctx.random))
      : null;
  return { state, nextAt, final: state !== 'error' };
}

/**
 * The one statement (atomic without a transaction's round trips) that moves the delivery if this attempt
 * still holds its claim, keeps the attempt, appends the lead's history entry (final states) and feeds the
 * circuit breaker (unless `r.breaker` is false). Selects `n` (deliveries moved: 0 or 1) and `paused`.
 */
function finishStatement(
  ctx: RunnerContext,
  integration: IntegrationRow,
  claimed: Claimed,
  r: FinishInput,
  next: NextState,
  now: Date,
): SQL {
  const { outcome, customerId, reason } = r.verdict;
  const { state, nextAt, final } = next;
  const entry = final
    ? {
        at: now.toISOString(),
        integrationId: integration.id,
        ...(state === 'accepted' ? { data: { customerId: customerId! } } : { error: reason ?? state }),
      }
    : undefined;
  const late = `${reason ?? 'done'} (late: the attempt had been taken back)`;
  const breaker = r.breaker !== false;
  return sql`WITH moved AS (
          UPDATE integration_deliveries SET state = ${state}, sending_since = NULL, next_attempt_at = ${nextAt},
            customer_id = coalesce(${customerId}, customer_id), last_error = ${reason}, updated_at = ${now},
            finished_at = ${final ? now : null}
          WHERE id = ${claimed.id}::uuid AND state = 'sending' AND attempts = ${claimed.attempts}
          RETURNING id, lead_id),
        attempt AS (
          INSERT INTO integration_attempts (delivery_id, integration_id, attempt, started_at, duration_ms, outcome,
            status, request, answer, reason)
          SELECT ${claimed.id}::uuid, ${claimed.integration_id}::uuid, ${claimed.attempts}, ${r.started},
            ${r.durationMs}, ${outcome}, ${r.status}, ${JSON.stringify(r.request)}::jsonb, ${r.answer},
            CASE WHEN EXISTS (SELECT 1 FROM moved) THEN ${reason} ELSE ${late} END)
        ${entry ? sql`, history AS (UPDATE leads SET integrations_history = coalesce(integrations_history, '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb WHERE id IN (SELECT lead_id FROM moved))` : sql``}
        ${breaker ? sql`, breaker AS (${breakerUpdate(integration.id, outcome, now, ctx.breakerFailures)})` : sql``}
        SELECT (SELECT count(*) FROM moved)::int AS n,
          ${breaker ? sql`(SELECT coalesce(bool_or(paused), false) FROM breaker)` : sql`false`} AS paused`;
}

/**
 * Runs the finish statement; answers whether this attempt still held its claim (the delivery moved). A
 * failure may exhaust the delivery or trip the breaker: the manager is told in the same transaction
 * (issue 21).
 */
async function commitFinish(
  ctx: RunnerContext,
  integration: IntegrationRow,
  claimed: Claimed,
  statement: SQL,
  next: NextState,
  failed: boolean,
): Promise<boolean> {
  if (!failed) return Boolean((await rows<{ n: number }>(ctx.db, statement))[0]?.n);
  let moved = false;
  await ctx.db.transaction(async (tx) => {
    const [row] = await rows<{ n: number; paused: boolean }>(tx, statement);
    if (!row?.n) return;
    moved = true;
    const what = { exhausted: next.state === 'exhausted', paused: row.paused, leadId: claimed.lead_id };
    await notifyDeliveryTrouble(tx, integration, what);
  });
  return moved;
}

/**
 * Records the attempt `r` of `claimed` and moves the delivery on, guarded by the claim; queues the
 * retry of an `error`, and tells `onFinal` once a final state is committed by this attempt.
 */
export async function finish(
  ctx: RunnerContext,
  integration: IntegrationRow,
  claimed: Claimed,
  r: FinishInput,
): Promise<void> {
  const now = ctx.clock.now();
  const next = nextState(ctx, claimed, r, now);
  const statement = finishStatement(ctx, integration, claimed, r, next, now);
  const moved = await commitFinish(ctx, integration, claimed, statement, next, r.verdict.outcome === 'error');
  if (next.nextAt) await ctx.enqueue(claimed.id, next.nextAt);
  if (moved && next.final) {
    await tellFinal(ctx, {
      deliveryId: claimed.id,
      leadId: claimed.lead_id,
      integrationId: claimed.integration_id,
      state: next.state as FinalDelivery['state'],
      timedOut: r.timedOut === true,
      reason: r.verdict.reason,
      answer: r.answer,
    });
  }
}
