import type { FeatureTexts } from '../../../lib/i18n/texts';
import { leadsEn } from './en';
import { leadsAr } from './ar';
import { leadsEs } from './es';
import { leadsFr } from './fr';
import { leadsIt } from './it';
import { leadsZh } from './zh';

/** The leads namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const leadsTexts: FeatureTexts<typeof leadsEn> = {
  en: leadsEn,
  ar: leadsAr,
  es: leadsEs,
  fr: leadsFr,
  it: leadsIt,
  zh: leadsZh,
};
