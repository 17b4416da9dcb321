import type { PoolsTranslation } from './en';

/** The pools namespace, العربية (right to left). */
export const poolsAr: PoolsTranslation = {
  title: 'المجموعات',
  subtitle: 'مجموعات من موظفي المبيعات. توزَّع العملاء المحتملون المسندون إلى مجموعة بالتناوب.',
  add: 'إضافة مجموعة',
  edit: 'تعديل المجموعة',
  searchPlaceholder: 'ابحث في المجموعات',
  columns: {
    name: 'الاسم',
    description: 'الوصف',
    members: 'الأعضاء',
    active: 'الحالة',
    createdAt: 'تاريخ الإنشاء',
    actions: 'الإجراءات',
  },
  form: {
    name: 'الاسم',
    description: 'الوصف',
    active: 'نشطة (تستقبل عملاء محتملين)',
    members: 'الأعضاء',
    membersHelp: 'موظفو المبيعات الذين يستقبلون العملاء المحتملين من هذه المجموعة',
    noOptions: 'لا يوجد مستخدم للإسناد',
  },
  deleteDialog: {
    title: 'حذف هذه المجموعة؟',
    text: 'سيتم حذف المجموعة «{{name}}». يحتفظ عملاؤها المحتملون بالمسؤول الحالي.',
    confirm: 'حذف المجموعة',
  },
  toasts: {
    added: 'تمت إضافة المجموعة',
    updated: 'تم تحديث المجموعة',
    deleted: 'تم حذف المجموعة',
  },
  editPool: 'تعديل {{name}}',
  deletePool: 'حذف {{name}}',
  emptyText: 'أنشئ مجموعة لتوزيع العملاء المحتملين بين موظفي المبيعات.',
};
