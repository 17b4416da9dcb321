import type { FeatureTexts } from '../../../lib/i18n/texts';
import { reportsEn } from './en';
import { reportsAr } from './ar';
import { reportsEs } from './es';
import { reportsFr } from './fr';
import { reportsIt } from './it';
import { reportsZh } from './zh';

/** The reports namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const reportsTexts: FeatureTexts<typeof reportsEn> = {
  en: reportsEn,
  ar: reportsAr,
  es: reportsEs,
  fr: reportsFr,
  it: reportsIt,
  zh: reportsZh,
};
