import { createHash } from 'node:crypto';
import { MSG, type LedgerKind, type LedgerTransaction } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { booksFullError } from '../../lib/money-bounds.js';
import { ledgerSelect, pgError, toLedger, type LedgerRecord, type Runner } from './accounts.sql.js';
import { notifyIfFundsLow } from './accounts.notify.js';

/** The counter-book of a movement: where the money comes from or goes to (docs/decisions.md). */
export type CounterBook = 'funding' | 'spend' | 'fees';

/** One money movement on an account's balance, with its balanced counter-entry. */
export interface Movement {
  accountId: string;
  kind: Exclude<LedgerKind, 'reversal'>;
  /** Signed change of the account balance, integer minor units (top-up > 0, spend < 0). */
  amount: number;
  counterBook: CounterBook;
  description?: string | null;
  campaignId?: string | null;
  /** The day the money is booked for (YYYY-MM-DD); default: today in the reporting time zone. */
  occurredOn?: string;
  idempotencyKey: string;
  /** Fingerprint of the request: a retry with the same key and another body is a 409. */
  requestHash: string;
  actorId: string | null;
}

/** What a money call answers: the transaction, whether this call made it, the balance after. */
export interface MovementOutcome {
  transaction: LedgerTransaction;
  created: boolean;
  funds: number;
}

/** SHA-256 of a route id and a JSON body (without its idempotency key): the request's fingerprint. */
export function requestHash(routeId: string, body: Record<string, unknown>): string {
  const { idempotencyKey: _ignored, ...rest } = body;
  const keys = Object.keys(rest).sort();
  return createHash('sha256')
    .update(routeId + JSON.stringify(rest, keys))
    .digest('hex');
}

/**
 * The idempotency key of a money call: the `Idempotency-Key` header, else the body's `idempotencyKey`.
 * @throws AppError VALIDATION when neither is sent or the header is malformed (1-200 visible ASCII).
 */
export function requireIdempotencyKey(header: string | string[] | undefined, bodyKey?: string): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new AppError('VALIDATION', MSG.validation.idempotencyKey, [
      { field: 'Idempotency-Key', message: MSG.validation.idempotencyKey },
    ]);
  }
  const key = value ?? bodyKey;
  if (!key) {
    throw new AppError('VALIDATION', MSG.messages.idempotencyKeyRequired, [
      { field: 'idempotencyKey', message: MSG.messages.idempotencyKeyRequired },
    ]);
  }
  return key;
}

async function balanceOf(db: Runner, accountId: string): Promise<number> {
  const [r] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT b.balance FROM account_balances b JOIN accounts a ON a.id = b.account_id
        AND a.currency = b.currency WHERE b.account_id = ${accountId}`,
  );
  return Number(r?.balance ?? 0);
}

async function ledgerById(db: Runner, id: string): Promise<LedgerRecord | undefined> {
  const [r] = await queryRows<LedgerRecord>(db, sql`${ledgerSelect} WHERE t.id = ${id}`);
  return r;
}

/** The answer for a key already used: the first transaction, or a 409 when the body differs. */
async function replay(db: Runner, key: string, hash: string): Promise<MovementOutcome> {
  const [r] = await queryRows<LedgerRecord>(db, sql`${ledgerSelect} WHERE t.idempotency_key = ${key}`);
  if (!r || r.request_hash !== hash) {
    throw conflict(MSG.messages.idempotencyMismatch, [
      { field: 'idempotencyKey', message: MSG.messages.idempotencyMismatch },
    ]);
  }
  return { transaction: toLedger(r), created: false, funds: await balanceOf(db, r.account_id) };
}

/**
 * Maps the database's refusals to 409s: balance below the overdraft limit, a second reversal, the
 * account's turnover past 2^53 - 1 (`moneyBooksFull`).
 */
async function refusal(db: Runner, err: unknown, accountId: string): Promise<never> {
  const full = booksFullError(err);
  if (full) throw full;
  const { code, constraint } = pgError(err);
  if (code === '23514' && constraint === 'account_balances_limit_check') {
    const [r] = await queryRows<{ overdraft_limit: string }>(
      db,
      sql`SELECT b.overdraft_limit FROM account_balances b JOIN accounts a ON a.id = b.account_id
          AND a.currency = b.currency WHERE b.account_id = ${accountId}`,
    );
    const limit = -Number(r?.overdraft_limit ?? 0);
    throw new AppError('CONFLICT', MSG.messages.insufficientFunds, undefined, undefined, { limit });
  }
  if (code === '23505' && constraint === 'ledger_transactions_reverses_key') {
    throw conflict(MSG.messages.alreadyReversed);
  }
  throw err;
}

/**
 * Posts one movement as a ledger transaction with two balanced entries (`balance` ±amount, the counter
 * book ∓amount) in one database transaction (DESIGN.md §4, docs/decisions.md "Accounts and the funds
 * ledger"). Idempotent on `idempotencyKey`: a concurrent or later call with the same key waits for the
 * first and answers its transaction (`created: false`); a refused call (409) records nothing, so its retry
 * is judged afresh. The balance row's CHECK refuses a balance below `-overdraft_limit`.
 * @throws AppError NOT_FOUND (unknown account), CONFLICT (funds short: `insufficientFunds`; key reused
 * with another body: `idempotencyMismatch`).
 */
export async function postMovement(db: Db, m: Movement, timeZone: string): Promise<MovementOutcome> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Three statements: the transaction (with the account's currency), its two entries (the trigger
      // takes the balance row lock here), and one read of the answer; then COMMIT.
      const day = m.occurredOn ?? null;
      const [ins] = await queryRows<{ id: string; currency: string }>(
        tx,
        sql`INSERT INTO ledger_transactions (account_id, kind, amount, currency, description, campaign_id,
              occurred_on, idempotency_key, request_hash, created_by)
            SELECT a.id, ${m.kind}, ${m.amount}, a.currency, ${m.description ?? null}, ${m.campaignId ?? null},
              coalesce(${day}::date, (now() AT TIME ZONE ${timeZone})::date),
              ${m.idempotencyKey}, ${m.requestHash}, ${m.actorId}
            FROM accounts a WHERE a.id = ${m.accountId}
            ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, currency`,
      );
      if (!ins) {
        const [known] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM accounts WHERE id = ${m.accountId}`,
        );
        if (!known) throw notFound(MSG.problems.accountNotFound);
        return replay(tx, m.idempotencyKey, m.requestHash);
      }
      await tx.execute(
        sql`INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency, created_by)
            VALUES (${ins.id}, ${m.accountId}, 'balance', ${m.amount}, ${ins.currency}, ${m.actorId}),
                   (${ins.id}, ${m.accountId}, ${m.counterBook}, ${-m.amount}, ${ins.currency}, ${m.actorId})`,
      );
      const [rec] = await queryRows<LedgerRecord & { funds: string }>(
        tx,
        sql`SELECT x.*, (SELECT balance FROM account_balances b
              WHERE b.account_id = x.account_id AND b.currency = x.currency) AS funds
            FROM (${ledgerSelect} WHERE t.id = ${ins.id}) x`,
      );
      const funds = Number(rec!.funds);
      await notifyIfFundsLow(tx, m.accountId, { amount: m.amount, funds, currency: ins.currency });
      return { transaction: toLedger(rec!), created: true, funds };
    });
  } catch (err) {
    return refusal(db, err, m.accountId);
  }
}

