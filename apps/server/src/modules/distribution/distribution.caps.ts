import { sql, type SQL } from 'drizzle-orm';
import {
  CAP_WINDOWS,
  type BuyerDistribution,
  type CapWindow,
  type DistributionReason,
} from '@leadhouse/domain';
import type { ReservedWindow } from '../../db/schema/index.js';
import { jsonValue, queryRows, type Runner } from '../../lib/sql.js';

/*
 * Buyer caps (issue 22 §1, §7; docs/decisions.md "Lead distribution"). One counter row per buyer, window
 * and window start; the start is computed by PostgreSQL in the buyer's zone (`date_trunc(field, instant,
 * zone)`: a day starts at the buyer's midnight, across DST changes too; weeks start on Monday). A send
 * reserves one slot in each capped window with a conditional upsert (`used < cap`), which waits on the
 * row lock of a concurrent reservation and then re-checks: no buyer ever passes a cap, whatever the number
 * of processes. A lead the buyer does not take gives its slots back.
 */

/** The epoch: the start of a buyer's `total` window until a person resets it. */
const TOTAL_START = '1970-01-01T00:00:00.000Z';

/** A buyer as caps read it. */
export interface CappedBuyer {
  integrationId: string;
  timeZone: string;
  settings: BuyerDistribution | null;
  /**
   * When its `total` window starts: the latest reset (`distribution_total_resets`, an ISO instant or a
   * Date as read), absent or null for the epoch.
   */
  totalSince?: string | Date | null;
}

/** The start of the buyer's `total` window (UTC ISO instant). */
export const totalStart = (buyer: CappedBuyer): string =>
  buyer.totalSince ? new Date(buyer.totalSince).toISOString() : TOTAL_START;

/**
 * The latest `total` reset of the integration `i` (alias), as a column `total_since` for a buyer's read;
 * null without one.
 */
export const totalSinceSql = (alias: string): SQL =>
  sql`(SELECT max(t.since) FROM distribution_total_resets t WHERE t.integration_id = ${sql.raw(alias)}.id) AS total_since`;

interface WindowLimit {
  window: CapWindow;
  cap: number | null;
  moneyCap: number | null;
}

/** The windows with a count or money cap, in CAP_WINDOWS order (the lock order of every reservation). */
export function cappedWindows(settings: BuyerDistribution | null): WindowLimit[] {
  if (!settings) return [];
  const out: WindowLimit[] = [];
  for (const window of CAP_WINDOWS) {
    const cap = settings.caps?.[window] ?? null;
    const moneyCap = settings.moneyCap?.window === window ? settings.moneyCap.amount : null;
    if (cap !== null || moneyCap !== null) out.push({ window, cap, moneyCap });
  }
  return out;
}

/** The start of the buyer's `window` containing `now` in its zone, as SQL (timestamptz). */
function windowStart(window: CapWindow, now: Date, buyer: CappedBuyer): SQL {
  return window === 'total'
    ? sql`${totalStart(buyer)}::timestamptz`
    : sql`date_trunc(${window}, ${now.toISOString()}::timestamptz, ${buyer.timeZone})`;
}

/** Why the buyer is full in this window (the counter's figures). */
function fullReason(w: WindowLimit, used: number, money: number): DistributionReason {
  if (w.cap !== null && used >= w.cap) return { code: 'cap', window: w.window, used, cap: w.cap };
  return { code: 'money_cap', window: w.window, used: money, cap: w.moneyCap ?? 0 };
}

/**
 * Reserves one lead (and `price` minor units) in every capped window of the buyer, in the caller's
 * transaction, in one statement (`capReservationSql`). All or nothing: when a window is full, the windows
 * already taken are given back and the reason names the full one with its figures.
 */
export async function reserveCaps(
  tx: Runner,
  buyer: CappedBuyer,
  price: number,
  now: Date,
): Promise<{ reserved: ReservedWindow[] } | { reason: DistributionReason }> {
  const parts = capReservationSql(buyer, price, now);
  if (!parts) return { reason: (await refusalReason(tx, buyer, price, now))! };
  if (!parts.ctes) return { reserved: [] };
  const [row] = await queryRows<{ all: boolean; reserved: ReservedWindow[] | string }>(
    tx,
    sql`WITH ${parts.ctes} SELECT ${parts.all} AS "all", ${parts.reserved} AS reserved`,
  );
  const reserved = jsonValue(row!.reserved);
  if (row!.all) return { reserved };
  return { reason: await undoPartialReservation(tx, buyer, price, now, reserved) };
}

