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

/** The deposit recorded on `leadId` under `transactionId`, if any. */
export async function depositByTransaction(
  db: Db,
  leadId: string,
  transactionId: string,
): Promise<LeadDepositRow | undefined> {
  const [row] = await db
    .select()
    .from(leadDeposits)
    .where(and(eq(leadDeposits.leadId, leadId), eq(leadDeposits.transactionId, transactionId)));
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

/** A lead's deposits, newest first by deposit time. */
export async function depositsOfLead(db: Db, leadId: string): Promise<LeadDepositRow[]> {
  return db
    .select()
    .from(leadDeposits)
    .where(eq(leadDeposits.leadId, leadId))
    .orderBy(desc(leadDeposits.occurredAt), desc(leadDeposits.createdAt));
}
