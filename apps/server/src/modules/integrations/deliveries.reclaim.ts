import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

/** Deliveries re-queued per statement. */
const CHUNK = 5_000;

/**
 * Re-queues every delivery a dead process may have held in memory (issue 18 item 7): `queued` or `error`
 * and due by `diedBy`, the time it was found dead (a worker only fetches due jobs; its last beat is too early
 * a bound: it lived up to a beat interval after it). A delivery another live worker
 * holds too is harmless: the run's conditional claim lets one attempt through, the other answers
 * `not-due`. `updated_at` is marked so the 5-minute lost-job sweep does not queue them again; chunks of
 * 5,000 keep each statement short. Answers how many were re-queued.
 */
export async function requeueHeldBy(
  db: Db,
  diedBy: Date,
  enqueueMany: (ids: readonly string[]) => Promise<void>,
): Promise<number> {
  const [{ started } = { started: new Date() }] = await queryRows<{ started: Date }>(
    db,
    sql`SELECT clock_timestamp() AS started`,
  );
  let total = 0;
  for (;;) {
    const ids = await queryRows<{ id: string }>(
      db,
      sql`UPDATE integration_deliveries SET updated_at = ${started} WHERE id IN (
            SELECT id FROM integration_deliveries WHERE state IN ('queued', 'error')
              AND next_attempt_at <= ${diedBy} AND updated_at < ${started} LIMIT ${CHUNK})
          RETURNING id`,
    );
    if (ids.length > 0) await enqueueMany(ids.map((r) => r.id));
    total += ids.length;
    if (ids.length < CHUNK) return total;
  }
}
