/** Deposits namespace, English (the reference: every other language has exactly these keys). */
export const depositsEn = {
  title: 'Record a deposit',
  amount: 'Amount',
  amountHelp: 'In {{currency}}, e.g. 250.00',
  amountInvalid: 'Enter an amount above 0 with at most {{digits}} decimals',
  currency: 'Currency',
  occurredAt: 'Time of the deposit',
  transactionId: 'Transaction id',
  transactionIdHelp: 'The payment id at the broker; the same id is never recorded twice',
  submit: 'Record deposit',
  ftd: 'First deposit: the lead is now FTD',
  reverse: 'Reverse',
  reverseTitle: 'Reverse the deposit {{deposit}}',
  reverseHelp:
    'A linked negative entry takes it out of the lead’s deposits and FTD. A deposit is reversed once; the reversal cannot be reversed.',
  reason: 'Reason',
  reversed: 'Reversed',
  reversal: 'Reversal',
};

export type DepositsTranslation = typeof depositsEn;
