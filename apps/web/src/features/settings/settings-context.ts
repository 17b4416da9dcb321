import { createContext, useContext } from 'react';
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

export const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Appearance settings, language and the settings drawer state. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
