import type { AnalyticsTranslation } from './en';

/** Analytics namespace, Arabic. */
export const analyticsAr: AnalyticsTranslation = {
  title: 'التحليلات',
  subtitles: {
    analytics: 'أي الحملات والمجموعات الإعلانية تجلب العملاء والإيداعات وبأي تكلفة',
    campaigns: 'الحملات مع عملاء الفترة وإيداعاتهم (30 يومًا افتراضيًا)',
    sources: 'مصادر عملاء الفترة (30 يومًا افتراضيًا)',
  },
  tabs: { analytics: 'المجموعات الإعلانية', campaigns: 'الحملات', sources: 'المصادر' },
  lastDays: {
    title: 'الأيام الأخيرة',
    splitBy: 'التقسيم حسب',
    byStatus: 'الحالة',
    byPlatform: 'المنصة',
  },
  adGroups: {
    title: 'تحليلات المجموعات الإعلانية',
    search: 'ابحث في المجموعات الإعلانية',
    campaign: 'الحملة',
    allCampaigns: 'كل الحملات',
    emptyText: 'لا توجد مجموعة إعلانية لها عملاء أو زيارات في هذه الفترة.',
    columns: {
      campaign: 'الحملة',
      adGroup: 'المجموعة الإعلانية',
      platform: 'المنصة',
      visits: 'الزيارات',
      leadsPerVisit: 'العملاء / زيارة',
      statusMix: 'توزيع الحالات',
      ftdRate: 'نسبة الإيداع الأول',
      costPerLead: 'التكلفة / عميل',
      costPerFtd: 'التكلفة / إيداع أول',
    },
  },
  sources: {
    title: 'المصادر',
    search: 'ابحث في المصادر',
    emptyText: 'لم يصل أي عميل خلال هذه الفترة.',
    columns: {
      platform: 'المنصة',
      from: 'المُحيل',
      campaignid: 'معرّف الحملة',
      adgroupid: 'المجموعة الإعلانية',
      placement: 'الموضع',
      keyword: 'الكلمة المفتاحية',
      total: 'الإجمالي',
      new: 'جديد',
    },
  },
  campaigns: {
    title: 'الحملات',
    search: 'ابحث في الحملات',
    add: 'إضافة حملة',
    addTitle: 'إضافة حملة',
    editTitle: 'تعديل {{name}}',
    edit: 'تعديل {{name}}',
    emptyText: 'أضف حملة لمتابعة عملائها وإيداعاتها الأولى وإيداعاتها.',
    fields: {
      name: 'الاسم',
      description: 'الوصف',
      internalId: 'المعرّف الاجتماعي',
      link: 'الرابط',
    },
    help: {
      name: 'من 3 إلى 121 حرفًا، بدون مسافات',
      description: 'من 2 إلى 120 حرفًا',
      internalId: 'معرّف الحملة في منصة الإعلانات: من 3 إلى 121 حرفًا، بدون مسافات',
      link: 'اختياري: العنوان الكامل، مثل https://example.com/offer',
    },
  },
};
