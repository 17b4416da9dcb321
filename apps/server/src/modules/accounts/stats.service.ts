import type { AccountsAnalyticsInput, AccountsAnalyticsResponse, AccountStats } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from './accounts.sql.js';
import { addDays, dayIn, periodDays, ratio } from './stats.rules.js';

/** Leads, FTDs and deposit amount (minor units) per account over [fromDay, toDay] (the analytics module's rule). */
export type LeadTotalsFn = (
  db: Db,
  accountIds: string[],
  fromDay: string,
  toDay: string,
) => Promise<Map<string, { leads: number; ftds: number; depositAmount: number }>>;

/**
 * `POST /api/accounts/accountsAnalytics` (spec §7, §3 "Account statistics response"): per account and
 * period, leads / FTDs / deposit amount from `leadTotals` (leads created in the window whose campaign
 * belongs to the account), spend (the `spend` book of transactions booked on the period's days; reversals
 * net out on the original's day), balance at the start of the first day and at the end of the last (sums of
 * balance entries before those instants in `timeZone`), and a per-day series for the chart. Rates are from
 * the totals: cost per lead = spend / leads, cost per FTD = spend / ftds, return on spend = deposits /
 * spend, null when the divisor is 0. Unknown ids are left out.
 */
export async function accountsAnalytics(
  db: Db,
  input: AccountsAnalyticsInput,
  timeZone: string,
  leadTotals: LeadTotalsFn,
  now = new Date(),
): Promise<AccountsAnalyticsResponse> {
  const { fromDay, toDay } = periodDays(input.quickTimeFilter, dayIn(now, timeZone), input.from, input.to);
  const ids = [...new Set(input.ids)];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const start = sql`(${fromDay}::date::timestamp AT TIME ZONE ${timeZone})`;
  const end = sql`((${toDay}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  // Three set-based reads (no per-day subqueries): the accounts, the balance entries before the end
  // (grouped as "before the start" or by local day), the spend entries by booked day.
  const list = await rows<{ id: string; stage_name: string; currency: string }>(
    db,
    sql`SELECT id, stage_name, currency FROM accounts WHERE id IN (${idList}) ORDER BY lower(stage_name)`,
  );
  const moves = await rows<{ account_id: string; day: string | null; s: string }>(
    db,
    sql`SELECT e.account_id,
          CASE WHEN e.created_at < ${start} THEN NULL
            ELSE to_char((e.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') END AS day,
          sum(e.amount) AS s
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id AND a.currency = e.currency
        WHERE e.account_id IN (${idList}) AND e.book = 'balance' AND e.created_at < ${end}
        GROUP BY 1, 2`,
  );
  const spends = await rows<{ account_id: string; day: string; s: string }>(
    db,
    sql`SELECT t.account_id, to_char(t.occurred_on, 'YYYY-MM-DD') AS day, sum(e.amount) AS s
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.book = 'spend'
        WHERE t.account_id IN (${idList}) AND t.occurred_on BETWEEN ${fromDay}::date AND ${toDay}::date
        GROUP BY 1, 2`,
  );
  const key = (id: string, day: string | null) => `${id}|${day ?? ''}`;
  const moved = new Map(moves.map((m) => [key(m.account_id, m.day), Number(m.s)]));
  const spent = new Map(spends.map((m) => [key(m.account_id, m.day), Number(m.s)]));
  const days: string[] = [];
  for (let d = fromDay; d <= toDay; d = addDays(d, 1)) days.push(d);
  const totals = await leadTotals(db, ids, fromDay, toDay);
  const accounts: AccountStats[] = list.map((r) => {
    const t = totals.get(r.id) ?? { leads: 0, ftds: 0, depositAmount: 0 };
    const balanceStart = moved.get(key(r.id, null)) ?? 0;
    let balance = balanceStart;
    let spend = 0;
    const series = days.map((day) => {
      balance += moved.get(key(r.id, day)) ?? 0;
      const s = spent.get(key(r.id, day)) ?? 0;
      spend += s;
      return { day, spend: s, balance };
    });
    return {
      account: { _id: r.id, stageName: r.stage_name, currency: r.currency },
      leads: t.leads,
      ftds: t.ftds,
      depositAmount: t.depositAmount,
      spend,
      costPerLead: ratio(spend, t.leads),
      costPerFtd: ratio(spend, t.ftds),
      returnOnSpend: ratio(t.depositAmount, spend),
      balanceStart,
      balanceEnd: balance,
      days: series,
    };
  });
  return { from: fromDay, to: toDay, timeZone, accounts };
}
