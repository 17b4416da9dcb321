import type { FeatureTexts } from '../../../lib/i18n/texts';
import { leadExportEn } from './en';
import { leadExportAr } from './ar';
import { leadExportEs } from './es';
import { leadExportFr } from './fr';
import { leadExportIt } from './it';
import { leadExportZh } from './zh';

/** The leadExport namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const leadExportTexts: FeatureTexts<typeof leadExportEn> = {
  en: leadExportEn,
  ar: leadExportAr,
  es: leadExportEs,
  fr: leadExportFr,
  it: leadExportIt,
  zh: leadExportZh,
};
