/*
 * The deposits module's public surface. `recordDeposit` is the one way a deposit is written (by hand through
 * `leads/addItem`, or by a partner's postback in the integrations module).
 */
export { depositsRoutes } from './deposits.routes.js';
export {
  idempotencyKeyOf,
  recordDeposit,
  transactionKey,
  type RecordDepositInput,
  type RecordDepositOutcome,
} from './deposits.service.js';
