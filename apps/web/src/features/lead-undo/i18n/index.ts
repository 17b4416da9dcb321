import type { FeatureTexts } from '../../../lib/i18n/texts';
import { leadUndoEn } from './en';
import { leadUndoAr } from './ar';
import { leadUndoEs } from './es';
import { leadUndoFr } from './fr';
import { leadUndoIt } from './it';
import { leadUndoZh } from './zh';

/** The leadUndo namespace in the six languages; the app registers it (app/i18n/resources.ts). */
export const leadUndoTexts: FeatureTexts<typeof leadUndoEn> = {
  en: leadUndoEn,
  ar: leadUndoAr,
  es: leadUndoEs,
  fr: leadUndoFr,
  it: leadUndoIt,
  zh: leadUndoZh,
};
