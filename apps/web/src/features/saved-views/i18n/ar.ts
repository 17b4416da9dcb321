import type { SavedViewsTranslation } from './en';

export const savedViewsAr: SavedViewsTranslation = {
  button: 'طرق العرض',
  saveCurrent: 'حفظ طريقة العرض الحالية…',
  saveTitle: 'حفظ طريقة العرض الحالية',
  renameTitle: 'إعادة تسمية طريقة العرض',
  name: 'الاسم',
  none: 'لا توجد طرق عرض محفوظة بعد',
  loading: 'جارٍ التحميل…',
  rename: 'إعادة تسمية {{name}}',
  delete: 'حذف {{name}}',
  saved: 'تم حفظ طريقة العرض «{{name}}»',
  renamed: 'تمت إعادة تسمية طريقة العرض إلى «{{name}}»',
  deleted: 'تم حذف طريقة العرض «{{name}}»',
  applied: 'تم تطبيق طريقة العرض «{{name}}»',
};
