import { TIMINGS } from '@leadhouse/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { languageDirection, toLanguageId, type LanguageId } from '../../lib/i18n';
import { SettingsContext, type SettingsContextValue } from './settings-context';
import { DEFAULT_SETTINGS, type Settings } from './settings-model';
import { loadStoredSettings, storeSettings } from './settings-storage';
import { parseUrlSettings } from './url-settings';

/** Initial settings: defaults, then saved ones, then URL overrides (spec §2), direction from language. */
function initialSettings(search: string, language: LanguageId): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...loadStoredSettings(),
    direction: languageDirection(language),
    ...parseUrlSettings(search),
  };
}

/** Holds appearance settings, persists them (debounced 1 s) and keeps `<html dir lang>` in sync. */
export function SettingsProvider({ children, search }: { children: ReactNode; search?: string }) {
  const { i18n } = useTranslation();
  const language = toLanguageId(i18n.language);
  const [settings, setSettings] = useState<Settings>(() =>
    initialSettings(search ?? window.location.search, language),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The settings read at start are not written back unless the URL set some (spec §2: a link's settings
  // stay): only a change is saved, so a page that loads never overwrites what another tab stored meanwhile.
  const loaded = useRef(
    Object.keys(parseUrlSettings(search ?? window.location.search)).length > 0 ? null : settings,
  );

  useEffect(() => {
    if (settings === loaded.current) return undefined;
    const timer = window.setTimeout(() => storeSettings(settings), TIMINGS.settingsPersistDebounceMs);
    return () => window.clearTimeout(timer);
  }, [settings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.lang = language;
  }, [settings.direction, language]);

  const update = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), []);
  const reset = useCallback(
    () => setSettings({ ...DEFAULT_SETTINGS, direction: languageDirection(language) }),
    [language],
  );
  const setLanguage = useCallback((next: LanguageId) => {
    setSettings((s) => ({ ...s, direction: languageDirection(next) }));
    void changeLanguage(next);
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({ settings, update, reset, language, setLanguage, drawerOpen, setDrawerOpen }),
    [settings, update, reset, language, setLanguage, drawerOpen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
