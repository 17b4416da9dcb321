import { sql, type SQL } from 'drizzle-orm';
import type { IntegrationRow } from '../../db/schema/index.js';
import type { LeadValues } from './integrations.payload.js';
import { LEAD_VALUE_COLUMNS, rows, toLeadValues } from './integrations.repository.js';
import { camel } from './deliveries.rules.js';
import { tellFinal, type Claimed, type RunnerContext } from './deliveries.context.js';

/*
 * The runner's first step: claiming a due delivery (docs/decisions.md "Lead pipeline: integrations and
 * deliveries"). One conditional UPDATE moves it queued|error → sending and counts the attempt; a delivery
 * of a paused or inactive integration is held (or, for lead distribution, ended); a claim that finds the
 * integration's rate limit spent is given back for the next window.
 */

/** A claimed delivery with its integration and its lead's mappable values, read in the claim statement. */
export interface ClaimedDelivery {
  claimed: Claimed;
  integration: IntegrationRow;
  lead: LeadValues;
  /** The integration's rate-limit window after this claim took a slot: its count and start. */
  slot: { n: number; start: Date | string };
}

/**
 * Claims delivery `id` if it is due at `now` and its integration is active, unpaused and not deleted
 * (state → sending, attempts + 1, sending_since = now) and takes a slot of the integration's rate limit,
 * in one statement (bench:distribution: one round trip less per delivery; `retryAtWhenSpent` reads the
 * slot). Answers undefined when nothing was claimed (and no slot was taken).
 */
export async function claimDue(
  ctx: RunnerContext,
  id: string,
  now: Date,
): Promise<ClaimedDelivery | undefined> {
  const [found] = await rows<Record<string, unknown>>(
    ctx.db,
    sql`WITH c AS (
          UPDATE integration_deliveries d SET state = 'sending', sending_since = ${now}, attempts = d.attempts + 1,
            updated_at = ${now}
          FROM integrations i
          WHERE d.id = ${id}::uuid AND i.id = d.integration_id AND d.state IN ('queued', 'error')
            AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= ${now})
            AND i.active AND i.paused_at IS NULL AND i.deleted_at IS NULL
          RETURNING d.id AS delivery_id, d.lead_id, d.attempts AS delivery_attempts, d.replays,
            d.integration_id AS delivery_integration_id, d.max_attempts AS delivery_max_attempts,
            d.timeout_ms AS delivery_timeout_ms),
        slot AS (${slotSql(sql`(SELECT delivery_integration_id FROM c)`, now)})
        SELECT c.*, ${LEAD_VALUE_COLUMNS}, i.*, slot.n AS slot_n, slot.start AS slot_start
        FROM c JOIN integrations i ON i.id = c.delivery_integration_id
        LEFT JOIN leads ON leads.id = c.lead_id CROSS JOIN slot`,
  );
  if (!found) return undefined;
  const claimed: Claimed = {
    id: String(found.delivery_id),
    lead_id: String(found.lead_id),
    attempts: Number(found.delivery_attempts),
    replays: Number(found.replays),
    integration_id: String(found.delivery_integration_id),
    max_attempts: found.delivery_max_attempts == null ? null : Number(found.delivery_max_attempts),
    timeout_ms: found.delivery_timeout_ms == null ? null : Number(found.delivery_timeout_ms),
  };
  const slot = { n: Number(found.slot_n), start: found.slot_start as Date | string };
  return { claimed, integration: camel(found), lead: toLeadValues(found), slot };
}

/**
 * For a delivery that could not be claimed: holds it when its integration is paused or inactive. A lead
 * distribution delivery (with `max_attempts`) is not held, since its lead would wait for a person: it ends
 * `exhausted` and `onFinal` moves the lead on to the next buyer. Answers 'held' when one was moved,
 * 'not-due' otherwise (a duplicate job, or a delivery already final).
 */
export async function holdUnclaimed(ctx: RunnerContext, id: string, now: Date): Promise<'held' | 'not-due'> {
  const reason = 'The integration is paused or inactive';
  const held = await rows<{ state: string; lead_id: string; integration_id: string }>(
    ctx.db,
    sql`UPDATE integration_deliveries d SET
          state = CASE WHEN d.max_attempts IS NULL THEN 'held' ELSE 'exhausted' END,
          last_error = CASE WHEN d.max_attempts IS NULL THEN d.last_error ELSE 'The integration is paused or inactive' END,
          finished_at = CASE WHEN d.max_attempts IS NULL THEN NULL ELSE ${now}::timestamptz END,
          next_attempt_at = NULL, updated_at = ${now}
        FROM integrations i
        WHERE d.id = ${id}::uuid AND i.id = d.integration_id AND d.state IN ('queued', 'error')
          AND NOT (i.active AND i.paused_at IS NULL AND i.deleted_at IS NULL)
        RETURNING d.state, d.lead_id, d.integration_id`,
  );
  const [h] = held;
  if (h?.state === 'exhausted') {
    await tellFinal(ctx, {
      deliveryId: id,
      leadId: h.lead_id,
      integrationId: h.integration_id,
      state: 'exhausted',
      timedOut: false,
      reason,
      answer: '',
    });
  }
  return held.length ? 'held' : 'not-due';
}

/**
 * Takes one rate-limit slot of the integration `integrationId` (SQL uuid) at `now`: a one-second window on
 * its row, shared by every worker. A statement answering the window's count `n` and `start`.
 */
function slotSql(integrationId: SQL, now: Date): SQL {
  return sql`UPDATE integrations SET
          rate_window_count = CASE WHEN rate_window_start IS NULL OR rate_window_start <= ${now}::timestamptz - interval '1 second'
                                   THEN 1 ELSE rate_window_count + 1 END,
          rate_window_start = CASE WHEN rate_window_start IS NULL OR rate_window_start <= ${now}::timestamptz - interval '1 second'
                                   THEN ${now}::timestamptz ELSE rate_window_start END
        WHERE id = ${integrationId} RETURNING rate_window_count AS n, rate_window_start AS start`;
}

/**
 * Whether the claim's slot was over the integration's rate limit: the instant the next window opens
 * (+ 0-199 ms jitter) when it was, else undefined.
 */
export function retryAtWhenSpent(ctx: RunnerContext, found: ClaimedDelivery): Date | undefined {
  if (found.slot.n <= found.integration.rateLimitPerSecond) return undefined;
  return new Date(new Date(found.slot.start).getTime() + 1000 + Math.floor(ctx.random() * 200));
}

/**
 * Gives a claim back after the rate limit refused it (state → queued, the attempt uncounted, due at
 * `retryAt`) if this claim still holds, and queues a run at `retryAt`.
 */
export async function giveBackClaim(
  ctx: RunnerContext,
  claimed: Claimed,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await ctx.db.execute(
    sql`UPDATE integration_deliveries SET state = 'queued', attempts = attempts - 1, sending_since = NULL,
          next_attempt_at = ${retryAt}, updated_at = ${now}
        WHERE id = ${claimed.id}::uuid AND state = 'sending' AND attempts = ${claimed.attempts}`,
  );
  await ctx.enqueue(claimed.id, retryAt);
}