/** One buyer's cap reservation as parts of the send's statement (`capReservationSql`). */
export interface CapReservationSql {
  /** The reservation's CTEs (`cap0 AS (…), cap1 AS (…)`, each upsert answering its window), or undefined. */
  ctes: SQL | undefined;
  /** True when every capped window was reserved (SQL boolean). */
  all: SQL;
  /** The windows reserved, as the send's `reserved` column keeps them (SQL jsonb: `ReservedWindow[]`). */
  reserved: SQL;
}

/**
 * The reservation of `reserveCaps` as CTEs of one statement (bench:distribution: one round trip per capped
 * window less in each decision): each window's conditional upsert, whether all of them took a slot, and the
 * windows taken. A window that took its slot is not given back by the statement: the caller releases
 * `reserved` when `all` is false. Undefined when a window cannot fit one lead at `price` whatever its
 * count (a cap below 1, a price over the money cap): `reserveCaps` then answers the reason. Errors: none.
 */
export function capReservationSql(
  buyer: CappedBuyer,
  price: number,
  now: Date,
): CapReservationSql | undefined {
  const windows = cappedWindows(buyer.settings);
  if (windows.some((w) => (w.cap !== null && w.cap < 1) || (w.moneyCap !== null && price > w.moneyCap)))
    return undefined;
  if (windows.length === 0) return { ctes: undefined, all: sql`true`, reserved: sql`'[]'::jsonb` };
  const name = (i: number) => sql.raw(`cap${i}`);
  const ctes = windows.map((w, i) => sql`${name(i)} AS (${windowUpsert(buyer, w, price, now)})`);
  // A window over its cap after the upsert (a counter started from the sends before the cap was set) is
  // taken all the same and given back by the caller, as a window that refused is.
  const taken = sql.join(
    windows.map(
      (w, i) =>
        sql`SELECT "window", window_start, (${w.cap}::int IS NULL OR used <= ${w.cap}::int)
              AND (${w.moneyCap}::bigint IS NULL OR money <= ${w.moneyCap}::bigint) AS fits FROM ${name(i)}`,
    ),
    sql` UNION ALL `,
  );
  return {
    ctes: sql.join(ctes, sql`, `),
    all: sql`((SELECT count(*) FROM (${taken}) t WHERE t.fits) = ${windows.length})`,
    // As `reserveCaps` keeps them: the window and its start as an ISO instant with milliseconds.
    reserved: sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('window', t."window", 'start',
        to_char(t.window_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), '[]'::jsonb) FROM (${taken}) t)`,
  };
}

/**
 * What a window without a counter row has taken so far (`what` over `s`, the buyer's sends): the buyer's
 * live sends (sending or accepted) created since `start`. A window's first counter starts from it
 * (`windowUpsert`) and a meter reads it until that counter exists (distribution.meters.ts), so a cap set
 * mid-window counts, and shows, the leads the buyer took before it (session 48-49).
 */
export const liveSendsSince = (integrationId: SQL, start: SQL, what: SQL): SQL =>
  sql`(SELECT ${what} FROM distribution_sends s WHERE s.integration_id = ${integrationId}
        AND s.created_at >= ${start} AND s.status IN ('sending', 'accepted'))`;

/**
 * One capped window's reservation: an upsert of its counter that takes one lead (and `price`) while the
 * window has room. A window's first counter starts from the buyer's live sends (sending or accepted)
 * since the window's start: a cap set or changed mid-window counts the leads the buyer already took (a
 * day cap of 4 set after 12 sales let 12 more through, session 48). The sends are counted only when the
 * counter does not exist yet (a lazily evaluated sub-select), not on every reservation.
 */
function windowUpsert(buyer: CappedBuyer, w: WindowLimit, price: number, now: Date): SQL {
  const key = sql`k.id = x.integration_id AND k.w = x."window" AND k.ws = x.window_start`;
  const before = (what: SQL) =>
    sql`CASE WHEN EXISTS (SELECT 1 FROM distribution_cap_counters x WHERE ${key}) THEN 0
          ELSE ${liveSendsSince(sql`k.id`, sql`k.ws`, what)} END`;
  return sql`INSERT INTO distribution_cap_counters AS c (integration_id, "window", window_start, used, money)
      SELECT k.id, k.w, k.ws, 1 + ${before(sql`count(*)::int`)}, ${price}::bigint + ${before(sql`coalesce(sum(s.price_amount), 0)::bigint`)}
      FROM (SELECT ${buyer.integrationId}::uuid AS id, ${w.window}::text AS w, ${windowStart(w.window, now, buyer)} AS ws) k
      ON CONFLICT (integration_id, "window", window_start) DO UPDATE
        SET used = c.used + 1, money = c.money + ${price}::bigint
        WHERE (${w.cap}::int IS NULL OR c.used < ${w.cap}::int)
          AND (${w.moneyCap}::bigint IS NULL OR c.money + ${price}::bigint <= ${w.moneyCap}::bigint)
      RETURNING c."window", c.window_start, c.used, c.money`;
}

/** The counter of `w` now (leads, money in minor units), read in `tx`; zeros when it has none yet. */
async function counterOf(tx: Runner, buyer: CappedBuyer, w: WindowLimit, now: Date) {
  const [c] = await queryRows<{ used: number; money: string | number }>(
    tx,
    sql`SELECT used, money FROM distribution_cap_counters
        WHERE integration_id = ${buyer.integrationId}::uuid AND "window" = ${w.window}
          AND window_start = ${windowStart(w.window, now, buyer)}`,
  );
  return { used: Number(c?.used ?? 0), money: Number(c?.money ?? 0) };
}

/**
 * Why the buyer cannot take one more lead at `price` (minor units): the first capped window, in lock order,
 * that cannot fit it or is full, with its counter's figures, as `reserveCaps` answers it; read in `tx`, one
 * statement per window (the refused path only). Undefined when every window has room.
 */
export async function refusalReason(
  tx: Runner,
  buyer: CappedBuyer,
  price: number,
  now: Date,
): Promise<DistributionReason | undefined> {
  for (const w of cappedWindows(buyer.settings)) {
    const c = await counterOf(tx, buyer, w, now);
    const fits =
      (w.cap === null || (w.cap >= 1 && c.used < w.cap)) &&
      (w.moneyCap === null || c.money + price <= w.moneyCap);
    if (!fits) return fullReason(w, c.used, c.money);
  }
  return undefined;
}

/**
 * After a `capReservationSql` that did not take every window: gives back the windows it took (`taken`) and
 * answers the window that refused, with its figures, in `tx`. The refusing window's row stays locked by
 * the statement's upsert, so its figures are the ones it refused with.
 */
export async function undoPartialReservation(
  tx: Runner,
  buyer: CappedBuyer,
  price: number,
  now: Date,
  taken: readonly ReservedWindow[],
): Promise<DistributionReason> {
  await releaseCaps(tx, buyer.integrationId, taken, price);
  const found = await refusalReason(tx, buyer, price, now);
  if (found) return found;
  const took = new Set(taken.map((t) => t.window));
  const w = cappedWindows(buyer.settings).find((x) => !took.has(x.window))!;
  const c = await counterOf(tx, buyer, w, now);
  return fullReason(w, c.used, c.money);
}

/** Gives back the slots (and money) a send reserved, to the very windows it took them from. */
export async function releaseCaps(
  tx: Runner,
  integrationId: string,
  reserved: readonly ReservedWindow[],
  price: number,
): Promise<void> {
  for (const r of reserved) {
    await tx.execute(
      sql`UPDATE distribution_cap_counters SET used = greatest(used - 1, 0), money = greatest(money - ${price}, 0)
          WHERE integration_id = ${integrationId}::uuid AND "window" = ${r.window}
            AND window_start = ${r.start}::timestamptz`,
    );
  }
}
