import type { FeatureTexts } from '../../../lib/i18n/texts';
import { savedViewsEn } from './en';
import { savedViewsAr } from './ar';
import { savedViewsEs } from './es';
import { savedViewsFr } from './fr';
import { savedViewsIt } from './it';
import { savedViewsZh } from './zh';

/** The savedViews namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const savedViewsTexts: FeatureTexts<typeof savedViewsEn> = {
  en: savedViewsEn,
  ar: savedViewsAr,
  es: savedViewsEs,
  fr: savedViewsFr,
  it: savedViewsIt,
  zh: savedViewsZh,
};
