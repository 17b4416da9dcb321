import type { AccountsAnalyticsInput, AccountsAnalyticsResponse, AccountStats } from '@leadhouse/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows, uuidArray } from '../../lib/sql.js';
import { statsPeriod } from './stats.period.js';
import { ratio } from './stats.rules.js';

/** Leads, FTDs and deposit amount (minor units) per account over [fromDay, toDay] (the analytics module's rule). */
export type LeadTotalsFn = (
  db: Db,
  accountIds: string[],
  fromDay: string,
  toDay: string,
) => Promise<Map<string, { leads: number; ftds: number; depositAmount: number }>>;

interface BalanceRow {
  id: string;
  stage_name: string;
  currency: string;
  /** The stored balance now (`account_balances`, kept equal to the sum of the balance entries). */
  balance: string | number;
  /** Sums of the balance entries since the period's start: by local day, and `after` the period's end. */
  moves: Record<string, string | number> | null;
}

/**
 * `POST /api/accounts/accountsAnalytics` (spec §7, §3 "Account statistics response"): per account and
 * period, leads / FTDs / deposit amount from `leadTotals` (leads created in the window whose campaign
 * belongs to the account), spend (the `spend` book of transactions booked on the period's days; reversals
 * net out on the original's day), balance at the start of the first day and at the end of the last, in
 * `timeZone`, and a per-day series for the chart. Rates are from the totals: cost per lead = spend / leads,
 * cost per FTD = spend / ftds, return on spend = deposits / spend, null when the divisor is 0. Unknown ids
 * are left out. Money in minor units of the account's currency.
 *
 * Cost: the balances are the stored balance minus the entries since the start (one statement, one snapshot;
 * it reads the period's entries, not the account's history), spend comes from the period's transactions,
 * and lead totals from the campaign rollup; the three reads run side by side (issue 12 benchmark).
 */
export async function accountsAnalytics(
  db: Db,
  input: AccountsAnalyticsInput,
  timeZone: string,
  leadTotals: LeadTotalsFn,
  now = new Date(),
): Promise<AccountsAnalyticsResponse> {
  const { fromDay, toDay, days } = await statsPeriod(db, input, timeZone, now);
  const ids = [...new Set(input.ids)];
  const window: Window = {
    ids,
    fromDay,
    toDay,
    start: sql`(${fromDay}::date::timestamp AT TIME ZONE ${timeZone})`,
    end: sql`((${toDay}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    timeZone,
  };
  const [balances, spent, totals] = await Promise.all([
    readBalances(db, window),
    readSpend(db, window),
    leadTotals(db, ids, fromDay, toDay),
  ]);
  const accounts = balances.map((r) =>
    statsOf(r, totals.get(r.id) ?? { leads: 0, ftds: 0, depositAmount: 0 }, spent.get(r.id), days),
  );
  return { from: fromDay, to: toDay, timeZone, accounts };
}

/** The accounts asked for and the period: its days and its bounds as UTC instants (`start` inclusive). */
interface Window {
  ids: string[];
  fromDay: string;
  toDay: string;
  start: SQL;
  end: SQL;
  timeZone: string;
}

/** Each account's stored balance and its balance entries since the start, by local day (and `after`). */
function readBalances(db: Db, w: Window) {
  return queryRows<BalanceRow>(
    db,
    sql`WITH acc AS (
          SELECT a.id, a.stage_name, a.currency, coalesce(b.balance, 0) AS balance
          FROM accounts a LEFT JOIN account_balances b ON b.account_id = a.id AND b.currency = a.currency
          WHERE a.id = ANY(${uuidArray(w.ids)})
        ), moves AS (
          SELECT e.account_id, e.currency,
            CASE WHEN e.created_at < ${w.end} THEN (e.created_at AT TIME ZONE ${w.timeZone})::date END AS day,
            sum(e.amount) AS s
          FROM ledger_entries e
          WHERE e.account_id = ANY(${uuidArray(w.ids)}) AND e.book = 'balance' AND e.created_at >= ${w.start}
          GROUP BY 1, 2, 3
        )
        SELECT acc.id, acc.stage_name, acc.currency, acc.balance, m.moves
        FROM acc LEFT JOIN (
          SELECT account_id, currency, json_object_agg(coalesce(to_char(day, 'YYYY-MM-DD'), 'after'), s) AS moves
          FROM moves GROUP BY 1, 2
        ) AS m ON m.account_id = acc.id AND m.currency = acc.currency
        ORDER BY lower(acc.stage_name)`,
  );
}

/** Spend (minor units, positive) per account and booked day of the period. */
async function readSpend(db: Db, w: Window): Promise<Map<string, Map<string, number>>> {
  const spends = await queryRows<{ account_id: string; day: string; s: string }>(
    db,
    sql`SELECT t.account_id, to_char(t.occurred_on, 'YYYY-MM-DD') AS day, sum(e.amount) AS s
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.book = 'spend'
        WHERE t.account_id = ANY(${uuidArray(w.ids)})
          AND t.occurred_on BETWEEN ${w.fromDay}::date AND ${w.toDay}::date
        GROUP BY 1, 2`,
  );
  const spent = new Map<string, Map<string, number>>();
  for (const r of spends) {
    const byDay = spent.get(r.account_id) ?? new Map<string, number>();
    byDay.set(r.day, Number(r.s));
    spent.set(r.account_id, byDay);
  }
  return spent;
}

/** One account's figures: balances walked back from the stored one, the daily series and the rates. */
function statsOf(
  r: BalanceRow,
  t: { leads: number; ftds: number; depositAmount: number },
  spentOn: Map<string, number> | undefined,
  days: readonly string[],
): AccountStats {
  const moves = r.moves ?? {};
  const moved = (day: string) => Number(moves[day] ?? 0);
  const balanceEnd = Number(r.balance) - moved('after');
  const balanceStart = days.reduce((b, day) => b - moved(day), balanceEnd);
  let balance = balanceStart;
  let spend = 0;
  const series = days.map((day) => {
    balance += moved(day);
    const s = spentOn?.get(day) ?? 0;
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
    balanceEnd,
    days: series,
  };
}
