import { z } from 'zod';
import {
  AccountCreateSchema,
  AccountDetailSchema,
  AccountListQuerySchema,
  AccountListResponseSchema,
  AccountSchema,
  AccountsAnalyticsResponseSchema,
  AccountsAnalyticsSchema,
  AccountUpdateSchema,
  ActivateSchema,
  AddFundsSchema,
  AddSpendItemSchema,
  MoneyResultSchema,
  PlanTypeListSchema,
  PlanTypeSaveSchema,
  PlanTypeSchema,
  ReverseSchema,
  SubscribeSchema,
  SubscribeToTypeSchema,
  SubscriptionResultSchema,
} from '../accounts.js';
import { routeKind, routesTagged } from '../contract.js';
import { restResource } from './rest.js';

/*
 * Accounts and their money (spec §7 "Accounts and hosting"; docs/decisions.md "Accounts and the funds
 * ledger"). Every route needs the `accounts` feature (admins and super sales managers by default); plan
 * types are defined by admins only (403 for anyone else). Money calls take an idempotency key (header
 * `Idempotency-Key` or body `idempotencyKey`, 400 without): a retry answers the first result with 200.
 */

const tag = 'accounts';
const access = { feature: 'accounts' } as const;
const route = routesTagged(tag, { access });
const accounts = restResource(tag, 'accounts', '/accounts', access);

/** The answer of an account write (create, update, activate): a message and the account after. */
const AccountSavedSchema = z.object({ message: z.string(), account: AccountSchema });

/**
 * A money call on the funds ledger: idempotent on its key, it answers its result with 201 when recorded and
 * with 200 (the first result) on a retry with the same body; 404 an unknown account or transaction, 409 a
 * refusal that records nothing (funds short, a second reversal, the key used with another body).
 */
const moneyCall = routeKind(tag, {
  access,
  responses: { 200: MoneyResultSchema, 201: MoneyResultSchema },
  extraErrors: [404, 409],
});

/**
 * A subscription call (put an account on a plan type, renew it): answers the subscription after (200); 404 an
 * unknown account or plan type, 409 funds short for the charge.
 */
const subscriptionCall = routesTagged(tag, {
  access,
  responses: { 200: SubscriptionResultSchema },
  extraErrors: [404, 409],
});

export const accountRoutes = {
  list: accounts.list(
    'List accounts (page, limit 100, keywords on the stage name, sortBy stageName|createdAt|funds)',
    AccountListResponseSchema,
    { query: AccountListQuerySchema },
  ),
  create: accounts.create(
    'Create an account {stageName} (currency default USD, overdraft limit default 0); 409 name taken',
    AccountCreateSchema,
    AccountSavedSchema,
  ),
  update: route('accounts.update', 'PUT /accounts', {
    summary: 'Update an account by id (stage name, overdraft limit, integration)',
    body: AccountUpdateSchema,
    responses: { 200: AccountSavedSchema },
    extraErrors: [404, 409],
  }),
  detail: accounts.detail(
    'One account with its ledger (newest first), activation history and the ledger check',
    AccountDetailSchema,
  ),
  funds: moneyCall(
    'accounts.funds',
    'POST /accounts/funds',
    'Add funds (top-up) or pay money back (refund) in minor units; idempotent; 201 new, 200 retry',
    AddFundsSchema,
  ),
  addItem: moneyCall(
    'accounts.addItem',
    'POST /accounts/addItem',
    'Charge a spend item (date, amount, description, campaign); 409 when funds are short',
    AddSpendItemSchema,
  ),
  reverse: moneyCall(
    'accounts.reverse',
    'POST /accounts/reverse',
    'Correct a transaction by reversing it (linked to the original); once per transaction',
    ReverseSchema,
  ),
  activate: route('accounts.activate', 'POST /accounts/activate', {
    summary: 'Activate or deactivate an account with a reason (history kept)',
    body: ActivateSchema,
    responses: { 200: AccountSavedSchema },
    extraErrors: [404],
  }),
  types: route('accounts.types', 'GET /accounts/types', {
    summary: 'Plan types (active and inactive), by price',
    responses: { 200: PlanTypeListSchema },
  }),
  activateType: route('accounts.activateType', 'POST /accounts/activateType', {
    summary: 'Admins: define a plan type or change / (de)activate one (name, price per period, limits)',
    body: PlanTypeSaveSchema,
    responses: { 200: PlanTypeSchema },
    extraErrors: [404, 409],
  }),
  subscribeToType: subscriptionCall('accounts.subscribeToType', 'POST /accounts/subscribeToType', {
    summary: 'Put an account on a plan type: new or upgrade now (prorated charge), downgrade at period end',
    body: SubscribeToTypeSchema,
  }),
  subscribe: subscriptionCall('accounts.subscribe', 'POST /accounts/subscribe', {
    summary: 'Renew the subscription when its paid period has ended (charges the next period)',
    body: SubscribeSchema,
  }),
  analytics: route('accounts.analytics', 'POST /accounts/accountsAnalytics', {
    summary: 'Statistics per account and period: leads, FTDs, deposits, spend, rates, balances',
    body: AccountsAnalyticsSchema,
    responses: { 200: AccountsAnalyticsResponseSchema },
  }),
} as const;
