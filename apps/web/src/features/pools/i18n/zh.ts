import type { PoolsTranslation } from './en';

/** The pools namespace, 中文. */
export const poolsZh: PoolsTranslation = {
  title: '线索池',
  subtitle: '销售人员分组。分配给线索池的线索将轮流分发。',
  add: '添加线索池',
  edit: '编辑线索池',
  searchPlaceholder: '搜索线索池',
  columns: {
    name: '名称',
    description: '描述',
    members: '成员',
    active: '状态',
    createdAt: '创建时间',
    actions: '操作',
  },
  form: {
    name: '名称',
    description: '描述',
    active: '启用（接收线索）',
    members: '成员',
    membersHelp: '从此线索池接收线索的销售人员',
    noOptions: '没有可分配的用户',
  },
  deleteDialog: {
    title: '删除此线索池？',
    text: '线索池“{{name}}”将被删除。其线索保留当前负责人。',
    confirm: '删除线索池',
  },
  toasts: {
    added: '线索池已添加',
    updated: '线索池已更新',
    deleted: '线索池已删除',
  },
  editPool: '编辑 {{name}}',
  deletePool: '删除 {{name}}',
  emptyText: '创建线索池，在销售人员之间分配线索。',
};
