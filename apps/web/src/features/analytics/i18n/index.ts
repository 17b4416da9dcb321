import type { FeatureTexts } from '../../../lib/i18n/texts';
import { analyticsEn } from './en';
import { analyticsAr } from './ar';
import { analyticsEs } from './es';
import { analyticsFr } from './fr';
import { analyticsIt } from './it';
import { analyticsZh } from './zh';

/** The analytics namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const analyticsTexts: FeatureTexts<typeof analyticsEn> = {
  en: analyticsEn,
  ar: analyticsAr,
  es: analyticsEs,
  fr: analyticsFr,
  it: analyticsIt,
  zh: analyticsZh,
};
