import type { ReportsTranslation } from './en';

/** Reports namespace, Chinese. */
export const reportsZh: ReportsTranslation = {
  title: '报表',
  subtitle: '按需分组的潜在客户、首存和存款，可导出 CSV',
  groupBy: '分组方式',
  groups: {
    day: '日期',
    campaign: '广告活动',
    adGroup: '广告组',
    platform: '平台',
    status: '状态',
    funnel: '漏斗',
  },
  columns: {
    leads: '潜在客户',
    newLeads: '新',
    ftds: '首存',
    deposits: '存款次数',
    delivered: '已交付',
    depositAmount: '存款金额',
    conversion: '转化率',
  },
  totals: '合计',
  open: '打开 {{name}} 的 {{column}} 对应的潜在客户：{{value}}',
  export: '导出 CSV',
  exporting: '正在导出…',
  exported: '报表已保存为 {{fileName}}',
};
