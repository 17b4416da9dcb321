import { sql } from 'drizzle-orm';
import { queryRows, type Runner } from '../../lib/sql.js';
import { LIVE_CHANNEL } from './notifications.repository.js';

/**
 * Most lead ids one `lead.changed` announcement carries (37 bytes each, well under NOTIFY's 8000-byte
 * payload). A bulk change of more leads announces none: the `lead.changed` event only tells a drawer open
 * on one lead that someone else changed it, and a bulk of hundreds is not that (docs/decisions.md "Live
 * updates").
 */
export const LEAD_CHANGED_MAX_IDS = 50;

/**
 * Announces, when the caller's transaction commits, that `leadIds` changed (edit, status, assignment,
 * comment) by `by`; each server process sends `lead.changed` to its connected users who may see each lead.
 * Does nothing for more than LEAD_CHANGED_MAX_IDS leads.
 */
export async function announceLeadsChanged(
  tx: Runner,
  leadIds: readonly string[],
  by: string | null,
): Promise<void> {
  if (leadIds.length === 0 || leadIds.length > LEAD_CHANGED_MAX_IDS) return;
  const payload = JSON.stringify({ type: 'lead.changed', leadIds, by });
  await queryRows(tx, sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
