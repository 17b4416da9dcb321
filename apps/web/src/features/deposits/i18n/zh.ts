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
  reverse: '冲销',
  reverseTitle: '冲销存款 {{deposit}}',
  reverseHelp:
    '一条关联的负数记录会将其从潜在客户的存款和 FTD 中移除。每笔存款只能冲销一次，冲销本身不能再被冲销。',
  reason: '原因',
  reversed: '已冲销',
  reversal: '冲销记录',
};
