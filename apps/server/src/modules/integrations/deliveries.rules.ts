import { sql, type SQL } from 'drizzle-orm';
import { RETRY_JITTER } from '@leadhouse/domain';
import type { IntegrationRow } from '../../db/schema/index.js';

/* Pure rules of the delivery worker (docs/decisions.md "Lead pipeline: integrations and deliveries"). */

/** The delay before the attempt after `failedAttempts` failures, jittered: schedule × (1 ± RETRY_JITTER). */
export function retryDelayMs(
  schedule: readonly number[],
  failedAttempts: number,
  random: () => number,
): number {
  const base = schedule[failedAttempts] ?? schedule[schedule.length - 1]!;
  return Math.round(base * (1 + RETRY_JITTER * (2 * random() - 1)));
}

/**
 * The circuit breaker's update, as a CTE of the outcome statement (runs only when the delivery `moved`): an
 * error counts one more consecutive failure and pauses the integration at `threshold`; any real answer
 * resets the count. Returns `paused`: whether this update paused the integration.
 */
export function breakerUpdate(integrationId: string, outcome: string, now: Date, threshold: number): SQL {
  const guard = sql`id = ${integrationId}::uuid AND EXISTS (SELECT 1 FROM moved)`;
  if (outcome !== 'error') {
    return sql`UPDATE integrations SET consecutive_failures = 0 WHERE ${guard} AND consecutive_failures <> 0
      RETURNING false AS paused`;
  }
  return sql`UPDATE integrations SET consecutive_failures = consecutive_failures + 1,
          paused_at = CASE WHEN consecutive_failures + 1 >= ${threshold} AND paused_at IS NULL THEN ${now}::timestamptz ELSE paused_at END,
          paused_reason = CASE WHEN consecutive_failures + 1 >= ${threshold} AND paused_at IS NULL
            THEN ${`Paused after ${threshold} failed attempts in a row`} ELSE paused_reason END
        WHERE ${guard}
        RETURNING paused_at = ${now}::timestamptz AS paused`;
}

/** A raw `integrations` row (snake case) as the Drizzle row type. */
export function camel(r: Record<string, unknown>): IntegrationRow {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) out[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = v;
  return out as unknown as IntegrationRow;
}

/** A short, log-safe description of a transport failure (timeouts, resets, refusals). */
export function describeError(err: unknown): string {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'Timed out';
  const code = e?.code ?? e?.cause?.code;
  const message = e?.cause?.message ?? e?.message ?? 'Request failed';
  return code ? `${code}: ${message}`.slice(0, 300) : message.slice(0, 300);
}

/** A delivery that has just become final, as told to `onFinal`. */
export interface FinalDelivery {
  deliveryId: string;
  leadId: string;
  integrationId: string;
  state: 'accepted' | 'rejected' | 'exhausted';
  /** The last attempt timed out (a distribution delivery ends at its first timeout). */
  timedOut: boolean;
  reason: string | null;
  /** The partner's answer excerpt of the last attempt ('' without one). */
  answer: string;
}

/** A transport failure that is the request's timeout (ours, or undici's headers/body timeouts). */
export function isTimeout(err: unknown): boolean {
  for (let e = err as { name?: string; code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (
      e.name === 'TimeoutError' ||
      e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
      e.code === 'UND_ERR_BODY_TIMEOUT'
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
