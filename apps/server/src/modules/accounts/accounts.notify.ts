import { sql } from 'drizzle-orm';
import { featuresFor, LOW_FUNDS_THRESHOLD_MINOR, type AllowedFeatures, type Role } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import { notify, usersWhoMay } from '../notifications/index.js';
import type { Runner } from './accounts.sql.js';

/**
 * Who hears of an account's money trouble (issue 21 §1): the admins, and the user who created the account
 * (its owner) while it is active and may see accounts (feature `accounts`).
 */
async function accountRecipients(tx: Runner, accountId: string): Promise<{ ids: string[]; name: string }> {
  const [a] = await queryRows<{
    stage_name: string;
    owner: string | null;
    role: Role | null;
    active: boolean | null;
    feature_overrides: AllowedFeatures | null;
  }>(
    tx,
    sql`SELECT a.stage_name, u.id AS owner, u.role, u.active, u.feature_overrides
        FROM accounts a LEFT JOIN users u ON u.id = a.created_by WHERE a.id = ${accountId}::uuid`,
  );
  if (!a) return { ids: [], name: '' };
  const ids = await usersWhoMay(tx, 'accounts', (u) => u.role === 'admin');
  if (a.owner && a.active && a.role && featuresFor(a.role, a.feature_overrides).accounts) ids.push(a.owner);
  return { ids: [...new Set(ids)], name: a.stage_name };
}

/**
 * `account.lowFunds` when a ledger movement takes the account's funds from at least
 * LOW_FUNDS_THRESHOLD_MINOR to below it (once per crossing, not on every spend below), in the movement's
 * transaction; `{funds, currency, name}` in minor units.
 */
export async function notifyIfFundsLow(
  tx: Runner,
  accountId: string,
  move: { amount: number; funds: number; currency: string },
): Promise<void> {
  const before = move.funds - move.amount;
  if (!(before >= LOW_FUNDS_THRESHOLD_MINOR && move.funds < LOW_FUNDS_THRESHOLD_MINOR)) return;
  const { ids, name } = await accountRecipients(tx, accountId);
  await notify(tx, ids, {
    kind: 'account.lowFunds',
    subject: 'account',
    subjectId: accountId,
    data: { funds: move.funds, currency: move.currency, name },
  });
}

/**
 * `account.unpaid` when a renewal could not be paid: once per unpaid period (`periodEnd`), however many
 * sweeps find it unpaid again; the account's row lock keeps two processes' sweeps from telling twice.
 */
export async function notifyUnpaid(db: Db, accountId: string, periodEnd: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${accountId}::uuid FOR UPDATE`);
    const [told] = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM notifications WHERE kind = 'account.unpaid' AND subject_id = ${accountId}
            AND data->>'periodEnd' = ${periodEnd} LIMIT 1`,
    );
    if (told) return;
    const { ids, name } = await accountRecipients(tx, accountId);
    await notify(tx, ids, {
      kind: 'account.unpaid',
      subject: 'account',
      subjectId: accountId,
      data: { periodEnd, name },
    });
  });
}