/** A reversal to post: the transaction it undoes, why, and its idempotency. */
export interface ReversalInput {
  transactionId: string;
  reason: string;
  idempotencyKey: string;
  requestHash: string;
  actorId: string | null;
}

/**
 * Corrects a transaction by reversing it: a `reversal` transaction whose entries negate the original's
 * entry by entry, booked on the original's day, linked by `reverses_id` (unique: once). A reversal is
 * never itself reversed (that would make an endless chain; SECURITY.md): a wrong reversal is corrected by
 * booking the movement again. Idempotent like `postMovement`.
 * @throws AppError NOT_FOUND (unknown transaction), CONFLICT (already reversed; a reversal; funds short;
 * key reused).
 */
export async function reverseTransaction(db: Db, r: ReversalInput): Promise<MovementOutcome> {
  const original = await ledgerById(db, r.transactionId);
  if (!original) throw notFound(MSG.problems.transactionNotFound);
  if (original.kind === 'reversal') throw conflict(MSG.messages.reversalNotReversible);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [ins] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO ledger_transactions (account_id, kind, amount, currency, description, campaign_id,
              occurred_on, reverses_id, idempotency_key, request_hash, created_by)
            SELECT account_id, 'reversal', -amount, currency, ${r.reason}, campaign_id, occurred_on, id,
              ${r.idempotencyKey}, ${r.requestHash}, ${r.actorId}
            FROM ledger_transactions WHERE id = ${r.transactionId}
            ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      );
      if (!ins) return replay(tx, r.idempotencyKey, r.requestHash);
      await tx.execute(
        sql`INSERT INTO ledger_entries (transaction_id, account_id, book, amount, currency, created_by)
            SELECT ${ins.id}, account_id, book, -amount, currency, ${r.actorId}
            FROM ledger_entries WHERE transaction_id = ${r.transactionId} ORDER BY id`,
      );
      const rec = (await ledgerById(tx, ins.id))!;
      return { transaction: toLedger(rec), created: true, funds: await balanceOf(tx, original.account_id) };
    });
  } catch (err) {
    return refusal(db, err, original.account_id);
  }
}

/** The ledger of an account, newest first (at most `limit` transactions). */
export async function ledgerOf(db: Runner, accountId: string, limit = 500): Promise<LedgerTransaction[]> {
  const list = await queryRows<LedgerRecord>(
    db,
    sql`${ledgerSelect} WHERE t.account_id = ${accountId} ORDER BY t.created_at DESC, t.id LIMIT ${limit}`,
  );
  return list.map(toLedger);
}

/** The ledger check of one account: the sum of its balance entries and whether the stored balance equals it. */
export async function checkAccount(
  db: Runner,
  accountId: string,
): Promise<{ entriesSum: number; balanced: boolean }> {
  const [r] = await queryRows<{ s: string; balance: string | null }>(
    db,
    sql`SELECT coalesce((SELECT sum(amount) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          AND a.currency = e.currency WHERE e.account_id = ${accountId} AND e.book = 'balance'), 0) AS s,
        (SELECT b.balance FROM account_balances b JOIN accounts a ON a.id = b.account_id
          AND a.currency = b.currency WHERE b.account_id = ${accountId}) AS balance`,
  );
  const entriesSum = Number(r?.s ?? 0);
  return { entriesSum, balanced: Number(r?.balance ?? 0) === entriesSum };
}

/** Every balance row whose stored balance differs from the sum of its entries (the SQL `ledger_mismatches()`). */
export async function ledgerMismatches(
  db: Runner,
): Promise<Array<{ accountId: string; balance: number; entriesSum: number }>> {
  const list = await queryRows<{ account_id: string; balance: string; entries_sum: string }>(
    db,
    sql`SELECT * FROM ledger_mismatches()`,
  );
  return list.map((r) => ({
    accountId: r.account_id,
    balance: Number(r.balance),
    entriesSum: Number(r.entries_sum),
  }));
}
