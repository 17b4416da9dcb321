import { z } from 'zod';
import { MSG } from './messages.js';

/*
 * Money (SECURITY.md "Money"; docs/decisions.md "Money bounds"). Every amount is an integer number of
 * minor units of its currency (1050 = 10.50 USD), never a float. Every money input of the API (a manual
 * deposit, a partner postback, a ledger top-up, refund or spend item, an overdraft limit, a plan price)
 * takes one range: 1 (or 0 where zero is meaningful) to MAX_MONEY_MINOR.
 *
 * Sums. A sum of bounded amounts is not bounded by itself, so the database bounds the books they come from:
 * - deposits: the net total of every deposit ever recorded (reversals subtract) is kept in one row by a
 *   trigger and may not pass MAX_BOOKS_MINOR. A lead's deposit amount and any sum of leads' amounts
 *   (lists, dashboard, reports, campaigns, sources, analytics, account statistics) is a part of that total
 *   (every lead's amount is ≥ 0), so it is at most MAX_BOOKS_MINOR: exact in a JavaScript number.
 * - ledger: each account balance row keeps its turnover (the sum of |entry| of its balance entries), at most
 *   MAX_BOOKS_MINOR; a balance, a period's spend or any sum of one account's entries is at most it.
 * At MAX_MONEY_MINOR per entry that is at least 9,007 entries at the maximum (9,007 × 10^12 ≤ 2^53 − 1)
 * before the books refuse more (409 `moneyBooksFull`); real amounts are far smaller.
 */

/** Largest single money amount accepted, minor units: 10^12 (10 billion units of a 2-decimal currency). */
export const MAX_MONEY_MINOR = 1_000_000_000_000;
/** Largest total the books may hold (deposits overall; an account's turnover): 2^53 − 1, exact in JSON. */
export const MAX_BOOKS_MINOR = Number.MAX_SAFE_INTEGER;

/**
 * A money input, integer minor units in 1..MAX_MONEY_MINOR (`{ zero: true }`: 0..MAX_MONEY_MINOR).
 * `message` is the field's message key (default `validation.moneyAmount`).
 */
export function moneyAmount(options: { zero?: boolean; message?: string } = {}) {
  const message = options.message ?? MSG.validation.moneyAmount;
  const base = z.number({ error: message }).int(message).max(MAX_MONEY_MINOR, message);
  return (options.zero ? base.min(0, message) : base.min(1, message)).describe(
    `Integer minor units of the currency (1050 = 10.50), at most ${MAX_MONEY_MINOR}`,
  );
}

/** The money input schema: integer minor units, 1..MAX_MONEY_MINOR. */
export const MoneyAmountSchema = moneyAmount();
/** A money input that may be 0 (prices, overdraft limits): 0..MAX_MONEY_MINOR. */
export const MoneyAmountOrZeroSchema = moneyAmount({ zero: true });

/**
 * A money amount in a URL query (a partner's postback macros): digits only (no sign, exponent or
 * decimals, which `Number()` would accept), then the same range as `MoneyAmountSchema`.
 */
export const MoneyAmountQuerySchema = z
  .string()
  .regex(/^\d{1,16}$/, MSG.validation.moneyAmount)
  .transform(Number)
  .pipe(MoneyAmountSchema);
