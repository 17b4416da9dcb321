import { randomUUID } from 'node:crypto';
import {
  messageText,
  MSG,
  type AddDepositItem,
  type Deposit,
  type DepositResult,
  type DepositSource,
  type LeadDepositsResponse,
  type LeadDepositTotals,
} from '@leadhouse/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LeadDepositRow } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { booksFullError } from '../../lib/money-bounds.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import {
  addToTotals,
  depositByTransaction,
  depositsOfLead,
  insertDeposit,
  lockLead,
  visibleTotals,
  type LeadTotalsRow,
} from './deposits.repository.js';

/** What `recordDeposit` needs. Money in integer minor units; times are instants (UTC). */
export interface RecordDepositInput {
  leadId: string;
  /** Integer minor units (> 0). */
  amountMinor: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** When the money arrived; default: now (database clock). */
  occurredAt?: Date;
  /** The payment's id at the broker/PSP; see `transactionKey` for the rule when absent. */
  transactionId?: string;
  /** The request's `Idempotency-Key`, used only when `transactionId` is absent. */
  idempotencyKey?: string;
  source: DepositSource;
  /** The user who typed it (`manual`). */
  actorId?: string;
  /** The integration whose postback reported it (`postback`). */
  integrationId?: string;
  /**
   * Extra condition on the lead (the caller's visibility scope, `leadScope`); absent for a partner
   * postback, which proves its right to the lead by the integration's secret and the delivery's customerId.
   */
  scope?: SQL;
}

/** What `recordDeposit` answers. */
export interface RecordDepositOutcome {
  deposit: Deposit;
  /** False: the same lead and transaction id was recorded before; `deposit` is that first deposit. */
  created: boolean;
  /** True only for the deposit that made the lead FTD (its first deposit). */
  ftd: boolean;
  lead: LeadDepositTotals;
}

/**
 * The idempotency key of a deposit (docs/decisions.md "Lead pipeline"): the transaction id as sent; without
 * one, `idem:<Idempotency-Key>` so a retried request is still recorded once; without either, a generated
 * `gen:<uuid>`, so two deposits without ids are never merged under a shared empty key.
 */
