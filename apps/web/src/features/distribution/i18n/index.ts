import type { FeatureTexts } from '../../../lib/i18n/texts';
import { distributionAr } from './ar';
import { distributionEn } from './en';
import { distributionEs } from './es';
import { distributionFr } from './fr';
import { distributionIt } from './it';
import { distributionZh } from './zh';

/** The distribution namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const distributionTexts: FeatureTexts<typeof distributionEn> = {
  en: distributionEn,
  ar: distributionAr,
  es: distributionEs,
  fr: distributionFr,
  it: distributionIt,
  zh: distributionZh,
};
