import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DepositSource } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadDeposits, leads, type LeadDepositRow } from '../../db/schema/index.js';

/** A lead's deposit aggregates as stored. */
export interface LeadTotalsRow {
  id: string;
  depositCount: number;
  depositAmount: number;
  ftdAt: Date | null;
}

/** A deposit to write; `occurredAt` undefined = the database's now(). */
export interface NewDeposit {
  leadId: string;
  amount: number;
  currency: string;
  occurredAt: Date | undefined;
  transactionId: string;
  source: DepositSource;
  integrationId: string | null;
  createdBy: string | null;
}

const totalsColumns = {
  id: leads.id,
  depositCount: leads.depositCount,
  depositAmount: leads.depositAmount,
  ftdAt: leads.ftdAt,
};

/**
 * Locks the live lead `leadId` (FOR UPDATE) when it satisfies `scope` (the leads visibility condition, or
 * none for a partner's postback) and returns its totals; undefined when it is unknown, deleted or out of
 * scope. The lock serialises every deposit on one lead, so the FTD is decided once and the aggregates add up.
 */
export async function lockLead(
  tx: Db,
  leadId: string,
  scope: SQL | undefined,
): Promise<LeadTotalsRow | undefined> {
  const [row] = await tx
    .select(totalsColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), sql`leads.deleted_at IS NULL`, scope))
    .for('update');
  return row;
}

/** The totals of the live lead `leadId` when it satisfies `scope` (no lock); else undefined. */
export async function visibleTotals(db: Db, leadId: string, scope: SQL): Promise<LeadTotalsRow | undefined> {
  const [row] = await db
    .select(totalsColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), sql`leads.deleted_at IS NULL`, scope));
  return row;
}

/** Inserts the deposit unless (lead, transaction id) exists; returns the new row or undefined. */
export async function insertDeposit(tx: Db, d: NewDeposit): Promise<LeadDepositRow | undefined> {
  const [row] = await tx
    .insert(leadDeposits)
    .values({ ...d, occurredAt: d.occurredAt ?? sql`now()` })
    .onConflictDoNothing({ target: [leadDeposits.leadId, leadDeposits.transactionId] })
    .returning();
  return row;
}

/** The deposits of `leadId` that `match` picks: a deposit is only ever looked up within its lead. */
const depositsOf = (db: Db, leadId: string, match: SQL) =>
  db
    .select()
    .from(leadDeposits)
    .where(and(eq(leadDeposits.leadId, leadId), match));

/** The deposit recorded on `leadId` under `transactionId`, if any. */
export async function depositByTransaction(
  db: Db,
  leadId: string,
  transactionId: string,
): Promise<LeadDepositRow | undefined> {
  const [row] = await depositsOf(db, leadId, eq(leadDeposits.transactionId, transactionId));
  return row;
}

/**
 * Adds one deposit to the lead's aggregates: count + 1, amount + `amount`, and `ftd_at` the earliest
 * deposit time (a deposit reported late but dated earlier moves the FTD time back; the lead stays FTD).
 * The UPDATE changes counted columns, so the count-table triggers keep the deposit facets exact.
 */
export async function addToTotals(tx: Db, deposit: LeadDepositRow): Promise<LeadTotalsRow> {
  const at = deposit.occurredAt.toISOString();
  const [row] = await tx
    .update(leads)
    .set({
      depositCount: sql`${leads.depositCount} + 1`,
      depositAmount: sql`${leads.depositAmount} + ${deposit.amount}`,
      ftdAt: sql`LEAST(coalesce(${leads.ftdAt}, ${at}::timestamptz), ${at}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, deposit.leadId))
    .returning(totalsColumns);
  return row!;
}

/** The deposit `depositId` of lead `leadId`, locked (FOR UPDATE) inside the caller's transaction. */
export async function lockDeposit(
  tx: Db,
  leadId: string,
  depositId: string,
): Promise<LeadDepositRow | undefined> {
  const [row] = await depositsOf(tx, leadId, eq(leadDeposits.id, depositId)).for('update');
  return row;
}

/**
 * Inserts the reversal of `original`: the negated amount, same currency, booked now, transaction id
 * `rev:<original id>`, linked by `reverses_id` (unique: a concurrent second reversal inserts nothing).
 * @returns the new row, or undefined when the deposit was already reversed.
 */
export async function insertReversal(
  tx: Db,
  original: LeadDepositRow,
  reason: string,
  actorId: string,
): Promise<LeadDepositRow | undefined> {
  const [row] = await tx
    .insert(leadDeposits)
    .values({
      leadId: original.leadId,
      amount: -original.amount,
      currency: original.currency,
      occurredAt: sql`now()`,
      transactionId: `rev:${original.id}`,
      source: 'manual',
      createdBy: actorId,
      reversesId: original.id,
      reason,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Recomputes a lead's deposit aggregates from its rows after a reversal: count = deposits neither
 * reversed nor reversals, amount = the net sum of every row (reversals are negative), `ftd_at` = the
 * earliest deposit still standing (null when none is: the lead is no longer FTD). One UPDATE, so the
 * count-table and analytics triggers see one change.
 */
export async function recomputeTotals(tx: Db, leadId: string): Promise<LeadTotalsRow> {
  const standing = sql`FROM lead_deposits d WHERE d.lead_id = ${leadId} AND d.reverses_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM lead_deposits r WHERE r.reverses_id = d.id)`;
  const [row] = await tx
    .update(leads)
    .set({
      depositCount: sql`(SELECT count(*) ${standing})`,
      depositAmount: sql`(SELECT coalesce(sum(amount), 0) FROM lead_deposits WHERE lead_id = ${leadId})`,
      ftdAt: sql`(SELECT min(d.occurred_at) ${standing})`,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, leadId))
    .returning(totalsColumns);
  return row!;
}

/** A lead's deposits, newest first by deposit time. */
export async function depositsOfLead(db: Db, leadId: string): Promise<LeadDepositRow[]> {
  return db
    .select()
    .from(leadDeposits)
    .where(eq(leadDeposits.leadId, leadId))
    .orderBy(desc(leadDeposits.occurredAt), desc(leadDeposits.createdAt));
}
