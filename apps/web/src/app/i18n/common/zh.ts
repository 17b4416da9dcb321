import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.zh;
import type { CommonTranslation } from './en';

/** The common namespace, 中文. */
export const commonZh: CommonTranslation = {
  appName: 'Leadhouse',
  loading: '加载中…',
  actions: {
    save: '保存',
    cancel: '取消',
    create: '创建',
    edit: '编辑',
    delete: '删除',
    close: '关闭',
    search: '搜索',
    clear: '清除',
    retry: '重试',
  },
  status: { active: '启用', inactive: '停用', all: '全部' },
  empty: {
    noRecord: '未找到记录',
    noNotifications: '暂无通知',
    noMessages: '暂无消息',
    noApplications: '未找到应用',
  },
  errors: {
    VALIDATION: '部分字段无效。',
    UNAUTHORIZED: '会话已过期，请重新登录。',
    FORBIDDEN: '您无权执行此操作。',
    NOT_FOUND: '该记录不存在或您无权查看。',
    CONFLICT: '该记录已存在。',
    TOO_LARGE: '请求内容过大。',
    RATE_LIMITED: '请求过于频繁，请稍后再试。',
    INTERNAL: '服务器出现问题，请重试。',
    UNAVAILABLE: '服务暂不可用，请稍后再试。',
    INACTIVE: '您的账户尚未激活，需要管理员激活。',
    NETWORK: '无法连接服务器，请检查网络。',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: '资金不足：余额不能低于 {{limit}}',
    moneyBooksFull: '此金额会使账目超过 {{max}}（可精确保存的上限）；未记录任何内容',
  },
};
