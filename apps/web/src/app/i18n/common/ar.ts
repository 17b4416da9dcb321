import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.ar;
import type { CommonTranslation } from './en';

/** The common namespace, العربية (right to left). */
export const commonAr: CommonTranslation = {
  appName: 'Leadhouse',
  loading: 'جارٍ التحميل…',
  actions: {
    save: 'حفظ',
    cancel: 'إلغاء',
    create: 'إنشاء',
    edit: 'تعديل',
    delete: 'حذف',
    close: 'إغلاق',
    search: 'بحث',
    clear: 'مسح',
    retry: 'إعادة المحاولة',
  },
  status: { active: 'نشط', inactive: 'غير نشط', all: 'الكل' },
  empty: {
    noRecord: 'لم يتم العثور على أي سجل',
    noNotifications: 'لا توجد إشعارات',
    noMessages: 'لا توجد رسائل',
    noApplications: 'لم يتم العثور على تطبيقات',
  },
  errors: {
    VALIDATION: 'بعض الحقول غير صالحة.',
    UNAUTHORIZED: 'انتهت صلاحية جلستك. سجّل الدخول مرة أخرى.',
    FORBIDDEN: 'غير مسموح لك بالقيام بذلك.',
    NOT_FOUND: 'هذا السجل غير موجود أو غير مرئي لك.',
    CONFLICT: 'هذا السجل موجود بالفعل.',
    TOO_LARGE: 'الطلب كبير جدًا.',
    RATE_LIMITED: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.',
    INTERNAL: 'حدثت مشكلة في الخادم. حاول مرة أخرى.',
    UNAVAILABLE: 'الخدمة غير متاحة. حاول مرة أخرى بعد قليل.',
    INACTIVE: 'حسابك غير مفعّل بعد. يجب أن يقوم مسؤول بتفعيله.',
    NETWORK: 'تعذر الوصول إلى الخادم. تحقق من اتصالك.',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: 'الرصيد غير كافٍ: لا يمكن أن ينزل الرصيد تحت {{limit}}',
    moneyBooksFull: 'هذا المبلغ يتجاوز بالدفاتر {{max}}، وهو أقصى ما تحفظه بدقة؛ لم يُسجَّل شيء',
  },
};
