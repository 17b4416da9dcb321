import { z } from 'zod';
import { listResponseSchema } from './common.js';
import { MSG } from './messages.js';
import { moneyAmount } from './money.js';

/*
 * Deposits and FTD (spec §7 `leads/addItem`, DESIGN.md §4 "deposits come back by hand or by a partner's
 * postback and mark the first deposit (FTD)"). Money is integer minor units of `currency`.
 */

/** Where a deposit came from: typed in by a user (`leads/addItem`) or reported by a partner's postback. */
export const DEPOSIT_SOURCES = ['manual', 'postback'] as const;
export const DepositSourceSchema = z.enum(DEPOSIT_SOURCES);
export type DepositSource = z.infer<typeof DepositSourceSchema>;

/** Longest transaction id kept (partners' ids are short; a longer one is a 400, never truncated). */
export const MAX_TRANSACTION_ID = 200;
/** A deposit's time may run ahead of the server clock by at most this much (clock skew), in ms. */
export const DEPOSIT_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** Whether an ISO instant is a plausible deposit time: year 1900 or later, not ahead of now + tolerance. */
export function isDepositTime(iso: string, now = Date.now()): boolean {
  const t = Date.parse(iso);
  return Number.isFinite(t) && new Date(t).getUTCFullYear() >= 1900 && t <= now + DEPOSIT_FUTURE_TOLERANCE_MS;
}

/**
 * `POST /api/leads/addItem` (spec §7, payload "not shown"): a deposit on a lead. `amount` is in minor units
 * (1050 = 10.50 USD); `occurredAt` is when the money arrived (UTC ISO 8601 with an offset; default now);
 * `transactionId` is the payment's id at the broker/PSP. Recording is idempotent on (lead, transactionId):
 * the same pair again answers the first deposit. Without a transactionId the server derives one from the
 * request's `Idempotency-Key` header (`idem:<key>`) or, without that, generates a unique one (`gen:<uuid>`),
 * so two deposits without ids are never merged (docs/decisions.md).
 */
export const AddDepositItemSchema = z
  .object({
    leadId: z.uuid(MSG.validation.leadId),
    amount: moneyAmount({ message: MSG.validation.depositAmount }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, MSG.validation.currency)
      .default('USD')
      .describe('ISO 4217 code'),
    occurredAt: z
      .string()
      .pipe(z.iso.datetime({ offset: true, error: MSG.validation.depositTime }))
      .refine((v) => isDepositTime(v), MSG.validation.depositTime)
      .optional()
      .describe('When the deposit happened (UTC ISO 8601); default: now'),
    transactionId: z
      .string()
      .trim()
      .min(1, MSG.validation.transactionId)
      .max(MAX_TRANSACTION_ID, MSG.validation.transactionId)
      .optional()
      .describe('Payment id at the broker or PSP; the idempotency key with the lead'),
  })
  .strict();
export type AddDepositItemInput = z.input<typeof AddDepositItemSchema>;
export type AddDepositItem = z.output<typeof AddDepositItemSchema>;

/**
 * One deposit as the API returns it. Dates are UTC ISO 8601. A reversal is a deposit row of its own with
 * the negated amount, `reversesId` naming the original and a `reason`.
 */
export const DepositSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  occurredAt: z.string(),
  transactionId: z.string(),
  source: DepositSourceSchema,
  integrationId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  reversesId: z.string().nullable().describe('A reversal: the deposit it undoes (its amount is negative)'),
  reversedById: z.string().nullable().describe('The reversal that undid this deposit, if any'),
  reason: z.string().nullable().describe('Why a reversal was made'),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** The deposit aggregates of a lead after a deposit (they feed NUMBER_OF_DEPOSITS / AMOUNT_OF_DEPOSITS). */
export const LeadDepositTotalsSchema = z.object({
  id: z.string(),
  depositCount: z.number().int(),
  depositAmount: z.number().int().describe('Sum of deposits in minor units'),
  ftdAt: z.string().nullable().describe('Time of the first deposit (FTD); null before any'),
});
export type LeadDepositTotals = z.infer<typeof LeadDepositTotalsSchema>;

/**
 * Answer of `leads/addItem`: the deposit, whether this request created it (false: the same lead and
 * transaction id was recorded before and that deposit is returned), whether it made the lead FTD, and the
 * lead's totals. 201 when created, 200 when replayed.
 */
export const DepositResultSchema = z.object({
  message: z.string(),
  deposit: DepositSchema,
  created: z.boolean(),
  ftd: z.boolean().describe('This deposit was the lead’s first: it made the lead FTD'),
  lead: LeadDepositTotalsSchema,
});
export type DepositResult = z.infer<typeof DepositResultSchema>;

/** `GET /api/leads/:id/deposits`: a visible lead's deposits (newest first) and totals. */
export const LeadDepositsResponseSchema = listResponseSchema(DepositSchema).extend({
  lead: LeadDepositTotalsSchema,
});
export type LeadDepositsResponse = z.infer<typeof LeadDepositsResponseSchema>;

/**
 * `POST /api/leads/:id/deposits/:depositId/reverse {reason}`: undoes a mistaken deposit by a linked
 * negative entry (a reversal), once; a reversal itself cannot be reversed (docs/decisions.md "Money").
 */
export const ReverseDepositParamsSchema = z
  .object({ id: z.uuid(MSG.validation.leadId), depositId: z.uuid(MSG.validation.uuid) })
  .strict();
export const ReverseDepositSchema = z
  .object({ reason: z.string().trim().min(1, MSG.validation.required).max(500, MSG.validation.required) })
  .strict();
export type ReverseDeposit = z.output<typeof ReverseDepositSchema>;

/** Answer of a deposit reversal: the reversal entry, the original (now reversed) and the lead's totals. */
export const DepositReversalResultSchema = z.object({
  message: z.string(),
  reversal: DepositSchema,
  original: DepositSchema,
  lead: LeadDepositTotalsSchema,
});
export type DepositReversalResult = z.infer<typeof DepositReversalResultSchema>;
