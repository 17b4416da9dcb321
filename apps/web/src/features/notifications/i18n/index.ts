import type { FeatureTexts } from '../../../lib/i18n/texts';
import { notificationsEn } from './en';
import { notificationsAr } from './ar';
import { notificationsEs } from './es';
import { notificationsFr } from './fr';
import { notificationsIt } from './it';
import { notificationsZh } from './zh';

/** The notifications namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const notificationsTexts: FeatureTexts<typeof notificationsEn> = {
  en: notificationsEn,
  ar: notificationsAr,
  es: notificationsEs,
  fr: notificationsFr,
  it: notificationsIt,
  zh: notificationsZh,
};
