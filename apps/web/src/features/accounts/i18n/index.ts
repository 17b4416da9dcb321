import type { FeatureTexts } from '../../../lib/i18n/texts';
import { accountsEn } from './en';
import { accountsAr } from './ar';
import { accountsEs } from './es';
import { accountsFr } from './fr';
import { accountsIt } from './it';
import { accountsZh } from './zh';

/** The accounts namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const accountsTexts: FeatureTexts<typeof accountsEn> = {
  en: accountsEn,
  ar: accountsAr,
  es: accountsEs,
  fr: accountsFr,
  it: accountsIt,
  zh: accountsZh,
};
