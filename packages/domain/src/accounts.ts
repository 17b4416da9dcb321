import { z } from 'zod';
import { analyticsWindowShape } from './analytics.js';
import { listQuerySchema, listResponseSchema, requiredText, rowsResponseSchema } from './common.js';
import { MAX_STATS_PERIOD_DAYS } from './constants.js';
import { daySchema } from './lead-filters.js';
import { MSG } from './messages.js';
import { moneyAmount } from './money.js';

/*
 * Accounts, their funds ledger, plan types and statistics (spec §2, §3 Account, §7 "Accounts and hosting",
 * §9; DESIGN.md §4; docs/decisions.md "Accounts and the funds ledger"). An account is an advertising or
 * partner account the team runs under a public stage name, with a prepaid budget kept as a double-entry
 * ledger, an active flag, a plan type and an optional integration; its campaigns bring leads. Money is
 * always integer minor units of the account's `currency`.
 */

/** Accounts list page size (spec §9: the accounts list requests limit 100). */
export const ACCOUNTS_PAGE_SIZE = 100;
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, MSG.validation.currency)
  .describe('ISO 4217 code');
/** Money inputs: the one range of `money.ts` (1..MAX_MONEY_MINOR, or 0.. when `positive` is false). */
const minor = (positive = true) => moneyAmount({ zero: !positive });
const stageName = requiredText(MSG.validation.stageName, 2, 120);
/** Idempotency key in the body (the `Idempotency-Key` header may carry it instead). */
const idemKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, MSG.validation.idempotencyKey)
  .optional()
  .describe('Idempotency key (or header Idempotency-Key); one of the two is required');
/**
 * The body of a money call (docs/decisions.md "Accounts and the funds ledger"): the call's own fields, then
 * `idempotencyKey` (`idemKey`), and no other key (a 400 names an unknown one).
 */
const moneyCallBody = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, idempotencyKey: idemKey }).strict();

/** A plan type as an account shows it. */
export const PlanTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().describe('Price per period, minor units'),
  currency: z.string(),
  periodDays: z.number().int(),
  leadsPerDay: z.number().int().nullable().describe('Limit: leads per day; null = no limit'),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PlanType = z.infer<typeof PlanTypeSchema>;

