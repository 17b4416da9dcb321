import type { FeatureTexts } from '../../../lib/i18n/texts';
import { depositsEn } from './en';
import { depositsAr } from './ar';
import { depositsEs } from './es';
import { depositsFr } from './fr';
import { depositsIt } from './it';
import { depositsZh } from './zh';

/** The deposits namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const depositsTexts: FeatureTexts<typeof depositsEn> = {
  en: depositsEn,
  ar: depositsAr,
  es: depositsEs,
  fr: depositsFr,
  it: depositsIt,
  zh: depositsZh,
};
