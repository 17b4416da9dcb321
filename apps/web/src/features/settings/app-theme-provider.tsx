import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { emotionCacheFor } from './emotion-cache';
import { useSettings } from './settings-context';
import { createAppTheme } from './theme';

/** Applies the MUI theme and the direction-specific emotion cache (RTL for Arabic). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings, language } = useSettings();
  const theme = useMemo(() => createAppTheme(settings, language), [settings, language]);
  return (
    <CacheProvider value={emotionCacheFor(settings.direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Theme of the sidebar: dark in semi-dark mode, otherwise the app theme. */
export function useChromeTheme() {
  const { settings, language } = useSettings();
  return useMemo(() => createAppTheme(settings, language, true), [settings, language]);
}
