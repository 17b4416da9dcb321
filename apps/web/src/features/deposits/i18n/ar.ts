import type { DepositsTranslation } from './en';

/** Deposits namespace, Arabic. */
export const depositsAr: DepositsTranslation = {
  title: 'تسجيل إيداع',
  amount: 'المبلغ',
  amountHelp: 'بعملة {{currency}}، مثل 250.00',
  amountInvalid: 'أدخل مبلغًا أكبر من 0 بما لا يزيد عن {{digits}} منازل عشرية',
  currency: 'العملة',
  occurredAt: 'وقت الإيداع',
  transactionId: 'معرّف المعاملة',
  transactionIdHelp: 'معرّف الدفع لدى الوسيط؛ لا يُسجَّل المعرّف نفسه مرتين',
  submit: 'تسجيل الإيداع',
  ftd: 'أول إيداع: أصبح العميل FTD',
  reverse: 'عكس',
  reverseTitle: 'عكس الإيداع {{deposit}}',
  reverseHelp:
    'قيد سالب مرتبط يُخرجه من إيداعات العميل المحتمل ومن FTD. يُعكس الإيداع مرة واحدة، ولا يمكن عكس العكس.',
  reason: 'السبب',
  reversed: 'معكوس',
  reversal: 'قيد عكسي',
};
