import type { DepositsTranslation } from './en';

/** Deposits namespace, Chinese. */
export const depositsZh: DepositsTranslation = {
  title: '记录存款',
  amount: '金额',
  amountHelp: '以 {{currency}} 计，例如 250.00',
  amountInvalid: '请输入大于 0 的金额，小数最多 {{digits}} 位',
  currency: '货币',
  occurredAt: '存款时间',
  transactionId: '交易 ID',
  transactionIdHelp: '经纪商处的支付 ID；同一 ID 不会被记录两次',
  submit: '记录存款',
  ftd: '首次存款：该线索现为 FTD',
};
