import type { DepositsTranslation } from './en';

/** Deposits namespace, Spanish. */
export const depositsEs: DepositsTranslation = {
  title: 'Registrar un depósito',
  amount: 'Importe',
  amountHelp: 'En {{currency}}, p. ej. 250.00',
  amountInvalid: 'Introduce un importe mayor que 0 con {{digits}} decimales como máximo',
  currency: 'Moneda',
  occurredAt: 'Hora del depósito',
  transactionId: 'Id de transacción',
  transactionIdHelp: 'El id del pago en el bróker; el mismo id nunca se registra dos veces',
  submit: 'Registrar depósito',
  ftd: 'Primer depósito: el lead ya es FTD',
  reverse: 'Revertir',
  reverseTitle: 'Revertir el depósito {{deposit}}',
  reverseHelp:
    'Un asiento negativo vinculado lo quita de los depósitos y del FTD del lead. Un depósito se revierte una vez; la reversión no se puede revertir.',
  reason: 'Motivo',
  reversed: 'Revertido',
  reversal: 'Reversión',
};
