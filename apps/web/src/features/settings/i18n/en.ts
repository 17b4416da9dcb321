import type { Localized } from '../../../lib/plurals';

/** The settings namespace, English (the reference: every other language has exactly these keys). */
export const settingsEn = {
  open: 'Theme settings',
  title: 'Theme settings',
  reset: 'Reset to defaults',
  themeType: { label: 'Theme type', light: 'Light', 'semi-dark': 'Semi dark', dark: 'Dark' },
  primaryColor: 'Primary colour',
  colors: {
    blue: 'Blue',
    indigo: 'Indigo',
    violet: 'Violet',
    pink: 'Pink',
    red: 'Red',
    orange: 'Orange',
    amber: 'Amber',
    green: 'Green',
    teal: 'Teal',
    slate: 'Slate',
  },
  layout: {
    label: 'Layout',
    vertical: 'Vertical',
    'vertical-minimal': 'Vertical minimal',
    minimal: 'Minimal (no header)',
    modern: 'Modern',
    horizontal: 'Horizontal',
  },
  sidebarType: { label: 'Sidebar type', full: 'Full', mini: 'Mini', drawer: 'Drawer' },
  headerPosition: { label: 'Header', fixed: 'Fixed', static: 'Static' },
  layoutStyle: { label: 'Layout style', fullwidth: 'Full width', boxed: 'Boxed', framed: 'Framed' },
  direction: { label: 'Direction', ltr: 'Left to right', rtl: 'Right to left' },
  sidebarSize: { label: 'Sidebar width', small: 'Small', default: 'Default', wide: 'Wide' },
  cardRadius: 'Card radius',
  sidebarBackground: {
    label: 'Sidebar background',
    default: 'Default',
    flat: 'Colour {{n}}',
    gradient: 'Gradient {{n}}',
    image: 'Pattern {{n}}',
  },
  footer: 'Show footer',
  fallbackLayout: 'Unknown layout “{{layout}}”: the default layout is shown.',
} as const;

/** The shape every language of the settings namespace fills. */
export type SettingsTranslation = Localized<typeof settingsEn>;
