import type { AccountsAnalyticsInput, AccountsAnalyticsResponse, AccountStats } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from './accounts.sql.js';
import { dayIn, periodDays, ratio } from './stats.rules.js';

/** Leads, FTDs and deposit amount (minor units) per account over [fromDay, toDay] (the analytics module's rule). */
export type LeadTotalsFn = (
  db: Db,
  accountIds: string[],
  fromDay: string,
  toDay: string,
) => Promise<Map<string, { leads: number; ftds: number; depositAmount: number }>>;

interface Row {
  id: string;
  stage_name: string;
  currency: string;
  spend: string;
  balance_start: string;
  balance_end: string;
  days: Array<{ day: string; spend: string | number; balance: string | number }>;
}

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
  const list = await rows<Row>(
    db,
    sql`SELECT a.id, a.stage_name, a.currency,
          coalesce((SELECT sum(e.amount) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
            WHERE t.account_id = a.id AND e.book = 'spend' AND t.occurred_on BETWEEN ${fromDay}::date AND ${toDay}::date), 0) AS spend,
          coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id AND e.book = 'balance'
            AND e.currency = a.currency AND e.created_at < ${start}), 0) AS balance_start,
          coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id AND e.book = 'balance'
            AND e.currency = a.currency AND e.created_at < ${end}), 0) AS balance_end,
          (SELECT json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'),
              'spend', coalesce((SELECT sum(e.amount) FROM ledger_transactions t JOIN ledger_entries e
                ON e.transaction_id = t.id WHERE t.account_id = a.id AND e.book = 'spend' AND t.occurred_on = d::date), 0),
              'balance', coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id
                AND e.book = 'balance' AND e.currency = a.currency
                AND e.created_at < ((d::date + 1)::timestamp AT TIME ZONE ${timeZone})), 0)) ORDER BY d)
            FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') d) AS days
        FROM accounts a WHERE a.id IN (${idList}) ORDER BY lower(a.stage_name)`,
  );
  const totals = await leadTotals(db, ids, fromDay, toDay);
  const accounts: AccountStats[] = list.map((r) => {
    const t = totals.get(r.id) ?? { leads: 0, ftds: 0, depositAmount: 0 };
    const spend = Number(r.spend);
    return {
      account: { _id: r.id, stageName: r.stage_name, currency: r.currency },
      leads: t.leads,
      ftds: t.ftds,
      depositAmount: t.depositAmount,
      spend,
      costPerLead: ratio(spend, t.leads),
      costPerFtd: ratio(spend, t.ftds),
      returnOnSpend: ratio(t.depositAmount, spend),
      balanceStart: Number(r.balance_start),
      balanceEnd: Number(r.balance_end),
      days: (r.days ?? []).map((d) => ({ day: d.day, spend: Number(d.spend), balance: Number(d.balance) })),
    };
  });
  return { from: fromDay, to: toDay, timeZone, accounts };
}
