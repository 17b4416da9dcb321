import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../errors';
import { LiveProvider } from '../../notifications';
import { SIDEBAR_WIDTHS, SettingsButton, SettingsDrawer, isKnownLayout, useSettings } from '../../settings';
import { LayoutContext, type LayoutState } from '../layout-context';
import { Footer } from './footer';
import { Header } from './header';
import { HorizontalNav } from './horizontal-nav';
import { PageContainer } from './page-container';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The signed-in shell: header, sidebar (vertical / mini) or menu bar (horizontal), content, optional
 * footer, and the theme-settings button and drawer. An unknown layout renders the vertical fallback.
 * The first Tab stop is the "Skip to content" link to `<main>`. The tab's live connection (issue 21) lives
 * as long as this signed-in shell.
 */
export function AppLayout() {
  const { t } = useTranslation(['settings', 'common']);
  const { settings } = useSettings();
  const theme = useTheme();
  const { pathname } = useLocation();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const known = isKnownLayout(settings.layout);
  const layout = known ? settings.layout : 'vertical';
  const [foldToggled, setFoldToggled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const folded = (layout === 'mini') !== foldToggled;
  const horizontal = layout === 'horizontal';

  const toggleMenu = useCallback(() => {
    if (desktop && !horizontal) setFoldToggled((v) => !v);
    else setMobileOpen((v) => !v);
  }, [desktop, horizontal]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const state = useMemo<LayoutState>(
    () => ({ folded, mobileOpen, toggleMenu, closeMobile }),
    [folded, mobileOpen, toggleMenu, closeMobile],
  );

  return (
    <LiveProvider>
      <LayoutContext.Provider value={state}>
        <SkipLink />
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <Sidebar width={SIDEBAR_WIDTHS[settings.sidebarSize]} desktop={desktop} permanent={!horizontal} />
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Header showLogo={horizontal || !desktop} />
            {horizontal && desktop && <HorizontalNav />}
            <Box
              component="main"
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
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
            {settings.footer && <Footer />}
          </Box>
        </Box>
        <SettingsButton />
        <SettingsDrawer />
      </LayoutContext.Provider>
    </LiveProvider>
  );
}
