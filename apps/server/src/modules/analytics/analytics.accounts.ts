import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Runner } from '../../lib/sql.js';
import { num, queryNumber, queryRows, uuidArray } from './analytics.sql.js';
import { SUMS } from './analytics.relations.js';

/**
 * Leads, FTDs and deposit amount (minor units) per account over `fromDay`..`toDay` (inclusive reporting
 * days): the live leads created in the window whose campaign belongs to the account (cohort rule), read
 * from the campaign rollup (`lead_daily_campaigns`, migration 0026). Accounts without leads are absent from the map. For the accounts module's
 * statistics (issue 12); admins' view (accounts are an admin feature).
 */
export async function accountLeadTotals(
  db: Db,
  accountIds: string[],
  fromDay: string,
  toDay: string,
): Promise<Map<string, { leads: number; ftds: number; depositAmount: number }>> {
  const out = new Map<string, { leads: number; ftds: number; depositAmount: number }>();
  if (!accountIds.length) return out;
  const rows = await queryRows<{
    account_id: string;
    leads: unknown;
    ftds: unknown;
    deposit_amount: unknown;
  }>(
    db,
    sql`SELECT c.account_id, ${SUMS}
        FROM campaigns c JOIN lead_daily_campaigns r ON r.campaign = c.name
        WHERE c.account_id = ANY(${uuidArray(accountIds)}) AND r.day BETWEEN ${fromDay}::date AND ${toDay}::date
        GROUP BY 1`,
  );
  for (const r of rows) {
    out.set(r.account_id, { leads: num(r.leads), ftds: num(r.ftds), depositAmount: num(r.deposit_amount) });
  }
  return out;
}

/**
 * The account's leads today: live leads created on the rollups' reporting day of `now()` (the stored `TZ`)
 * on the account's campaigns, from the campaign rollup (for the plan's `leadsPerDay`, accounts module).
 */
export async function accountLeadsToday(db: Runner, accountId: string): Promise<number> {
  return queryNumber(
    db,
    sql`SELECT coalesce(sum(r.leads), 0) AS n
        FROM campaigns c JOIN lead_daily_campaigns r ON r.campaign = c.name
        WHERE c.account_id = ${accountId} AND r.day = (now() AT TIME ZONE analytics_day_zone())::date`,
  );
}

/** Figures per campaign name of a relation (for the campaigns list): `SELECT campaign, <sums>` grouped. */
export function figuresByCampaignSql(rel: SQL): SQL {
  return sql`(SELECT r.campaign, ${SUMS} FROM ${rel} r GROUP BY 1)`;
}
