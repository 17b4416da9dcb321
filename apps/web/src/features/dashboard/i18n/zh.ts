import type { DashboardTranslation } from './en';

/** Dashboard namespace, Chinese. */
export const dashboardZh: DashboardTranslation = {
  title: '仪表板',
  subtitle: '潜在客户从哪里来，价值多少',
  retry: '重试',
  none: '（无）',
  period: {
    label: '期间',
    days_other: '{{count}} 天',
    custom: '自定义',
    from: '从',
    to: '至',
    window: '{{from}} – {{to}}（{{timeZone}}）',
  },
  figures: {
    title: '关键数据',
    leads: '潜在客户',
    ftds: '首存',
    depositAmount: '存款金额',
    conversion: '转化率',
    visits: '访问',
    delivered: '已交付',
    vsPrevious: '与上一期间相比',
    previous: '上一期间：{{value}}',
    open: '打开 {{figure}} 对应的潜在客户：{{value}}',
  },
  distribution: {
    title: '分发',
    sold: '已售',
    held: '暂存',
    unsold: '未售',
    returned: '已退回',
  },
  charts: {
    leadsPerDay: '每日潜在客户',
    deposits: '首存与存款',
    day: '日期',
    dayLeads: '打开 {{day}} 的潜在客户',
  },
  mix: {
    status: '状态分布',
    funnel: '漏斗分布',
    platform: '平台',
    open: '打开 {{name}} 的 {{value}} 个潜在客户',
  },
  tables: {
    topCampaigns: '热门广告活动',
    topAdGroups: '热门广告组',
    platforms: '平台',
    campaign: '广告活动',
    adGroup: '广告组',
    platform: '平台',
    openLeads: '打开 {{name}} 的 {{value}} 个潜在客户',
    openFtds: '打开 {{name}} 的 {{value}} 个首存',
  },
  empty: {
    noLeads: '还没有潜在客户',
    noLeadsText: '潜在客户一到，数据就会显示在这里。请在潜在客户页面导入 CSV 文件或添加潜在客户。',
    goToLeads: '导入或添加潜在客户',
    noLeadsInPeriod: '此期间没有潜在客户',
  },
};