export function transactionKey(transactionId?: string, idempotencyKey?: string): string {
  if (transactionId) return transactionId;
  if (idempotencyKey) return `idem:${idempotencyKey}`;
  return `gen:${randomUUID()}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A deposit row as the API answers it; `reversedById` = the reversal that undid it, if known. */
export function toDeposit(row: LeadDepositRow, reversedById: string | null = null): Deposit {
  return {
    id: row.id,
    leadId: row.leadId,
    amount: row.amount,
    currency: row.currency,
    occurredAt: row.occurredAt.toISOString(),
    transactionId: row.transactionId,
    source: row.source,
    integrationId: row.integrationId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    reversesId: row.reversesId,
    reversedById,
    reason: row.reason,
  };
}

/** A lead's deposit aggregates as the API answers them. */
export function toTotals(row: LeadTotalsRow): LeadDepositTotals {
  return {
    id: row.id,
    depositCount: row.depositCount,
    depositAmount: row.depositAmount,
    ftdAt: iso(row.ftdAt),
  };
}

/**
 * Records a deposit on a live lead, idempotent on (lead, transaction id) (DESIGN.md §4; the deposits
 * module's public service, also used by the partner postback). In one transaction: locks the lead, inserts
 * the deposit unless that transaction id is already on the lead, and adds it to the lead's
 * `depositCount`/`depositAmount` (which feed NUMBER_OF_DEPOSITS / AMOUNT_OF_DEPOSITS and the count
 * tables) and `ftdAt` (the earliest deposit time). Concurrent calls on one lead queue on the lock: the
 * first deposit makes the lead FTD exactly once, a repeated transaction id is recorded once.
 * The deposits' net total may not pass 2^53 - 1 (the `deposit_books` CHECK, domain `money.ts`).
 * @throws AppError NOT_FOUND when the lead is unknown, deleted or outside `scope`; CONFLICT when the
 * transaction id is already on the lead with another amount or currency, or `moneyBooksFull` when the
 * deposit would take the books past 2^53 - 1 minor units (nothing is recorded).
 */
export async function recordDeposit(db: Db, input: RecordDepositInput): Promise<RecordDepositOutcome> {
  try {
    return await record(db, input);
  } catch (err) {
    throw booksFullError(err) ?? err;
  }
}

async function record(db: Db, input: RecordDepositInput): Promise<RecordDepositOutcome> {
  const transactionId = transactionKey(input.transactionId, input.idempotencyKey);
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockLead(tx, input.leadId, input.scope);
    if (!before) throw notFound(MSG.problems.leadNotFound);
    const inserted = await insertDeposit(tx, {
      leadId: input.leadId,
      amount: input.amountMinor,
      currency: input.currency,
      occurredAt: input.occurredAt,
      transactionId,
      source: input.source,
      integrationId: input.integrationId ?? null,
      createdBy: input.actorId ?? null,
    });
    if (inserted) {
      const after = await addToTotals(tx, inserted);
      return { row: inserted, created: true, ftd: before.ftdAt === null, totals: after };
    }
    const existing = (await depositByTransaction(tx, input.leadId, transactionId))!;
    return { row: existing, created: false, ftd: false, totals: before };
  });
  const { row } = outcome;
  if (!outcome.created && (row.amount !== input.amountMinor || row.currency !== input.currency)) {
    throw conflict(MSG.problems.transactionOtherAmount, [
      { field: 'transactionId', message: MSG.problems.recordedOtherAmount },
    ]);
  }
  return {
    deposit: toDeposit(row),
    created: outcome.created,
    ftd: outcome.ftd,
    lead: toTotals(outcome.totals),
  };
}

/**
 * `POST /api/leads/addItem` (spec §7): a deposit typed in by a user with the `deposits` feature on a lead
 * it sees (the leads visibility scope). `idempotencyKey` is the request's `Idempotency-Key` header.
 * @throws AppError NOT_FOUND for an unknown or invisible lead; CONFLICT as `recordDeposit`.
 */
export async function addDepositItem(
  db: Db,
  actor: Actor,
  body: AddDepositItem,
  idempotencyKey: string | undefined,
): Promise<DepositResult> {
  const scope = await leadScope(db, actor);
  const outcome = await recordDeposit(db, {
    leadId: body.leadId,
    amountMinor: body.amount,
    currency: body.currency,
    occurredAt: body.occurredAt ? new Date(body.occurredAt) : undefined,
    transactionId: body.transactionId,
    idempotencyKey,
    source: 'manual',
    actorId: actor.id,
    scope,
  });
  return {
    message: messageText(outcome.created ? MSG.messages.depositRecorded : MSG.messages.depositReplayed),
    ...outcome,
  };
}

/**
 * `GET /api/leads/:id/deposits`: the deposits and totals of a lead the actor sees.
 * @throws AppError NOT_FOUND for an unknown or invisible lead.
 */
export async function listLeadDeposits(db: Db, actor: Actor, leadId: string): Promise<LeadDepositsResponse> {
  const scope = await leadScope(db, actor);
  const visible = await visibleTotals(db, leadId, scope);
  if (!visible) throw notFound(MSG.problems.leadNotFound);
  const rows = await depositsOfLead(db, leadId);
  const reversedBy = new Map(rows.filter((r) => r.reversesId).map((r) => [r.reversesId!, r.id]));
  return {
    rows: rows.map((r) => toDeposit(r, reversedBy.get(r.id) ?? null)),
    count: rows.length,
    lead: toTotals(visible),
  };
}

/** The `Idempotency-Key` header as a key (1-200 visible ASCII characters), else a 400; absent → undefined. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new AppError('VALIDATION', MSG.validation.idempotencyKey, [
      { field: 'Idempotency-Key', message: MSG.validation.idempotencyKey },
    ]);
  }
  return value;
}
