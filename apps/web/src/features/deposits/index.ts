/** Public surface of the deposits feature (issue 10): the deposit entry of the lead drawer. */
export { DepositForm } from './components/deposit-form';
