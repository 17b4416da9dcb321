import { messageText, MSG, type DepositReversalResult, type ReverseDeposit } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import { insertReversal, lockDeposit, lockLead, recomputeTotals } from './deposits.repository.js';
import { toDeposit, toTotals } from './deposits.service.js';

/**
 * `POST /api/leads/:id/deposits/:depositId/reverse {reason}` (docs/decisions.md "Money bounds and
 * reversals"): undoes a mistaken deposit on a lead the actor sees. Deposits are never updated or deleted: a
 * reversal is a linked negative entry (the negated amount, `reverses_id` = the deposit, the reason, who
 * and when). In one transaction with the lead locked: inserts the reversal (unique on `reverses_id`: once,
 * also under concurrency) and recomputes the lead's count, amount and FTD time from its rows (the lead is no
 * longer FTD when no deposit stands). A reversal is never itself reversed (no endless chains).
 * @throws AppError NOT_FOUND (lead unknown, deleted or invisible; deposit not on that lead), CONFLICT
 * (`depositAlreadyReversed`; `reversalNotReversible`).
 */
export async function reverseDeposit(
  db: Db,
  actor: Actor,
  leadId: string,
  depositId: string,
  body: ReverseDeposit,
): Promise<DepositReversalResult> {
  const scope = await leadScope(db, actor);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await lockLead(tx, leadId, scope))) throw notFound(MSG.problems.leadNotFound);
    const original = await lockDeposit(tx, leadId, depositId);
    if (!original) throw notFound(MSG.problems.depositNotFound);
    if (original.reversesId) throw conflict(MSG.messages.reversalNotReversible);
    const reversal = await insertReversal(tx, original, body.reason, actor.id);
    if (!reversal) throw conflict(MSG.messages.depositAlreadyReversed);
    const totals = await recomputeTotals(tx, leadId);
    return {
      message: messageText(MSG.messages.depositReversed),
      reversal: toDeposit(reversal),
      original: toDeposit(original, reversal.id),
      lead: toTotals(totals),
    };
  });
}
