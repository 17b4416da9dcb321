import type { FeatureTexts } from '../../../lib/i18n/texts';
import { shellEn } from './en';
import { shellAr } from './ar';
import { shellEs } from './es';
import { shellFr } from './fr';
import { shellIt } from './it';
import { shellZh } from './zh';

/** The shell namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const shellTexts: FeatureTexts<typeof shellEn> = {
  en: shellEn,
  ar: shellAr,
  es: shellEs,
  fr: shellFr,
  it: shellIt,
  zh: shellZh,
};
