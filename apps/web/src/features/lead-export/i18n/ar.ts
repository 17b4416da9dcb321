import type { LeadExportTranslation } from './en';

export const leadExportAr: LeadExportTranslation = {
  exportAll: 'تصدير',
  exportSelected: 'تصدير المحدد ({{n}})',
  allHint: 'تنزيل كل العملاء المحتملين المطابقين للتصفية والبحث والترتيب الحالي كملف CSV',
  selectedHint: 'تنزيل العملاء المحتملين المحددين كملف CSV',
  preparing: 'جارٍ تجهيز ملف CSV…',
  done: 'تم تصدير العملاء المحتملين إلى {{fileName}}',
};
