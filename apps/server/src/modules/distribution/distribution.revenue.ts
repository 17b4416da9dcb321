import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';

/*
 * Booking distribution revenue (issue 22 §6; docs/decisions.md "Distribution money"). Both run in the
 * caller's transaction, under the lead's route row lock; the unique `(send_id, kind)` index of
 * `distribution_revenue` is the last word: a second sale or reversal of one send cannot be written.
 */

/** A send as booked: its id, lead, buyer and price at sending (integer minor units, ISO currency). */
export interface BookedSend {
  sendId: string;
  leadId: string;
  integrationId: string;
  amount: number;
  currency: string;
}

/**
 * Books the sale of an accepted send (issue 22 §6 "an accepted lead books its price as revenue for that
 * buyer") at `at` (UTC instant). A send without a price books nothing (the caller skips it). Idempotent:
 * a sale already booked for the send is kept as it is.
 * A statement, for the caller to write with the send's step in one round trip (`WITH sale AS (…) …`).
 */
export function saleInsertSql(s: BookedSend, at: Date): SQL {
  return salesFromSendsSql(
    sql`(VALUES (${s.sendId}::uuid, ${s.leadId}::uuid, ${s.integrationId}::uuid, ${s.amount}::bigint, ${s.currency}::text))
      AS x(id, lead_id, integration_id, price_amount, price_currency)`,
    at,
  );
}

/**
 * `saleInsertSql` for every priced send of `sends` (a relation with the send's `id, lead_id, integration_id,
 * price_amount, price_currency`, e.g. a data-modifying `WITH` part's name), booked at `at`. Errors: none.
 */
export function salesFromSendsSql(sends: SQL, at: Date): SQL {
  return sql`INSERT INTO distribution_revenue (send_id, lead_id, integration_id, kind, amount, currency, booked_at)
        SELECT id, lead_id, integration_id, 'sale', price_amount, price_currency, ${at}::timestamptz FROM ${sends}
        WHERE price_currency IS NOT NULL
        ON CONFLICT (send_id, kind) DO NOTHING`;
}

/**
 * Reverses the sale of a returned send once (issue 22 §6 "reverses that revenue once"): a `reversal`
 * entry of the negated amount, same currency, `reverses_id` = the sale, booked at `at` with the return's
 * reason. No sale (the send had no price): nothing. A reversal already there: nothing (the unique index
 * refuses a second one; callers reach this only once per send under the route lock).
 * @returns the amount reversed (minor units, ≤ 0), or null when nothing was written.
 */
export async function reverseSale(tx: Db, sendId: string, reason: string, at: Date): Promise<number | null> {
  const [row] = await queryRows<{ amount: string | number }>(
    tx,
    sql`INSERT INTO distribution_revenue
          (send_id, lead_id, integration_id, kind, amount, currency, reverses_id, reason, booked_at)
        SELECT send_id, lead_id, integration_id, 'reversal', -amount, currency, id, ${reason}, ${at}
        FROM distribution_revenue WHERE send_id = ${sendId}::uuid AND kind = 'sale'
        ON CONFLICT (send_id, kind) DO NOTHING RETURNING amount`,
  );
  return row ? Number(row.amount) : null;
}
