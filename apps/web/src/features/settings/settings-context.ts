import { createRequiredContext } from '../../components/required-context';
import type { LanguageId } from '../../lib/i18n';
import type { Settings } from './settings-model';

/** What the settings provider shares. */
export interface SettingsContextValue {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  language: LanguageId;
  setLanguage: (language: LanguageId) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

/** The provider's context, and `useSettings`: appearance settings, language and the settings drawer state. */
export const [SettingsContext, useSettings] = createRequiredContext<SettingsContextValue>(
  'useSettings',
  '<SettingsProvider>',
);
