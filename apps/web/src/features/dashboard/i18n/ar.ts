import type { DashboardTranslation } from './en';

/** Dashboard namespace, Arabic. */
export const dashboardAr: DashboardTranslation = {
  title: 'لوحة المعلومات',
  subtitle: 'من أين يأتي العملاء المحتملون وما قيمتهم',
  retry: 'حاول مرة أخرى',
  none: '(لا شيء)',
  period: {
    label: 'الفترة',
    days: '{{count}} أيام',
    custom: 'مخصص',
    from: 'من',
    to: 'إلى',
    window: '{{from}} – {{to}} ({{timeZone}})',
  },
  figures: {
    title: 'الأرقام الرئيسية',
    leads: 'العملاء المحتملون',
    ftds: 'الإيداعات الأولى',
    depositAmount: 'مبلغ الإيداعات',
    conversion: 'التحويل',
    visits: 'الزيارات',
    delivered: 'المُسلَّمة',
    vsPrevious: 'مقارنة بالفترة السابقة',
    previous: 'الفترة السابقة: {{value}}',
    open: 'افتح العملاء خلف {{figure}}: {{value}}',
  },
  charts: {
    leadsPerDay: 'العملاء المحتملون يوميًا',
    deposits: 'الإيداعات الأولى والإيداعات',
    day: 'اليوم',
    dayLeads: 'افتح عملاء يوم {{day}}',
  },
  mix: {
    status: 'توزيع الحالات',
    funnel: 'توزيع مراحل القمع',
    platform: 'المنصات',
    open: 'افتح {{value}} من عملاء {{name}}',
  },
  tables: {
    topCampaigns: 'أفضل الحملات',
    topAdGroups: 'أفضل المجموعات الإعلانية',
    platforms: 'المنصات',
    campaign: 'الحملة',
    adGroup: 'المجموعة الإعلانية',
    platform: 'المنصة',
    openLeads: 'افتح {{value}} من عملاء {{name}}',
    openFtds: 'افتح {{value}} من الإيداعات الأولى لـ {{name}}',
  },
  empty: {
    noLeads: 'لا يوجد عملاء محتملون بعد',
    noLeadsText: 'تظهر الأرقام هنا فور وصول العملاء. استورد ملف CSV أو أضف عملاء من شاشة العملاء.',
    goToLeads: 'استيراد العملاء أو إضافتهم',
    noLeadsInPeriod: 'لا يوجد عملاء في هذه الفترة',
  },
};
