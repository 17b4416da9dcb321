import type { FeatureTexts } from '../../../lib/i18n/texts';
import { integrationsEn } from './en';
import { integrationsAr } from './ar';
import { integrationsEs } from './es';
import { integrationsFr } from './fr';
import { integrationsIt } from './it';
import { integrationsZh } from './zh';

/** The integrations namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const integrationsTexts: FeatureTexts<typeof integrationsEn> = {
  en: integrationsEn,
  ar: integrationsAr,
  es: integrationsEs,
  fr: integrationsFr,
  it: integrationsIt,
  zh: integrationsZh,
};
