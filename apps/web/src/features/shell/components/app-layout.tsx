import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../errors';
import { LiveProvider } from '../../notifications';
import {
  SETTINGS_TAB_WIDTH,
  SIDEBAR_WIDTHS,
  SettingsButton,
  SettingsDrawer,
  isKnownLayout,
  layoutHasHeader,
  layoutHasSidebar,
  useSettings,
  type KnownLayout,
} from '../../settings';
import { LayoutContext, type LayoutState } from '../layout-context';
import { Footer } from './footer';
import { GlobalLoader } from './global-loader';
import { Header } from './header';
import { HorizontalNav } from './horizontal-nav';
import { PageContainer } from './page-container';
import { headerLook } from './shell-look';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The sidebar's fold (mini unless toggled) and the mobile drawer: the menu button folds a permanent sidebar
 * on desktop and opens the drawer otherwise.
 */
function useLayoutState(desktop: boolean, permanent: boolean, mini: boolean): LayoutState {
  const [foldToggled, setFoldToggled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const folded = mini !== foldToggled;
  const toggleMenu = useCallback(() => {
    if (desktop && permanent) setFoldToggled((v) => !v);
    else setMobileOpen((v) => !v);
  }, [desktop, permanent]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  return useMemo<LayoutState>(
    () => ({ folded, mobileOpen, toggleMenu, closeMobile }),
    [folded, mobileOpen, toggleMenu, closeMobile],
  );
}

/**
 * The page in `<main>` (the skip link's target): a note when the stored layout is unknown, then the route,
 * behind an error boundary that resets on navigation.
 */
function MainContent({ known }: { known: boolean }) {
  const { t } = useTranslation(['settings', 'common']);
  const { settings } = useSettings();
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      // The inline end keeps the settings tab's gutter (stylis flips `pr` in right-to-left).
      sx={{
        flexGrow: 1,
        py: { xs: 2, md: 3 },
        pl: { xs: 2, md: 3 },
        pr: `${SETTINGS_TAB_WIDTH + 8}px`,
        '&:focus': { outline: 'none' },
      }}
    >
      <PageContainer style={settings.layoutStyle}>
        {!known && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('fallbackLayout', { layout: settings.layout })}
          </Alert>
        )}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<LinearProgress aria-label={t('common:loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </PageContainer>
    </Box>
  );
}

/**
 * The signed-in shell (spec §2): a layout of `settings.layout` (vertical, vertical minimal, minimal without
 * header, modern, horizontal; an unknown one renders the vertical fallback), the sidebar of
 * `settings.sidebarType` (full, mini, drawer), a fixed or static header, content, optional footer, the
 * global loader and the theme-settings tab and drawer. The content keeps the settings tab's gutter free at
 * its inline end. The first Tab stop is the "Skip to content" link to `<main>`. The tab's live connection
 * (issue 21) lives as long as this signed-in shell.
 */
export function AppLayout() {
  const { t } = useTranslation(['settings', 'common', 'shell']);
  const { settings } = useSettings();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const known = isKnownLayout(settings.layout);
  const layout: KnownLayout = isKnownLayout(settings.layout) ? settings.layout : 'vertical';
  const permanent = layoutHasSidebar(layout) && settings.sidebarType !== 'drawer';
  const withHeader = layoutHasHeader(layout);
  const horizontal = layout === 'horizontal';
  const state = useLayoutState(desktop, permanent, settings.sidebarType === 'mini');
  const { toggleMenu } = state;

  return (
    <LiveProvider>
      <LayoutContext.Provider value={state}>
        <SkipLink />
        <GlobalLoader />
        <Box data-layout={layout} sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <Sidebar
            width={SIDEBAR_WIDTHS[settings.sidebarSize]}
            desktop={desktop}
            permanent={permanent}
            look={layout === 'modern' ? 'floating' : layout === 'vertical-minimal' ? 'minimal' : 'default'}
            languagePicker={!withHeader}
          />
          <Box
            sx={[
              { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
              headerLook(layout, settings),
            ]}
          >
            {withHeader && <Header showLogo={horizontal || !desktop} />}
            {!withHeader && (!desktop || !permanent) && (
              <Box sx={{ px: 1, pt: 1 }}>
                <IconButton aria-label={t('shell:toggleMenu')} onClick={toggleMenu}>
                  <MenuIcon />
                </IconButton>
              </Box>
            )}
            {horizontal && desktop && <HorizontalNav />}
            <MainContent known={known} />
            {settings.footer && <Footer />}
          </Box>
        </Box>
        <SettingsButton />
        <SettingsDrawer />
      </LayoutContext.Provider>
    </LiveProvider>
  );
}
