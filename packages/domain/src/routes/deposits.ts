import { routesTagged } from '../contract.js';
import {
  AddDepositItemSchema,
  DepositResultSchema,
  DepositReversalResultSchema,
  LeadDepositsResponseSchema,
  ReverseDepositParamsSchema,
  ReverseDepositSchema,
} from '../deposits.js';

/*
 * Deposits (spec §7 `POST leads/addItem`, payload "not shown"; DESIGN.md §4). Recording needs the
 * `deposits` feature (admins and managers by default; an admin may grant it per user) and a lead the caller
 * sees (the leads visibility scope: anything else is a 404). Reading a lead's deposits needs `leads`.
 */

const tag = 'deposits';
const route = routesTagged(tag);

export const depositRoutes = {
  addItem: route('deposits.addItem', 'POST /leads/addItem', {
    access: { feature: 'deposits' },
    summary:
      'Record a deposit on a lead (minor units, currency, time, transaction id); idempotent on (lead, ' +
      'transactionId); the first deposit marks the lead FTD. Header Idempotency-Key: used as the ' +
      'transaction id when none is given. 201 created, 200 already recorded, 409 the transaction id was ' +
      'recorded on this lead with another amount or currency.',
    body: AddDepositItemSchema,
    responses: { 200: DepositResultSchema, 201: DepositResultSchema },
    extraErrors: [404, 409],
  }),
  ofLead: route('deposits.ofLead', 'GET /leads/:id/deposits', {
    access: { feature: 'leads' },
    summary: "A visible lead's deposits (newest first) with its count, amount and FTD time",
    responses: { 200: LeadDepositsResponseSchema },
  }),
  reverse: route('deposits.reverse', 'POST /leads/:id/deposits/:depositId/reverse', {
    access: { feature: 'deposits' },
    summary:
      'Reverse a deposit of a visible lead with a reason: a linked negative entry that takes it out of the ' +
      "lead's count, amount and FTD time. Once per deposit: 409 when already reversed or when the deposit " +
      'is itself a reversal.',
    params: ReverseDepositParamsSchema,
    body: ReverseDepositSchema,
    responses: { 201: DepositReversalResultSchema },
    extraErrors: [409],
  }),
} as const;
