import type { ApiKeysTranslation } from './en';

/** API keys namespace, Arabic. */
export const apiKeysAr: ApiKeysTranslation = {
  title: 'مفاتيح API',
  subtitle: 'مفاتيح تتيح للمسوّقين بالعمولة وصفحات الهبوط إرسال العملاء إلى POST /api/intake/leads.',
  add: 'إنشاء مفتاح API',
  emptyText: 'أنشئ مفتاحًا لكل صفحة هبوط أو نظام مسوّق يرسل العملاء.',
  docsLink: 'توثيق واجهة الاستقبال',
  columns: {
    name: 'الاسم',
    hint: 'المفتاح',
    owner: 'المسوّق بالعمولة',
    createdAt: 'تاريخ الإنشاء',
    lastUsedAt: 'آخر استخدام',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  never: 'أبدًا',
  active: 'نشط',
  revoked: 'أُلغي {{at}}',
  revoke: 'إلغاء',
  revokeKey: 'إلغاء {{name}}',
  revokeDialog: {
    title: 'إلغاء مفتاح API هذا؟',
    text: 'سيُرفض من الآن كل عميل يُرسل باستخدام «{{name}}». لا يمكن التراجع؛ أنشئ مفتاحًا جديدًا عند الحاجة.',
  },
  revokedToast: 'تم إلغاء مفتاح API',
  form: {
    title: 'إنشاء مفتاح API',
    name: 'الاسم',
    nameHelp: 'مكان استخدام المفتاح، مثل «صفحة هبوط حملة الربيع»',
    affiliate: 'المسوّق بالعمولة',
    affiliateHelp: 'المسوّق الذي يملك المفتاح ويصبح مسوّق العملاء المرسلين به',
    self: 'أنا',
  },
  created: {
    title: 'مفتاح API الجديد',
    warning: 'انسخ المفتاح الآن. يُعرض هذه المرة فقط: لا يُحفظ إلا بصمته، فلا يمكن لأحد عرضه مجددًا.',
    key: 'مفتاح API',
    copy: 'نسخ المفتاح',
    copied: 'تم نسخ المفتاح',
    done: 'لقد نسخت المفتاح',
  },
};
