/** Public surface of the deposits feature (issues 10, 18): deposit entry and reversal in the lead drawer. */
export { DepositForm } from './components/deposit-form';
export { DepositReverse } from './components/deposit-reverse';
