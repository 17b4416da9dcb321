import { MAX_BOOKS_MINOR, MSG } from '@leadhouse/domain';
import { AppError } from './app-error.js';

/*
 * The database's money bounds (migration 0031; domain `money.ts`): the deposits' net total
 * (`deposit_books_total_check`) and an account's turnover (`account_balances_turnover_check`) may not pass
 * 2^53 - 1 minor units. A write that would pass them is refused whole.
 */
const BOOKS_CHECKS = new Set(['deposit_books_total_check', 'account_balances_turnover_check']);

/**
 * The 409 `moneyBooksFull` when `err` is the database refusing a write past a money bound (SQLSTATE 23514
 * on one of the books' CHECKs); undefined for any other error.
 */
export function booksFullError(err: unknown): AppError | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  if (code !== '23514' || !constraint || !BOOKS_CHECKS.has(constraint)) return undefined;
  return new AppError('CONFLICT', MSG.messages.moneyBooksFull, undefined, undefined, {
    max: MAX_BOOKS_MINOR,
  });
}
