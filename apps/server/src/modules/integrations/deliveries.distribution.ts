import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../lib/sql.js';
import { queryRows } from '../../lib/sql.js';

/*
 * What lead distribution (issue 22) asks of the delivery outbox: a delivery for the buyer it chose, with
 * its own attempt limit and answer timeout, and the outcome of a delivery it is waiting for (its sweep).
 */

/** What a distribution delivery is queued with (times: UTC instants; timeout in ms). */
export interface DistributionDeliveryInput {
  integrationId: string;
  leadId: string;
  maxAttempts: number;
  timeoutMs: number;
  now: Date;
  /** Queue it only when this holds (SQL boolean over the statement's other parts); default: always. */
  when?: SQL;
}

/**
 * Queues one delivery of `leadId` to `integrationId`, due now (the outbox), as a statement for the caller's
 * transaction, which writes it with its own rows in one round trip (lead distribution: the delivery with
 * its send, a data-modifying `WITH`). Answers the new delivery's `id`; no row when this integration already
 * has a delivery of this lead (one per pair: the buyer was sent the lead before, by hand or by an earlier
 * route), or when `d.when` is false.
 */
export function distributionDeliveryInsertSql(d: DistributionDeliveryInput): SQL {
  return sql`INSERT INTO integration_deliveries (integration_id, lead_id, state, next_attempt_at, max_attempts, timeout_ms,
          created_at, updated_at)
        SELECT ${d.integrationId}::uuid, ${d.leadId}::uuid, 'queued', ${d.now}::timestamptz, ${d.maxAttempts}::int,
          ${d.timeoutMs}::int, ${d.now}::timestamptz, ${d.now}::timestamptz
        WHERE ${d.when ?? sql`true`}
        ON CONFLICT (integration_id, lead_id) DO NOTHING RETURNING id`;
}

/** A delivery's final outcome as distribution reads it; undefined while it is not final. */
export interface DeliveryOutcome {
  state: 'accepted' | 'rejected' | 'exhausted';
  timedOut: boolean;
  reason: string | null;
  answer: string;
}

/**
 * The final outcome of each of `deliveryIds` that has one (accepted, rejected, exhausted), with the last
 * attempt's answer excerpt; a delivery still queued, sending or retrying is left out.
 */
export async function finalDeliveryOutcomes(
  db: Runner,
  deliveryIds: readonly string[],
): Promise<Map<string, DeliveryOutcome>> {
  const out = new Map<string, DeliveryOutcome>();
  if (deliveryIds.length === 0) return out;
  const found = await queryRows<{
    id: string;
    state: string;
    last_error: string | null;
    answer: string | null;
  }>(
    db,
    sql`SELECT d.id, d.state, d.last_error,
          (SELECT a.answer FROM integration_attempts a WHERE a.delivery_id = d.id ORDER BY a.id DESC LIMIT 1) AS answer
        FROM integration_deliveries d
        WHERE d.id = ANY(${'{' + deliveryIds.join(',') + '}'}::uuid[]) AND d.state IN ('accepted', 'rejected', 'exhausted')`,
  );
  for (const f of found) {
    out.set(f.id, {
      state: f.state as DeliveryOutcome['state'],
      timedOut: /^Timed out|TIMEOUT/.test(f.last_error ?? ''),
      reason: f.last_error,
      answer: f.answer ?? '',
    });
  }
  return out;
}

/**
 * Marks the delivery of a lead its buyer returned (issue 22 §6), as a statement for the return's transaction:
 * the delivery keeps its state (what the partner answered) and is never retried or replayed after it.
 */
export function deliveryReturnedSql(deliveryId: string, now: Date): SQL {
  return sql`UPDATE integration_deliveries SET returned_at = ${now}, updated_at = ${now} WHERE id = ${deliveryId}::uuid`;
}
