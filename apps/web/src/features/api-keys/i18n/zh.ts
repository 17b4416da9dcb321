import type { ApiKeysTranslation } from './en';

/** API keys namespace, Chinese. */
export const apiKeysZh: ApiKeysTranslation = {
  title: 'API 密钥',
  subtitle: '联盟伙伴和落地页用这些密钥向 POST /api/intake/leads 提交线索。',
  add: '创建 API 密钥',
  emptyText: '为每个提交线索的落地页或联盟系统创建一个密钥。',
  docsLink: '线索接收 API 文档',
  columns: {
    name: '名称',
    hint: '密钥',
    owner: '联盟伙伴',
    createdAt: '创建时间',
    lastUsedAt: '最近使用',
    status: '状态',
    actions: '操作',
  },
  never: '从未',
  active: '有效',
  revoked: '已于 {{at}} 撤销',
  revoke: '撤销',
  revokeKey: '撤销 {{name}}',
  revokeDialog: {
    title: '撤销此 API 密钥？',
    text: '从现在起，使用“{{name}}”提交的线索将被拒绝。此操作不可撤销；如有需要请创建新密钥。',
  },
  revokedToast: 'API 密钥已撤销',
  form: {
    title: '创建 API 密钥',
    name: '名称',
    nameHelp: '密钥的用途，例如“春季活动落地页”',
    affiliate: '联盟伙伴',
    affiliateHelp: '拥有此密钥的联盟伙伴，也是其所提交线索的联盟伙伴',
    self: '我自己',
  },
  created: {
    title: '新的 API 密钥',
    warning: '请立即复制密钥。它只显示这一次：系统只保存其哈希值，任何人都无法再次查看。',
    key: 'API 密钥',
    copy: '复制密钥',
    copied: '密钥已复制',
    done: '我已复制密钥',
  },
};
