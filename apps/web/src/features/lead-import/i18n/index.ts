import type { FeatureTexts } from '../../../lib/i18n/texts';
import { leadImportEn } from './en';
import { leadImportAr } from './ar';
import { leadImportEs } from './es';
import { leadImportFr } from './fr';
import { leadImportIt } from './it';
import { leadImportZh } from './zh';

/** The leadImport namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const leadImportTexts: FeatureTexts<typeof leadImportEn> = {
  en: leadImportEn,
  ar: leadImportAr,
  es: leadImportEs,
  fr: leadImportFr,
  it: leadImportIt,
  zh: leadImportZh,
};
