import type { FeatureTexts } from '../../../lib/i18n/texts';
import { apiKeysEn } from './en';
import { apiKeysAr } from './ar';
import { apiKeysEs } from './es';
import { apiKeysFr } from './fr';
import { apiKeysIt } from './it';
import { apiKeysZh } from './zh';

/** The apiKeys namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const apiKeysTexts: FeatureTexts<typeof apiKeysEn> = {
  en: apiKeysEn,
  ar: apiKeysAr,
  es: apiKeysEs,
  fr: apiKeysFr,
  it: apiKeysIt,
  zh: apiKeysZh,
};
