import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DepositSource } from '@leadhouse/domain';
import { leads } from './leads.js';
import { users } from './users.js';
import { tz, money, uuidKey, createdAt, ownedBy, weakRef } from './columns.js';

/**
 * Deposits per lead (DESIGN.md §4; deposits module), integer minor units. `leads.deposit_count`,
 * `deposit_amount` and `ftd_at` are their aggregates, updated in the same transaction as each insert.
 * `(lead_id, transaction_id)` is unique: a deposit reported twice (a retried postback, a double click)
 * is recorded once. A deposit without a transaction id gets `idem:<Idempotency-Key>` or a generated
 * `gen:<uuid>` (the column default), never a shared empty key. Rows are never updated or deleted.
 * `integration_id` names the integration whose postback reported it (no foreign key: integrations are
 * soft-deleted and a deposit must outlive any change to them).
 * A reversal (migration 0031) is a row of its own: the negated amount, `reverses_id` = the deposit it undoes
 * (unique: once; a reversal is never itself reversed: the service refuses it) and a `reason`.
 */
export const leadDeposits = pgTable(
  'lead_deposits',
  {
    id: uuidKey(),
    leadId: ownedBy('lead_id', () => leads.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    transactionId: text('transaction_id')
      .notNull()
      .default(sql`'gen:' || gen_random_uuid()`),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
    source: text('source').$type<DepositSource>().notNull().default('manual'),
    integrationId: uuid('integration_id'),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => leadDeposits.id, { onDelete: 'cascade' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('lead_deposits_reverses_key').on(t.reversesId),
    check(
      'lead_deposits_amount_sign_check',
      sql`(${t.reversesId} IS NULL AND ${t.amount} > 0) OR (${t.reversesId} IS NOT NULL AND ${t.amount} < 0)`,
    ),
    index('lead_deposits_lead_idx').on(t.leadId, t.createdAt),
    uniqueIndex('lead_deposits_transaction_key').on(t.leadId, t.transactionId),
    // Analytics: deposits (and FTDs) per day.
    index('lead_deposits_occurred_idx').on(t.occurredAt),
  ],
);
export type LeadDepositRow = typeof leadDeposits.$inferSelect;

/**
 * The net total of every deposit recorded (one row; migration 0031): an insert trigger on `lead_deposits`
 * adds each amount (reversals subtract), and `total <= 2^53 - 1` is a CHECK. Every lead's deposit amount,
 * and every sum of them that a list, figure or report shows, is a part of this total, so it is exact in a
 * JavaScript number (`money.ts` in the domain). Deleted leads' deposits stay counted (an upper bound).
 */
export const depositBooks = pgTable(
  'deposit_books',
  {
    id: boolean('id').primaryKey().default(true),
    total: money('total').notNull().default(0),
  },
  (t) => [
    check('deposit_books_one_row', sql`${t.id}`),
    check('deposit_books_total_check', sql`${t.total} <= 9007199254740991`),
  ],
);
