import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@leadhouse/domain';
import { apiKeys } from './api-keys.js';
import { integrations } from './integrations.js';
import { users } from './users.js';
import { tz, money, uuidKey, serialKey, createdAt, updatedAt, weakRef, ref } from './columns.js';

/** Plan types an admin defines (name, price per period in minor units, period in days, limits). */
export const planTypes = pgTable(
  'plan_types',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    periodDays: integer('period_days').notNull(),
    leadsPerDay: integer('leads_per_day'),
    active: boolean('active').notNull().default(true),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_types_name_key').on(sql`lower(${t.name})`),
    check('plan_types_price_check', sql`${t.price} >= 0 AND ${t.periodDays} > 0`),
  ],
);
export type PlanTypeRow = typeof planTypes.$inferSelect;

/**
 * Accounts (DESIGN.md §4; docs/decisions.md "Accounts and the funds ledger"): an advertising or partner
 * account under a public stage name, one currency, an active flag, a plan (paid up to `period_end`) and an
 * optional integration. The balance lives in `account_balances` (kept by a trigger from the ledger).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuidKey(),
    stageName: text('stage_name').notNull(),
    currency: text('currency').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    integrationId: weakRef('integration_id', () => integrations.id),
    planTypeId: ref('plan_type_id', () => planTypes.id),
    nextPlanTypeId: ref('next_plan_type_id', () => planTypes.id),
    periodStart: tz('period_start'),
    periodEnd: tz('period_end'),
    /** Price paid per period for the current plan and that period's length (an upgrade credits from it). */
    paidPrice: money('paid_price'),
    paidPeriodDays: integer('paid_period_days'),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_stage_name_key').on(sql`lower(${t.stageName})`),
    index('accounts_integration_idx').on(t.integrationId),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;

/** Activation history: every activate/deactivate with its reason, who and when. Append-only. */
export const accountActivations = pgTable(
  'account_activations',
  {
    id: serialKey(),
    accountId: ref('account_id', () => accounts.id).notNull(),
    active: boolean('active').notNull(),
    reason: text('reason').notNull(),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('account_activations_account_idx').on(t.accountId, t.createdAt)],
);

/** Intake API keys that bring leads for an account: they stop when the account is inactive or unpaid. */
export const accountApiKeys = pgTable('account_api_keys', {
  apiKeyId: ref('api_key_id', () => apiKeys.id).primaryKey(),
  accountId: ref('account_id', () => accounts.id).notNull(),
});

/**
 * The balance per account and currency: kept by the `ledger_entries` insert trigger (migration
 * 0019), so it always equals the sum of the account's entries; `balance >= -overdraft_limit` is a CHECK,
 * so no transaction can commit a balance below its limit, however many run at once (the row lock
 * serialises writers of one account).
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    accountId: ref('account_id', () => accounts.id).notNull(),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(0),
    overdraftLimit: money('overdraft_limit').notNull().default(0),
    /** Sum of |amount| of the balance entries (migration 0031): bounds every sum of the account's entries. */
    turnover: money('turnover').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.currency] }),
    check('account_balances_turnover_check', sql`${t.turnover} <= 9007199254740991`),
    check('account_balances_overdraft_check', sql`${t.overdraftLimit} >= 0`),
    check('account_balances_limit_check', sql`${t.balance} >= -${t.overdraftLimit}`),
  ],
);

/**
 * Ledger transactions (append-only; triggers refuse UPDATE and DELETE): one money movement with its
 * idempotency key (unique) and the hash of the request that made it; a reversal names the transaction it
 * reverses (`reverses_id`, unique: once). `amount` is the signed change of the account balance.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuidKey(),
    accountId: ref('account_id', () => accounts.id).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    campaignId: uuid('campaign_id'),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    reversesId: uuid('reverses_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdBy: ref('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('ledger_transactions_reverses_key').on(t.reversesId),
    index('ledger_transactions_account_idx').on(t.accountId, t.createdAt),
    index('ledger_transactions_spend_idx').on(t.accountId, t.occurredOn),
  ],
);
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/**
 * Ledger entries: the balanced legs of a transaction (sum per transaction = 0, checked by a deferred
 * constraint trigger at commit). `book` is `balance` (the account's funds), `funding` (money from or to
 * outside), `spend` (ad spend and costs) or `fees` (plan charges). Append-only; who and when on each.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialKey(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id).notNull(),
    accountId: ref('account_id', () => accounts.id).notNull(),
    book: text('book').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    createdBy: ref('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.book, t.createdAt),
    check('ledger_entries_book_check', sql`${t.book} IN ('balance', 'funding', 'spend', 'fees')`),
  ],
);
