import type { LeadUndoTranslation } from './en';

export const leadUndoZh: LeadUndoTranslation = {
  undo: '撤销',
  undone_other: '已撤销：{{count}} 条线索已恢复之前的值。',
  skipped_other: '{{count}} 条线索此后已被他人修改，保持不变。',
  deletedLink: '已删除的线索',
  deletedTitle: '已删除的线索',
  deletedSubtitle: '所有人删除的线索。选择后可恢复到列表中。',
  deletedEmpty: '没有已删除的线索。',
  backToLeads: '返回线索',
  restore: '恢复',
  selected_other: '已选择：{{count}}',
  restored_other: '已恢复 {{count}} 条线索',
  columns: {
    name: '姓名',
    email: '邮箱',
    phone: '电话',
    country: '国家',
    status: '状态',
    deletedAt: '删除时间',
  },
};
