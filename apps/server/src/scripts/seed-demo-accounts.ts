import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows, textArray } from '../lib/sql.js';

/** The demo landing-page domain (a reserved `.test` name: it resolves nowhere; send it as the Host header). */
export const DEMO_DOMAIN = 'offers.leadhouse.test';

const DEMO_ACCOUNTS: Array<{ stageName: string; overdraft: number; campaigns: number[] }> = [
  { stageName: 'Gulf Media', overdraft: 0, campaigns: [0, 1] },
  { stageName: 'Levant Leads', overdraft: 0, campaigns: [2, 3] },
  { stageName: 'Nile Partners', overdraft: 100_00, campaigns: [4, 5] },
];

/**
 * Demo accounts for the accounts screens (issue 12), once (skipped when "Gulf Media" exists): a "Standard"
 * plan type (300.00 USD per 30 days, 500 leads per day), three accounts on it, two demo campaigns each,
 * and 60 days of money: two top-ups of 5,000.00, a plan charge 20 days ago and a daily ad-spend item
 * (40.00-120.00, on the account's first campaign). Ledger rows are written as balanced transactions in
 * one database transaction (the ledger's triggers keep the balances and check them at commit), top-ups
 * first so no balance goes below its limit. Then the demo domain, verified and active, hosting the first
 * account's first campaign: `curl -H 'Host: offers.leadhouse.test' http://127.0.0.1:3000/`.
 */
export async function seedDemoAccounts(database: Database, campaignNames: readonly string[]): Promise<void> {
  const { db } = database;
  const [seen] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM accounts WHERE stage_name = 'Gulf Media'`,
  );
  if (seen!.n > 0) return;
  await db.transaction(async (tx) => {
    const [plan] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO plan_types (name, price, currency, period_days, leads_per_day)
          VALUES ('Standard', 30000, 'USD', 30, 500)
          ON CONFLICT (lower(name)) DO UPDATE SET name = excluded.name RETURNING id`,
    );
    for (const a of DEMO_ACCOUNTS) await seedAccount(tx, plan!.id, a, campaignNames);
    await seedDemoDomain(tx, campaignNames[0]);
  });
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** One demo account on the plan: its balance row, its campaigns, top-ups, the plan charge and daily spend. */
async function seedAccount(
  tx: Tx,
  planId: string,
  a: (typeof DEMO_ACCOUNTS)[number],
  campaignNames: readonly string[],
) {
  const [account] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO accounts (stage_name, plan_type_id, period_start, period_end)
        VALUES (${a.stageName}, ${planId}, now() - interval '20 days', now() + interval '10 days')
        RETURNING id`,
  );
  const id = account!.id;
  await tx.execute(
    sql`INSERT INTO account_balances (account_id, currency, overdraft_limit) VALUES (${id}, 'USD', ${a.overdraft})`,
  );
  const names = a.campaigns.map((i) => campaignNames[i]!).filter(Boolean);
  await tx.execute(
    sql`UPDATE campaigns SET account_id = ${id} WHERE name = ANY(${textArray(names)}) AND account_id IS NULL`,
  );
  // Top-ups first (60 and 30 days ago), then the plan charge and the daily spend items.
  await book(tx, id, 'top_up', 'funding', sql`SELECT d, 500000, 'Top-up' FROM unnest(ARRAY[60, 30]) AS d`);
  await book(tx, id, 'plan_charge', 'fees', sql`SELECT 20, -30000, 'Plan: Standard'`);
  await book(
    tx,
    id,
    'spend',
    'spend',
    sql`SELECT d, -(4000 + (abs(hashtext(${id}::text || d)) % 8001)), 'Ad spend' FROM generate_series(1, 59) AS d`,
    names[0],
  );
}

/** The active demo domain, hosting the first campaign's landing page. */
async function seedDemoDomain(tx: Tx, campaignName: string | undefined) {
  const [domain] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO domains (name, unicode_name, token, state, pending_since, verified_at, activated_at)
        VALUES (${DEMO_DOMAIN}, ${DEMO_DOMAIN}, md5(random()::text), 'active', now(), now(), now())
        ON CONFLICT (name) DO NOTHING RETURNING id`,
  );
  if (!domain || !campaignName) return;
  await tx.execute(
    sql`INSERT INTO hostings (domain_id, campaign_id, title, headline, description, locale)
        SELECT ${domain.id}, c.id, 'Gulf Media offers', 'Talk to an advisor today',
          'Leave your details and an advisor calls you back.', 'en'
        FROM campaigns c WHERE c.name = ${campaignName}`,
  );
}

/** One balanced transaction per row of `rows` (days ago, signed amount, description), booked that day. */
async function book(
  tx: Pick<Database['db'], 'execute'>,
  accountId: string,
  kind: string,
  counterBook: string,
  rows: ReturnType<typeof sql>,
  campaign?: string,
): Promise<void> {
  await tx.execute(sql`
    WITH r (d, amount, description) AS (${rows}),
    t AS (
      INSERT INTO ledger_transactions (account_id, kind, amount, currency, description, campaign_id, occurred_on,
        idempotency_key, request_hash, created_at)
      SELECT ${accountId}::uuid, ${kind}, r.amount, 'USD', r.description,
        (SELECT id FROM campaigns WHERE name = ${campaign ?? null}), (now() - r.d * interval '1 day')::date,
        'demo-' || ${kind} || '-' || ${accountId} || '-' || r.d, 'demo', now() - r.d * interval '1 day'
      FROM r ORDER BY r.d DESC
      RETURNING id, amount, created_at
    )
    INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency, created_at)
    SELECT id, ${accountId}::uuid, 'balance', amount, 'USD', created_at FROM t
    UNION ALL
    SELECT id, ${accountId}::uuid, ${counterBook}, -amount, 'USD', created_at FROM t`);
}
