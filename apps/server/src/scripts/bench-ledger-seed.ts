import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../lib/sql.js';

/** 100 accounts, 2 campaigns each, `leadTarget` leads over 56 days, a ledger of top-ups and daily spend. */
export async function seedStats(database: Database, leadTarget: number): Promise<string[]> {
  const { db } = database;
  const existing = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM accounts WHERE stage_name LIKE 'Stats Account %'`,
  );
  if (existing.length) return existing.map((r) => r.id);
  await db.execute(sql`
    WITH a AS (
      INSERT INTO accounts (stage_name) SELECT 'Stats Account ' || i FROM generate_series(0, 99) AS i RETURNING id, stage_name
    ), b AS (INSERT INTO account_balances (account_id, currency, overdraft_limit) SELECT id, 'USD', 100000000 FROM a)
    INSERT INTO campaigns (name, account_id)
    SELECT 'StatsCamp-' || substr(a.stage_name, 15) || '-' || k, a.id FROM a, generate_series(0, 1) AS k`);
  const chunk = 100_000;
  for (let have = 0; have < leadTarget; have += chunk) {
    const t0 = performance.now();
    const n = Math.min(chunk, leadTarget - have);
    await db.execute(sql`
      INSERT INTO leads (first_name, last_name, phone_number, country, campaign, campaignid, adgroupid, platform,
        deposit_count, deposit_amount, ftd_at, created_at)
      SELECT 'Stats', 'Lead' || g, '972-' || lpad(g::text, 10, '0'), 'AE', 'StatsCamp-' || (g % 100) || '-' || (g / 100 % 2),
        'scid-' || (g % 100), 'sag-' || (g % 7), 'google',
        CASE WHEN g % 23 = 0 THEN 1 ELSE 0 END, CASE WHEN g % 23 = 0 THEN 10000 + (g % 97) * 1000 ELSE 0 END,
        CASE WHEN g % 23 = 0 THEN now() END,
        now() - ((g * 2654435761) % (56 * 86400)) * interval '1 second'
      FROM generate_series(${have + 1}::bigint, ${have + n}::bigint) AS g`);
    console.error(`leads ${have + n}/${leadTarget} (${Math.round(performance.now() - t0)} ms)`);
  }
  const ids = (
    await queryRows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE stage_name LIKE 'Stats Account %'`)
  ).map((r) => r.id);
  // Per account: 4 top-ups of 5,000.00 and a spend item of 100.00 on each of the last 56 days.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH t AS (
        INSERT INTO ledger_transactions (account_id, kind, amount, currency, occurred_on, idempotency_key, request_hash, created_at)
        SELECT a.id, CASE WHEN d % 14 = 0 THEN 'top_up' ELSE 'spend' END, CASE WHEN d % 14 = 0 THEN 500000 ELSE -10000 END, 'USD',
          (now() - d * interval '1 day')::date, 'stats-' || a.id || '-' || d, 'seed', now() - d * interval '1 day'
        FROM accounts a, generate_series(0, 55) AS d WHERE a.stage_name LIKE 'Stats Account %'
        ORDER BY d DESC
        RETURNING id, account_id, kind, amount, created_at
      )
      INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency, created_at)
      SELECT id, account_id, 'balance', amount, 'USD', created_at FROM t
      UNION ALL
      SELECT id, account_id, CASE WHEN kind = 'top_up' THEN 'funding' ELSE 'spend' END, -amount, 'USD', created_at FROM t`);
  });
  await db.execute(sql`ANALYZE`);
  return ids;
}
