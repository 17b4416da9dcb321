import type { FeatureTexts } from '../../../lib/i18n/texts';
import { poolsEn } from './en';
import { poolsAr } from './ar';
import { poolsEs } from './es';
import { poolsFr } from './fr';
import { poolsIt } from './it';
import { poolsZh } from './zh';

/** The pools namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const poolsTexts: FeatureTexts<typeof poolsEn> = {
  en: poolsEn,
  ar: poolsAr,
  es: poolsEs,
  fr: poolsFr,
  it: poolsIt,
  zh: poolsZh,
};
