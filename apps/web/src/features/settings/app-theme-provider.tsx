import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { emotionCacheFor } from './emotion-cache';
import { useSettings } from './settings-context';
import { createAppTheme } from './theme';

/** The system's motion preference (`prefers-reduced-motion: reduce`), followed live. */
const useReduceMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

/**
 * Applies the MUI theme and the direction-specific emotion cache (RTL for Arabic). The theme follows the
 * system's reduced-motion preference (no transitions, no ripple).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings, language } = useSettings();
  const reduceMotion = useReduceMotion();
  const theme = useMemo(
    () => createAppTheme(settings, language, { reduceMotion }),
    [settings, language, reduceMotion],
  );
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
  const reduceMotion = useReduceMotion();
  return useMemo(
    () => createAppTheme(settings, language, { chrome: true, reduceMotion }),
    [settings, language, reduceMotion],
  );
}
