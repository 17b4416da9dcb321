import type { FeatureTexts } from '../../../lib/i18n/texts';
import { dashboardEn } from './en';
import { dashboardAr } from './ar';
import { dashboardEs } from './es';
import { dashboardFr } from './fr';
import { dashboardIt } from './it';
import { dashboardZh } from './zh';

/** The dashboard namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const dashboardTexts: FeatureTexts<typeof dashboardEn> = {
  en: dashboardEn,
  ar: dashboardAr,
  es: dashboardEs,
  fr: dashboardFr,
  it: dashboardIt,
  zh: dashboardZh,
};