/** One account (spec §3 Account: id, username = stageName, funds, integration, type). */
export const AccountSchema = z.object({
  id: z.string(),
  _id: z.string().describe('Same as id (spec §3 account._id)'),
  stageName: z.string(),
  username: z.string().describe('Same as stageName (spec §3)'),
  currency: z.string(),
  funds: z.number().int().describe('Balance in minor units (sum of the ledger entries)'),
  overdraftLimit: z.number().int().describe('The balance may go down to -overdraftLimit (minor units)'),
  active: z.boolean(),
  integrationId: z.string().nullable(),
  apiKeyIds: z.array(z.string()).describe('Intake API keys bringing leads for this account'),
  type: PlanTypeSchema.nullable().describe('Current plan type'),
  nextType: PlanTypeSchema.nullable().describe('Plan type that starts at the end of the period'),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable().describe('End of the paid period; after it the account is unpaid'),
  paid: z.boolean().describe('No plan, or its period is paid up to now'),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** `GET /api/accounts` (spec §7: page, limit 100, keywords, sortBy). Sortable: stageName, createdAt, funds. */
export const ACCOUNT_SORT_FIELDS = ['stageName', 'createdAt', 'funds'] as const;
export const AccountListQuerySchema = listQuerySchema(ACCOUNTS_PAGE_SIZE);
export const AccountListResponseSchema = listResponseSchema(AccountSchema);
export type AccountListResponse = z.infer<typeof AccountListResponseSchema>;

/** `POST /api/accounts` (spec §7 `{stageName}`). */
export const AccountCreateSchema = z
  .object({
    stageName,
    currency: currency.default('USD'),
    overdraftLimit: minor(false).default(0),
    integrationId: z.uuid(MSG.validation.uuid).nullable().optional(),
  })
  .strict();
export type AccountCreate = z.output<typeof AccountCreateSchema>;

/** `PUT /api/accounts` (spec §4 save rule: a record with an id is updated). The currency never changes. */
export const AccountUpdateSchema = z
  .object({
    id: z.uuid(MSG.validation.uuid),
    stageName: stageName.optional(),
    overdraftLimit: minor(false).optional(),
    integrationId: z.uuid(MSG.validation.uuid).nullable().optional(),
    apiKeyIds: z.array(z.uuid(MSG.validation.uuid)).max(100).optional().describe('Replaces the linked keys'),
  })
  .strict();
export type AccountUpdate = z.output<typeof AccountUpdateSchema>;

/** Kinds of ledger transaction. A reversal undoes another transaction entry by entry and links to it. */
export const LEDGER_KINDS = ['top_up', 'spend', 'refund', 'plan_charge', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One ledger transaction as the account page shows it; `amount` is the signed change of the balance. */
export const LedgerTransactionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int().describe('Signed change of the account balance, minor units'),
  currency: z.string(),
  description: z.string().nullable(),
  campaignId: z.string().nullable(),
  occurredOn: z.string().describe('YYYY-MM-DD: the day the money is booked for'),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerTransaction = z.infer<typeof LedgerTransactionSchema>;

/** A day (YYYY-MM-DD) within the years PostgreSQL holds (`daySchema`, the lead filters' day rule). */
const day = daySchema(MSG.validation.dateFormat);

/** Earliest day a ledger item may be booked for (YYYY-MM-DD). */
export const LEDGER_FIRST_DAY = '2000-01-01';
/** A ledger item may be booked at most this many days after today (prepaid items; not years ahead). */
export const LEDGER_MAX_DAYS_AHEAD = 366;

/**
 * Whether `value` (YYYY-MM-DD) is a day a ledger item may be booked for: from LEDGER_FIRST_DAY to
 * LEDGER_MAX_DAYS_AHEAD days after `now` (UTC). Days like 0001-01-01 or 9999-12-31 are refused: they
 * would sit outside every statistics window and break day arithmetic (SECURITY.md, issue 18).
 */
export function isLedgerDay(value: string, now = Date.now()): boolean {
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && value >= LEDGER_FIRST_DAY && t <= now + LEDGER_MAX_DAYS_AHEAD * 86_400_000;
}

/** `POST /api/accounts/funds` (spec §7 "funds as a number"): a top-up (or, with `kind: refund`, money paid back). */
export const AddFundsSchema = moneyCallBody({
  accountId: z.uuid(MSG.validation.uuid),
  funds: minor(),
  kind: z.enum(['top_up', 'refund']).default('top_up'),
  description: z.string().trim().max(500).optional(),
});
export type AddFunds = z.output<typeof AddFundsSchema>;

/** `POST /api/accounts/addItem`: a spend item (ad spend or another cost line) charged to the account. */
export const AddSpendItemSchema = moneyCallBody({
  accountId: z.uuid(MSG.validation.uuid),
  amount: minor(),
  date: day
    .refine((v) => isLedgerDay(v), MSG.validation.ledgerDay)
    .describe('The day the spend belongs to (YYYY-MM-DD, reporting time zone), 2000-01-01 to a year ahead'),
  description: z.string().trim().min(1, MSG.validation.required).max(500),
  campaignId: z.uuid(MSG.validation.uuid).nullable().optional(),
});
export type AddSpendItem = z.output<typeof AddSpendItemSchema>;

/** `POST /api/accounts/reverse`: a correction: reverses a transaction entry by entry, linked to it. */
export const ReverseSchema = moneyCallBody({
  transactionId: z.uuid(MSG.validation.uuid),
  reason: z.string().trim().min(1, MSG.validation.required).max(500),
});
export type Reverse = z.output<typeof ReverseSchema>;

/** Answer of every money call: the transaction, whether this call created it, and the new balance. */
export const MoneyResultSchema = z.object({
  message: z.string(),
  created: z.boolean().describe('False: a retry with the same idempotency key; the original answer'),
  transaction: LedgerTransactionSchema,
  funds: z.number().int().describe('Balance after, minor units'),
});
export type MoneyResult = z.infer<typeof MoneyResultSchema>;

/** `POST /api/accounts/activate`: activate or deactivate with a reason (history kept). */
export const ActivateSchema = z
  .object({
    id: z.uuid(MSG.validation.uuid),
    active: z.boolean(),
    reason: z.string().trim().min(1, MSG.validation.required).max(500),
  })
  .strict();

/** One activation change. */
export const ActivationSchema = z.object({
  active: z.boolean(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Activation = z.infer<typeof ActivationSchema>;

/** `POST /api/accounts/activateType`: an admin defines a plan type or changes it (no `id`: new). */
export const PlanTypeSaveSchema = z
  .object({
    id: z.uuid(MSG.validation.uuid).optional(),
    name: z.string().trim().min(2, MSG.validation.name).max(80, MSG.validation.name),
    price: minor(false),
    currency: currency.default('USD'),
    periodDays: z.number().int().min(1).max(366),
    leadsPerDay: z.number().int().min(1).nullable().default(null),
    active: z.boolean().default(true),
  })
  .strict();
export type PlanTypeSave = z.output<typeof PlanTypeSaveSchema>;

/** `POST /api/accounts/subscribeToType {type}`: put an account on a plan type (charges the ledger). */
export const SubscribeToTypeSchema = moneyCallBody({
  accountId: z.uuid(MSG.validation.uuid),
  type: z.uuid(MSG.validation.uuid).describe('Plan type id'),
});
/** `POST /api/accounts/subscribe`: renew the subscription when its period has ended. */
export const SubscribeSchema = moneyCallBody({ accountId: z.uuid(MSG.validation.uuid) });

/** Answer of the subscription calls: the account after, and the charge if one was made. */
export const SubscriptionResultSchema = z.object({
  message: z.string(),
  account: AccountSchema,
  charge: LedgerTransactionSchema.nullable(),
  change: z.enum(['new', 'upgrade', 'downgrade_scheduled', 'renewed', 'unchanged']),
});
export type SubscriptionResult = z.infer<typeof SubscriptionResultSchema>;

/** `GET /api/accounts/:id`: the account with its ledger, activation history and ledger check. */
export const AccountDetailSchema = z.object({
  account: AccountSchema,
  ledger: z.array(LedgerTransactionSchema),
  activations: z.array(ActivationSchema),
  campaigns: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('Campaigns attached to the account (campaigns API, accountId)'),
  check: z.object({
    entriesSum: z.number().int().describe('Sum of the balance entries, minor units'),
    balanced: z.boolean().describe('Stored balance = sum of the entries'),
  }),
});
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

/** Quick time filters of the statistics (spec §9: default last_four_weeks). */
export const QUICK_TIME_FILTERS = [
  'today',
  'yesterday',
  'last_seven_days',
  'last_four_weeks',
  'this_month',
  'last_month',
  'custom',
] as const;
export type QuickTimeFilter = (typeof QUICK_TIME_FILTERS)[number];

/** `POST /api/accounts/accountsAnalytics` (spec §7: ids, quickTimeFilter, from, to). */
export const AccountsAnalyticsSchema = z
  .object({
    ids: z.array(z.uuid(MSG.validation.uuid)).min(1).max(500),
    quickTimeFilter: z.enum(QUICK_TIME_FILTERS).default('last_four_weeks'),
    from: day.optional().describe('custom: first day (YYYY-MM-DD, reporting time zone)'),
    to: day.optional().describe('custom: last day, inclusive'),
  })
  .strict()
  .refine((v) => v.quickTimeFilter !== 'custom' || (v.from && v.to && v.from <= v.to), {
    message: MSG.validation.accountDateRange,
    path: ['from'],
  })
  .refine(
    // Whole UTC days between two calendar dates: a difference of instants, no calendar arithmetic.
    (v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < MAX_STATS_PERIOD_DAYS,
    { message: MSG.validation.accountPeriodTooLong, path: ['to'] },
  );
export type AccountsAnalyticsInput = z.output<typeof AccountsAnalyticsSchema>;

/** One account's statistics; rates from totals, null when the divisor is 0. Money in minor units. */
export const AccountStatsSchema = z.object({
  account: z.object({ _id: z.string(), stageName: z.string(), currency: z.string() }),
  leads: z.number().int(),
  ftds: z.number().int(),
  depositAmount: z.number().int(),
  spend: z.number().int(),
  costPerLead: z.number().nullable().describe('spend / leads, minor units'),
  costPerFtd: z.number().nullable().describe('spend / ftds, minor units'),
  returnOnSpend: z.number().nullable().describe('depositAmount / spend (ratio)'),
  balanceStart: z.number().int().describe('Balance at the start of the first day'),
  balanceEnd: z.number().int().describe('Balance at the end of the last day (or now)'),
  days: z
    .array(z.object({ day: z.string(), spend: z.number().int(), balance: z.number().int() }))
    .describe('Per day: spend booked on it and the balance at its end'),
});
export type AccountStats = z.infer<typeof AccountStatsSchema>;
export const AccountsAnalyticsResponseSchema = z.object({
  ...analyticsWindowShape,
  accounts: z.array(AccountStatsSchema),
});
export type AccountsAnalyticsResponse = z.infer<typeof AccountsAnalyticsResponseSchema>;

/** Plan types list. */
export const PlanTypeListSchema = rowsResponseSchema(PlanTypeSchema);
