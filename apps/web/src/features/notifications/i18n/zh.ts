import type { NotificationsTranslation } from './en';

/** 通知（中文）。 */
export const notificationsZh: NotificationsTranslation = {
  title: '通知',
  markAllRead: '全部标为已读',
  unread: '未读',
  loadError: '无法加载通知。',
  kinds: {
    leadAssigned_other: '已为你分配 {{count, number}} 条线索',
    importFailed: '你的导入失败了',
    importFinished: '你的导入已完成',
    exportFinished_other: '你导出的 {{count, number}} 条线索已就绪',
    deliveryFailed_other: '{{count, number}} 次向集成的投递失败',
    integrationPaused: '某个集成因多次失败已暂停',
    accountUnpaid: '某个账户未付款',
    accountLowFunds: '某个账户余额不足',
    domainVerified: '某个域名已验证',
    domainFailed: '某个域名验证失败',
  },
  facts: {
    created_other: '已导入 {{count, number}} 条线索',
    failed_other: '已拒绝 {{count, number}} 行',
    periodEnd: '周期已于 {{day}} 结束',
    balance: '余额 {{amount}}',
  },
  newLeads: {
    text_other: '{{count, number}} 条新线索',
    more: '超过 {{limit, number}} 条新线索',
    show: '显示',
  },
  leadChanged: {
    text: '已被他人修改',
    reload: '重新加载',
  },
};
