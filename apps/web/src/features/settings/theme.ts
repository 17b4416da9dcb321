import { createTheme, type Theme } from '@mui/material/styles';
import { arEG, enUS, esES, frFR, itIT, zhCN } from '@mui/material/locale';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { LanguageId } from '../../lib/i18n';
import { COLOR_PRESETS, type Settings } from './settings-model';

const materialLocales = { en: enUS, zh: zhCN, ar: arEG, it: itIT, es: esES, fr: frFR } as const;

/**
 * Status colours (chips, alerts, outlined labels) with at least 4.5:1 contrast (WCAG 1.4.3): the light
 * ones carry white text and read as text on the light papers, the dark ones carry dark text and read as
 * text on the dark papers. MUI's defaults (info #0288d1, warning #ed6c02) fall to 3.1-3.9:1.
 */
const STATUS_COLORS = {
  light: {
    info: { main: '#0369a1' },
    success: { main: '#166534' },
    warning: { main: '#92400e' },
    error: { main: '#b91c1c' },
    secondary: { main: '#7e22ce' },
  },
  dark: {
    info: { main: '#bae6fd' },
    success: { main: '#bbf7d0' },
    warning: { main: '#fde68a' },
    error: { main: '#fecaca' },
    secondary: { main: '#e9d5ff' },
  },
} as const;

/** Breakpoints of spec §9 (md 960 is also the drawer breakpoint). */
const breakpoints = { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } };

/** How the theme is built beyond the settings: the sidebar variant and the user's motion preference. */
export interface ThemeVariant {
  /** The sidebar's theme: dark in semi-dark mode and on a sidebar background preset. */
  chrome?: boolean;
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3). */
  reduceMotion?: boolean;
}

/**
 * Builds the MUI theme from the appearance settings and language: palette mode, primary colour,
 * direction, card radius (also the data grid's), and the MUI locale of the language.
 * Cards, papers and the data grid take the card radius (4-16 px, spec §9).
 * With `reduceMotion`, no component animates its colours, sizes or positions and buttons draw no ripple:
 * a state shows at once (a button turning enabled is never seen halfway, at 3.2:1, between two colours).
 */
export function createAppTheme(
  settings: Settings,
  language: LanguageId,
  { chrome = false, reduceMotion = false }: ThemeVariant = {},
): Theme {
  const preset = COLOR_PRESETS[settings.colorIndex] ?? COLOR_PRESETS[0];
  // The sidebar is dark in semi-dark mode and on a coloured background preset (all are dark).
  const darkChrome = settings.themeType === 'semi-dark' || settings.sidebarBackground !== 'default';
  const dark = settings.themeType === 'dark' || (chrome && darkChrome);
  const radius = settings.cardRadius;
  return createTheme(
    {
      direction: settings.direction,
      breakpoints,
      palette: {
        mode: dark ? 'dark' : 'light',
        // Text on a coloured fill is white only where white reaches 4.5:1 (else dark text).
        contrastThreshold: 4.5,
        primary: { main: dark ? preset.dark : preset.main },
        ...STATUS_COLORS[dark ? 'dark' : 'light'],
        background: dark
          ? { default: '#0f172a', paper: chrome ? '#111827' : '#1e293b' }
          : { default: '#f4f6fa', paper: '#ffffff' },
        divider: dark ? 'rgba(148,163,184,0.16)' : 'rgba(15,23,42,0.08)',
        // Dark: lighter selection tints (MUI 0.16 + 0.08 + 0.12), so primary text on a selected, hovered
        // and focused row keeps 4.5:1.
        ...(dark && { action: { selectedOpacity: 0.12, hoverOpacity: 0.06, focusOpacity: 0.1 } }),
      },
      shape: { borderRadius: 6 },
      ...(reduceMotion && { transitions: { create: () => 'none' } }),
      typography: {
        fontFamily:
          '"Inter", "Segoe UI", system-ui, -apple-system, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", Roboto, sans-serif',
        fontSize: 13,
        h1: { fontSize: '1.5rem', fontWeight: 600 },
        h2: { fontSize: '1.25rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        ...(reduceMotion && { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: radius } },
        },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: radius } } },
        // The leads grid is the main card of its page: its corners follow the card radius too.
        MuiDataGrid: { styleOverrides: { root: { borderRadius: radius } } },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiFormControl: { defaultProps: { size: 'small' } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      },
    },
    // The data grid's own texts come with `ServerGrid` (components/server-grid/grid-locale.ts).
    materialLocales[language],
  );
}
