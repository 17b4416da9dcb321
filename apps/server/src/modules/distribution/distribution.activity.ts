import { sql } from 'drizzle-orm';
import { BUYER_ACTIVITY_COUNTS, BUYER_ACTIVITY_HOURS, type BuyerActivity } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

/*
 * A buyer's activity (issue 22; ANCHORS "acceptance rate tracked per buyer"): its sends of the last
 * `BUYER_ACTIVITY_HOURS` by outcome, shown beside its cap meters.
 */

type ActivityRow = { integration_id: string } & Record<keyof BuyerActivity, unknown>;

/** A row's counts as numbers (the drivers answer `count(*)` as text or bigint); 0 for none. */
const activityOf = (r?: ActivityRow): BuyerActivity =>
  Object.fromEntries(BUYER_ACTIVITY_COUNTS.map((k) => [k, Number(r?.[k] ?? 0)])) as BuyerActivity;

/**
 * The activity of each buyer of `integrationIds` in the `BUYER_ACTIVITY_HOURS` before `now` (one statement;
 * the buyer and time index of `distribution_sends`). Every id has an entry.
 */
export async function buyerActivity(
  db: Db,
  integrationIds: readonly string[],
  now: Date,
): Promise<Map<string, BuyerActivity>> {
  const out = new Map<string, BuyerActivity>(integrationIds.map((id) => [id, activityOf()]));
  if (integrationIds.length === 0) return out;
  const since = new Date(now.getTime() - BUYER_ACTIVITY_HOURS * 3_600_000);
  const rows = await queryRows<ActivityRow>(
    db,
    sql`SELECT integration_id, count(*) AS sent,
          count(*) FILTER (WHERE status IN ('accepted', 'returned')) AS accepted,
          count(*) FILTER (WHERE status = 'returned') AS returned,
          count(*) FILTER (WHERE status = 'rejected') AS rejected,
          count(*) FILTER (WHERE status IN ('error', 'timeout')) AS failed,
          count(*) FILTER (WHERE status = 'sending') AS pending
        FROM distribution_sends
        WHERE integration_id = ANY(${'{' + integrationIds.join(',') + '}'}::uuid[])
          AND created_at > ${since.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
        GROUP BY integration_id`,
  );
  for (const r of rows) out.set(r.integration_id, activityOf(r));
  return out;
}
