import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows, uuidArray } from '../../lib/sql.js';

/** A campaign's spend over a window: minor units of its account's currency. */
export interface CampaignSpend {
  spend: number;
  currency: string;
}

/**
 * Spend booked on each of `campaigns` (spend items whose `campaignId` is the campaign, on its account)
 * between the reporting days `fromDay` and `toDay` (inclusive, `occurred_on`): the `spend` book of their
 * transactions, so a reversed item nets out on the original's day (the account statistics' rule). A
 * campaign without an account or without spend in the window is absent (its spend is unknown, not 0).
 * Reads the spend index `(account_id, occurred_on)` of the page's accounts only (issue 19 "Campaign
 * decisions": cost per lead in the campaigns list).
 */
export async function campaignSpend(
  db: Db,
  campaigns: ReadonlyArray<{ id: string; accountId: string | null }>,
  fromDay: string,
  toDay: string,
): Promise<Map<string, CampaignSpend>> {
  const withAccount = campaigns.filter((c) => c.accountId);
  if (withAccount.length === 0) return new Map();
  const rows = await queryRows<{ campaign_id: string; spend: string; currency: string }>(
    db,
    sql`SELECT t.campaign_id, sum(e.amount) AS spend, min(a.currency) AS currency
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id AND e.book = 'spend'
        JOIN accounts a ON a.id = t.account_id
        WHERE t.account_id = ANY(${uuidArray([...new Set(withAccount.map((c) => c.accountId!))])})
          AND t.campaign_id = ANY(${uuidArray(withAccount.map((c) => c.id))})
          AND t.occurred_on BETWEEN ${fromDay}::date AND ${toDay}::date
        GROUP BY t.campaign_id`,
  );
  return new Map(rows.map((r) => [r.campaign_id, { spend: Number(r.spend), currency: r.currency }]));
}
