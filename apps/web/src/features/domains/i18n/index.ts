import type { FeatureTexts } from '../../../lib/i18n/texts';
import { domainsEn } from './en';
import { domainsAr } from './ar';
import { domainsEs } from './es';
import { domainsFr } from './fr';
import { domainsIt } from './it';
import { domainsZh } from './zh';

/** The domains namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const domainsTexts: FeatureTexts<typeof domainsEn> = {
  en: domainsEn,
  ar: domainsAr,
  es: domainsEs,
  fr: domainsFr,
  it: domainsIt,
  zh: domainsZh,
};
