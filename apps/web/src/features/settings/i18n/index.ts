import type { FeatureTexts } from '../../../lib/i18n/texts';
import { settingsEn } from './en';
import { settingsAr } from './ar';
import { settingsEs } from './es';
import { settingsFr } from './fr';
import { settingsIt } from './it';
import { settingsZh } from './zh';

/** The settings namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const settingsTexts: FeatureTexts<typeof settingsEn> = {
  en: settingsEn,
  ar: settingsAr,
  es: settingsEs,
  fr: settingsFr,
  it: settingsIt,
  zh: settingsZh,
};
