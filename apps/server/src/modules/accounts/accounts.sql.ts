import { sql } from 'drizzle-orm';
import { MSG, type Account, type LedgerTransaction, type PlanType } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { queryRows } from '../../lib/sql.js';

/** Any handle that runs SQL (database or transaction). */
export type Runner = Pick<Db, 'execute'>;

/** The PostgreSQL error code and constraint of a driver error (pg puts them on the error or its cause). */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e?.code ?? e?.cause?.code, constraint: e?.constraint ?? e?.cause?.constraint };
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const num = (v: unknown) => Number(v ?? 0);

/** A plan type row as selected (snake case, from `row_to_json` or a plain select). */
export interface PlanTypeRecord {
  id: string;
  name: string;
  price: string | number;
  currency: string;
  period_days: number;
  leads_per_day: number | null;
  active: boolean;
  created_at: string | Date;
}

/** Maps a plan type row to its API shape. */
export function toPlanType(r: PlanTypeRecord | null): PlanType | null {
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    price: num(r.price),
    currency: r.currency,
    periodDays: Number(r.period_days),
    leadsPerDay: r.leads_per_day === null ? null : Number(r.leads_per_day),
    active: r.active,
    createdAt: iso(r.created_at)!,
  };
}

/** An account row with its balance and plans, as `accountSelect` answers. */
export interface AccountRecord {
  id: string;
  stage_name: string;
  currency: string;
  active: boolean;
  integration_id: string | null;
  api_key_ids: string[] | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  created_at: Date | string;
  balance: string | number | null;
  overdraft_limit: string | number | null;
  plan: PlanTypeRecord | null;
  next_plan: PlanTypeRecord | null;
  paid: boolean;
}

/** The select list and joins of an account with its balance and plan types (alias `a`). */
export const accountSelect = sql`
  SELECT a.id, a.stage_name, a.currency, a.active, a.integration_id, a.period_start, a.period_end,
    a.created_at, b.balance, b.overdraft_limit,
    ARRAY(SELECT k.api_key_id::text FROM account_api_keys k WHERE k.account_id = a.id ORDER BY 1) AS api_key_ids,
    CASE WHEN p.id IS NULL THEN NULL ELSE row_to_json(p) END AS plan,
    CASE WHEN np.id IS NULL THEN NULL ELSE row_to_json(np) END AS next_plan,
    (a.plan_type_id IS NULL OR a.period_end > now()) AS paid
  FROM accounts a
  LEFT JOIN account_balances b ON b.account_id = a.id AND b.currency = a.currency
  LEFT JOIN plan_types p ON p.id = a.plan_type_id
  LEFT JOIN plan_types np ON np.id = a.next_plan_type_id`;

/** Maps an account record to its API shape (spec §3: `_id`, `username` = stage name, `funds`). */
export function toAccount(r: AccountRecord): Account {
  return {
    id: r.id,
    _id: r.id,
    stageName: r.stage_name,
    username: r.stage_name,
    currency: r.currency,
    funds: num(r.balance),
    overdraftLimit: num(r.overdraft_limit),
    active: r.active,
    integrationId: r.integration_id,
    apiKeyIds: r.api_key_ids ?? [],
    type: toPlanType(r.plan),
    nextType: toPlanType(r.next_plan),
    periodStart: iso(r.period_start),
    periodEnd: iso(r.period_end),
    paid: Boolean(r.paid),
    createdAt: iso(r.created_at)!,
  };
}

/** One account by id (optionally locked FOR UPDATE of the account row), or undefined. */
export async function accountById(db: Runner, id: string, lock = false): Promise<Account | undefined> {
  const [r] = await queryRows<AccountRecord>(
    db,
    sql`${accountSelect} WHERE a.id = ${id} ${lock ? sql`FOR UPDATE OF a` : sql``}`,
  );
  return r ? toAccount(r) : undefined;
}

/**
 * The account `accountId` locked FOR UPDATE of its row, inside the caller's transaction.
 * @throws AppError NOT_FOUND (`accountNotFound`) when there is no such account.
 */
async function lockedAccount(tx: Runner, accountId: string): Promise<Account> {
  const account = await accountById(tx, accountId, true);
  if (!account) throw notFound(MSG.problems.accountNotFound);
  return account;
}

/**
 * Runs `fn` in one transaction with the account `accountId` locked first (`lockedAccount`), handing it the
 * transaction and the account as read under the lock; answers what `fn` answers.
 * @throws AppError NOT_FOUND (`accountNotFound`) when there is no such account; whatever `fn` throws.
 */
export async function withLockedAccount<T>(
  db: Db,
  accountId: string,
  fn: (tx: Db, account: Account) => Promise<T>,
): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    return fn(tx, await lockedAccount(tx, accountId));
  });
}

/** A ledger transaction row joined with its creator's name and its reversal. */
export interface LedgerRecord {
  id: string;
  account_id: string;
  kind: LedgerTransaction['kind'];
  amount: string | number;
  currency: string;
  description: string | null;
  campaign_id: string | null;
  occurred_on: string | Date;
  reverses_id: string | null;
  reversed_by_id: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  request_hash: string;
}

/** The select list of a ledger transaction (alias `t`) with its creator and reversal. */
export const ledgerSelect = sql`
  SELECT t.id, t.account_id, t.kind, t.amount, t.currency, t.description, t.campaign_id,
    to_char(t.occurred_on, 'YYYY-MM-DD') AS occurred_on, t.reverses_id, r.id AS reversed_by_id,
    t.created_by, u.name AS created_by_name, t.created_at, t.request_hash
  FROM ledger_transactions t
  LEFT JOIN ledger_transactions r ON r.reverses_id = t.id
  LEFT JOIN users u ON u.id = t.created_by`;

/** Maps a ledger row to its API shape; `amount` is the signed change of the balance. */
export function toLedger(r: LedgerRecord): LedgerTransaction {
  return {
    id: r.id,
    accountId: r.account_id,
    kind: r.kind,
    amount: num(r.amount),
    currency: r.currency,
    description: r.description,
    campaignId: r.campaign_id,
    occurredOn: String(r.occurred_on).slice(0, 10),
    reversesId: r.reverses_id,
    reversedById: r.reversed_by_id,
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdAt: iso(r.created_at)!,
  };
}
