import type { LeadExportTranslation } from './en';

export const leadExportZh: LeadExportTranslation = {
  exportAll: '导出',
  exportSelected: '导出所选（{{n}}）',
  allHint: '将符合当前筛选、搜索和排序的所有潜在客户下载为 CSV',
  selectedHint: '将所选潜在客户下载为 CSV',
  preparing: '正在准备 CSV…',
  done: '潜在客户已导出到 {{fileName}}',
};
