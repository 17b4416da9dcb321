import type { FeatureTexts } from '../../../lib/i18n/texts';
import { pagesEn } from './en';
import { pagesAr } from './ar';
import { pagesEs } from './es';
import { pagesFr } from './fr';
import { pagesIt } from './it';
import { pagesZh } from './zh';

/** The pages namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const pagesTexts: FeatureTexts<typeof pagesEn> = {
  en: pagesEn,
  ar: pagesAr,
  es: pagesEs,
  fr: pagesFr,
  it: pagesIt,
  zh: pagesZh,
};
