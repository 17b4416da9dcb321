import { sql, type SQL } from 'drizzle-orm';
import { CAP_WINDOWS, type CapMeter, type CapWindow, type DistributionReason } from '@leadhouse/domain';
import { queryRows, type Runner } from '../../lib/sql.js';
import { cappedWindows, liveSendsSince, totalStart, type CappedBuyer } from './distribution.caps.js';

/*
 * Buyers' live cap meters (issue 22 §1 "live cap meters show what is left"): each capped window's counter
 * read at a moment, in the buyer's zone, as the flows screen and the eligibility of a decision read them.
 * The reservation itself is distribution.caps.ts.
 */

/** A buyer's meters now: count windows, and the money window (minor units) when it has a money cap. */
export interface BuyerMeters {
  meters: CapMeter[];
  money: (CapMeter & { currency: string }) | null;
}

/**
 * Live meters of the buyers' capped windows at `now`: used (reserved in flight + accepted) and left, with
 * the window's start and the next one's (both computed in the buyer's zone by PostgreSQL). A window whose
 * counter does not exist yet (a cap set mid-window, before its first send) reads the buyer's live sends
 * since its start, as its first counter will (`liveSendsSince`). One statement.
 */
export async function capMeters(
  db: Runner,
  buyers: readonly CappedBuyer[],
  now: Date,
): Promise<Map<string, BuyerMeters>> {
  const query = capMetersSql(buyers, now);
  return metersByBuyer(buyers, query ? await queryRows<MeterSqlRow>(db, query) : []);
}

/**
 * The statement behind `capMeters` (for a caller that reads it with others in one round trip, `queryParts`);
 * undefined when no buyer has a capped window.
 */
export function capMetersSql(buyers: readonly CappedBuyer[], now: Date): SQL | undefined {
  const wanted: SQL[] = [];
  for (const b of buyers) {
    for (const w of cappedWindows(b.settings)) {
      wanted.push(
        sql`(${b.integrationId}::uuid, ${b.timeZone}::text, ${w.window}::text, ${totalStart(b)}::timestamptz)`,
      );
    }
  }
  if (wanted.length === 0) return undefined;
  const at = now.toISOString();
  return sql`WITH w(id, tz, win, total_start) AS (VALUES ${sql.join(wanted, sql`, `)}),
        m AS (SELECT w.*, CASE WHEN w.win = 'total' THEN w.total_start
                               ELSE date_trunc(w.win, ${at}::timestamptz, w.tz) END AS start FROM w)
        SELECT m.id, m.win, m.start,
          CASE WHEN m.win = 'total' THEN NULL
               ELSE ((m.start AT TIME ZONE m.tz) + ('1 ' || m.win)::interval) AT TIME ZONE m.tz END AS next,
          CASE WHEN c.integration_id IS NOT NULL THEN c.used
               ELSE ${liveSendsSince(sql`m.id`, sql`m.start`, sql`count(*)::int`)} END AS used,
          CASE WHEN c.integration_id IS NOT NULL THEN c.money
               ELSE ${liveSendsSince(sql`m.id`, sql`m.start`, sql`coalesce(sum(s.price_amount), 0)::bigint`)} END AS money
        FROM m LEFT JOIN distribution_cap_counters c
          ON c.integration_id = m.id AND c."window" = m.win AND c.window_start = m.start`;
}

/** The rows of `capMetersSql` as each buyer's meters (every buyer has an entry, in CAP_WINDOWS order). */
export function metersByBuyer(
  buyers: readonly CappedBuyer[],
  found: readonly MeterSqlRow[],
): Map<string, BuyerMeters> {
  const out = new Map<string, BuyerMeters>(buyers.map((b) => [b.integrationId, { meters: [], money: null }]));
  const byId = new Map(buyers.map((b) => [b.integrationId, b]));
  for (const f of found) addMeter(out.get(f.id)!, byId.get(f.id)!, f);
  for (const e of out.values())
    e.meters.sort((a, b) => CAP_WINDOWS.indexOf(a.window) - CAP_WINDOWS.indexOf(b.window));
  return out;
}

/** One capped window of one buyer as `capMeters` reads it (counts, money in minor units). */
export interface MeterSqlRow {
  id: string;
  win: CapWindow;
  start: Date | string;
  next: Date | string | null;
  used: number;
  money: string | number;
}

/**
 * Adds one window's meter to a buyer's entry (issue 22 §4 caps): a lead-count meter when the window has a
 * count cap, the money meter (minor units, the price's currency) when it has a money cap; `left` never
 * below 0, times as ISO strings (a `total` window starts at its latest reset, null without one, and never
 * resets by itself). Errors: none.
 */
function addMeter(entry: BuyerMeters, b: CappedBuyer, f: MeterSqlRow): void {
  const w = cappedWindows(b.settings).find((x) => x.window === f.win)!;
  const startsAt = f.win !== 'total' ? new Date(f.start).toISOString() : b.totalSince ? totalStart(b) : null;
  const resetsAt = f.next === null ? null : new Date(f.next).toISOString();
  if (w.cap !== null) {
    const used = Number(f.used);
    entry.meters.push({
      window: f.win,
      cap: w.cap,
      used,
      left: Math.max(0, w.cap - used),
      startsAt,
      resetsAt,
    });
  }
  if (w.moneyCap !== null) {
    const used = Number(f.money);
    entry.money = {
      window: f.win,
      cap: w.moneyCap,
      used,
      left: Math.max(0, w.moneyCap - used),
      startsAt,
      resetsAt,
      currency: b.settings?.pricePerLead?.currency ?? '',
    };
  }
}

/** The first window the meters say is full for one more lead at `price`, as a skip reason. */
export function meterReason(m: BuyerMeters | undefined, price: number): DistributionReason | undefined {
  if (!m) return undefined;
  const full = m.meters.find((x) => x.left <= 0);
  if (full) return { code: 'cap', window: full.window, used: full.used, cap: full.cap };
  if (m.money && m.money.used + price > m.money.cap) {
    return { code: 'money_cap', window: m.money.window, used: m.money.used, cap: m.money.cap };
  }
  return undefined;
}
