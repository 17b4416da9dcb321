import type { AnalyticsTranslation } from './en';

/** Analytics namespace, Chinese. */
export const analyticsZh: AnalyticsTranslation = {
  title: '分析',
  subtitles: {
    analytics: '哪些广告活动和广告组带来潜在客户和存款，成本多少',
    campaigns: '各广告活动在所选期间的潜在客户和存款（默认 30 天）',
    sources: '所选期间潜在客户的来源（默认 30 天）',
  },
  tabs: { analytics: '广告组', campaigns: '广告活动', sources: '来源' },
  lastDays: {
    title: '最近几天',
    splitBy: '拆分方式',
    byStatus: '状态',
    byPlatform: '平台',
  },
  adGroups: {
    title: '广告组分析',
    search: '搜索广告组',
    campaign: '广告活动',
    allCampaigns: '全部广告活动',
    emptyText: '此期间没有广告组有潜在客户或访问。',
    columns: {
      campaign: '广告活动',
      adGroup: '广告组',
      platform: '平台',
      visits: '访问',
      leadsPerVisit: '潜在客户 / 访问',
      statusMix: '状态分布',
      ftdRate: '首存率',
      costPerLead: '每个潜在客户成本',
      costPerFtd: '每个首存成本',
    },
  },
  sources: {
    title: '来源',
    search: '搜索来源',
    emptyText: '此期间没有潜在客户。',
    columns: {
      platform: '平台',
      from: '来源页',
      campaignid: '广告活动 ID',
      adgroupid: '广告组',
      placement: '展示位置',
      keyword: '关键词',
      total: '合计',
      new: '新',
    },
  },
  campaigns: {
    title: '广告活动',
    search: '搜索广告活动',
    add: '添加广告活动',
    addTitle: '添加广告活动',
    editTitle: '编辑 {{name}}',
    edit: '编辑 {{name}}',
    emptyText: '添加广告活动以跟踪其潜在客户、首存和存款。',
    fields: {
      name: '名称',
      description: '描述',
      internalId: '社交 ID',
      link: '链接',
    },
    help: {
      name: '3 到 121 个字符，不含空格',
      description: '2 到 120 个字符',
      internalId: '广告平台的广告活动 ID：3 到 121 个字符，不含空格',
      link: '可选：完整地址，例如 https://example.com/offer',
    },
  },
};
