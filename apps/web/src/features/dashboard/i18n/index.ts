import { DOMAIN_TEXTS } from '@leadhouse/domain';
import { withAdded, type FeatureTexts } from '../../../lib/i18n/texts';
import en from './en.json';
import ar from './ar.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

const own: FeatureTexts<typeof en> = { en, ar, es, fr, it, zh };

/**
 * The dashboard namespace in the six languages: each language's own texts in its JSON file (data a
 * translator edits), the distribution outcome tiles' captions from the domain (`distributionStates.<state>`,
 * the words the lead list's filter and a lead's route use). English is the reference: the type check holds
 * every other language to its keys, `app/i18n/locales.test.ts` to its plural forms and interpolations. The
 * app registers it (app/i18n/resources.ts).
 */
export const dashboardTexts = withAdded(own, (language) => ({
  distributionStates: DOMAIN_TEXTS[language].distributionStates,
}));
