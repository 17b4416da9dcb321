import type { FeatureTexts } from '../../../lib/i18n/texts';
import { usersEn } from './en';
import { usersAr } from './ar';
import { usersEs } from './es';
import { usersFr } from './fr';
import { usersIt } from './it';
import { usersZh } from './zh';

/** The users namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const usersTexts: FeatureTexts<typeof usersEn> = {
  en: usersEn,
  ar: usersAr,
  es: usersEs,
  fr: usersFr,
  it: usersIt,
  zh: usersZh,
};
