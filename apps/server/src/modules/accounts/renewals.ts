import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { queryRows } from '../../lib/sql.js';
import { notifyUnpaid } from './accounts.notify.js';
import { renew } from './plans.service.js';

/** What one sweep did: periods renewed (and charged), and accounts left unpaid for want of funds. */
export interface RenewalSweep {
  renewed: number;
  unpaid: number;
}

/**
 * Renews the subscriptions whose paid period has ended (docs/decisions.md "Accounts", plans): every active
 * account with a plan and `period_end <= now()` gets the scheduled plan (a downgrade) or its current one
 * for a new period, charged in full to its ledger as "Automatic renewal: <plan>" by the system (no user;
 * `created_by` NULL). The idempotency key is `renewal:<account>:<period end>`, so two processes sweeping at
 * once charge a period once (the second waits on the account's row lock, then finds it paid). An account
 * whose balance cannot pay stays unpaid (its intake stops, see `standing.ts`) and is tried again at the
 * next sweep, and its admins and owner are told once per period (`account.unpaid`); inactive accounts are
 * not renewed. At most `limit` accounts per sweep, oldest ends first.
 * @throws what the database throws; a refusal of one account (funds short, plan gone) is counted, not thrown.
 */
export async function renewDueSubscriptions(db: Db, timeZone: string, limit = 200): Promise<RenewalSweep> {
  const due = await queryRows<{ id: string; period_end: string | Date }>(
    db,
    sql`SELECT id, period_end FROM accounts
        WHERE active AND plan_type_id IS NOT NULL AND period_end <= now()
        ORDER BY period_end LIMIT ${limit}`,
  );
  const out: RenewalSweep = { renewed: 0, unpaid: 0 };
  for (const a of due) {
    const end = new Date(a.period_end).toISOString();
    try {
      const r = await renew(
        db,
        null,
        {
          accountId: a.id,
          idempotencyKey: `renewal:${a.id}:${end}`,
          requestHash: `renewal:${end}`,
          timeZone,
        },
        'Automatic renewal',
      );
      if (r.change === 'renewed') out.renewed++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.unpaid++;
      await notifyUnpaid(db, a.id, end);
    }
  }
  return out;
}

/**
 * Sweeps for ended subscriptions every `intervalSeconds` (default 300) in this process; several processes
 * may sweep (the idempotency key keeps one charge per period). The first sweep runs after one interval.
 */
export function startSubscriptionRenewals(
  db: Db,
  timeZone: string,
  opts: { intervalSeconds?: number; noWorkers?: boolean } = {},
): { stop: () => void } {
  if (opts.noWorkers) return { stop: () => undefined };
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      void renewDueSubscriptions(db, timeZone)
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    },
    (opts.intervalSeconds ?? 300) * 1000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
