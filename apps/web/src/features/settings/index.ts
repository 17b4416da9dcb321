/** Public surface of the settings feature. */
export { AppThemeProvider, useChromeTheme } from './app-theme-provider';
export { LanguagePicker } from './components/language-picker';
export { SettingsDrawer } from './components/settings-drawer';
export { SETTINGS_TAB_WIDTH, SettingsButton } from './components/settings-button';
export { useSettings } from './settings-context';
export { SettingsProvider } from './settings-provider';
export {
  SIDEBAR_FOLDED_WIDTH,
  SIDEBAR_WIDTHS,
  isKnownLayout,
  layoutHasHeader,
  layoutHasSidebar,
  type KnownLayout,
  type Settings,
} from './settings-model';
export { sidebarBackgroundOf } from './sidebar-backgrounds';
