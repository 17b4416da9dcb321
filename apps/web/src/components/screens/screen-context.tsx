import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenId } from './screens';

const ScreenContext = createContext<ScreenId | undefined>(undefined);

/**
 * Sets the browser tab's title to `title · Leadhouse` (`common:appName`) while the caller is mounted, and
 * back to the app's name after it; no `title` leaves the app's name.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}

/**
 * The screen a route shows: its name (`common:screens.<id>`) is the page's default title (`PageHeader`,
 * `useScreenName`) and the browser tab's title.
 */
export function ScreenProvider({ id, children }: { id: ScreenId; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`screens.${id}`));
  return <ScreenContext.Provider value={id}>{children}</ScreenContext.Provider>;
}

/**
 * A screen's name in the current language: `id`'s, or the current route's screen's (undefined outside a
 * screen: a page that is not in the menu names itself).
 */
export function useScreenName(id: ScreenId): string;
export function useScreenName(): string | undefined;
export function useScreenName(id?: ScreenId): string | undefined {
  const { t } = useTranslation();
  const current = useContext(ScreenContext);
  const shown = id ?? current;
  return shown && t(`screens.${shown}`);
}
