import type { ReportsTranslation } from './en';

/** Reports namespace, Arabic. */
export const reportsAr: ReportsTranslation = {
  title: 'التقارير',
  subtitle: 'العملاء والإيداعات الأولى والإيداعات مجمّعة كما تحتاج، مع تصدير CSV',
  groupBy: 'التجميع حسب',
  groups: {
    day: 'اليوم',
    campaign: 'الحملة',
    adGroup: 'المجموعة الإعلانية',
    platform: 'المنصة',
    status: 'الحالة',
    funnel: 'مرحلة القمع',
  },
  columns: {
    leads: 'العملاء',
    newLeads: 'جديد',
    ftds: 'الإيداعات الأولى',
    deposits: 'الإيداعات',
    delivered: 'المُسلَّمة',
    depositAmount: 'مبلغ الإيداعات',
    conversion: 'التحويل',
  },
  totals: 'الإجمالي',
  open: 'افتح العملاء خلف {{column}} لـ {{name}}: {{value}}',
  export: 'تصدير CSV',
  exporting: 'جارٍ التصدير…',
  exported: 'حُفظ التقرير باسم {{fileName}}',
};
