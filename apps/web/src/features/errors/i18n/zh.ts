import type { PagesTranslation } from './en';

/** The pages namespace, 中文. */
export const pagesZh: PagesTranslation = {
  notFound: { code: '404', action: '返回线索' },
  serverError: {
    code: '500',
    message: '我们这边出了点问题，请稍后再试。',
    action: '重新加载页面',
  },
  forbidden: {
    title: '无权访问',
    message: '您的角色无权访问此页面。如需访问，请联系管理员。',
  },
  leads: {
    title: '线索',
    text: '您的线索将在此列出，并提供筛选、批量操作、CSV 导入和导出。',
    searching: '搜索：“{{search}}”',
  },
  dashboard: { title: '仪表盘', text: '团队和漏斗的关键数据将显示在这里。' },
  accounts: { title: '账户', text: '账户及其资金、激活和订阅信息将显示在这里。' },
  account: { title: '账户', text: '此账户的详情和统计将显示在这里。' },
  analytics: { title: '分析', text: '最近几天的线索和广告来源分析将显示在这里。' },
  reports: { title: '报表', text: '关于线索、入金和团队活动的报表将显示在这里。' },
};
