import type { FeatureTexts } from '../../../lib/i18n/texts';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

/**
 * The shell namespace in the six languages, one JSON file each (data a translator edits). English is the
 * reference: the type check holds every other language to its keys, `app/i18n/locales.test.ts` to its plural
 * forms and interpolations. The app registers it (app/i18n/resources.ts).
 */
export const shellTexts: FeatureTexts<typeof en> = { en, ar, es, fr, it, zh };
