import type { FeatureTexts } from '../../../lib/i18n/texts';
import { authEn } from './en';
import { authAr } from './ar';
import { authEs } from './es';
import { authFr } from './fr';
import { authIt } from './it';
import { authZh } from './zh';

/** The auth namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const authTexts: FeatureTexts<typeof authEn> = {
  en: authEn,
  ar: authAr,
  es: authEs,
  fr: authFr,
  it: authIt,
  zh: authZh,
};
