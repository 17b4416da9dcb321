import type { DepositsTranslation } from './en';

/** Deposits namespace, Italian. */
export const depositsIt: DepositsTranslation = {
  title: 'Registra un deposito',
  amount: 'Importo',
  amountHelp: 'In {{currency}}, es. 250.00',
  amountInvalid: 'Inserisci un importo maggiore di 0 con al massimo {{digits}} decimali',
  currency: 'Valuta',
  occurredAt: 'Ora del deposito',
  transactionId: 'Id transazione',
  transactionIdHelp: 'L’id del pagamento presso il broker; lo stesso id non viene mai registrato due volte',
  submit: 'Registra deposito',
  ftd: 'Primo deposito: il lead ora è FTD',
  reverse: 'Storna',
  reverseTitle: 'Storna il deposito {{deposit}}',
  reverseHelp:
    'Una voce negativa collegata lo toglie dai depositi e dall’FTD del lead. Un deposito si storna una volta; lo storno non si può stornare.',
  reason: 'Motivo',
  reversed: 'Stornato',
  reversal: 'Storno',
};
