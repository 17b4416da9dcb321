import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import {
  LanguagePicker,
  SIDEBAR_FOLDED_WIDTH,
  sidebarBackgroundOf,
  useChromeTheme,
  useSettings,
} from '../../settings';
import { useLayout } from '../layout-context';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

function SidebarContent({
  folded,
  onNavigate,
  languagePicker,
}: {
  folded: boolean;
  onNavigate?: () => void;
  languagePicker?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        component={RouterLink}
        to="/leads"
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: folded ? 'center' : 'flex-start',
          height: 60,
          px: 2.5,
          textDecoration: 'none',
          flexShrink: 0,
        }}
      >
        <Logo compact={folded} />
      </Box>
      <SidebarUser folded={folded} />
      <Divider sx={{ mx: 2, my: 0.5 }} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        <SidebarNav folded={folded} onNavigate={onNavigate} />
      </Box>
      {languagePicker && !folded && (
        <Box sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <LanguagePicker />
        </Box>
      )}
    </Box>
  );
}

/** How the sidebar paper looks: a layout's variant and the sidebar background preset. */
function paperLook(look: SidebarLook, background: string, radius: number) {
  const preset = sidebarBackgroundOf(background);
  return {
    ...(preset.css ? { background: preset.css } : { bgcolor: 'background.paper' }),
    ...(look === 'minimal' && !preset.css && { bgcolor: 'background.default', borderInlineEnd: 0 }),
    ...(look === 'floating' && {
      m: 1.5,
      height: 'calc(100% - 24px)',
      borderRadius: `${radius}px`,
      border: 1,
      borderColor: 'divider',
      boxShadow: 2,
    }),
  };
}

/** Sidebar variants of the layouts: modern floats it, vertical minimal blends it into the page. */
export type SidebarLook = 'default' | 'minimal' | 'floating';

/**
 * The sidebar: permanent on desktop when `permanent` (full, or mini: folded to 80 px and expanding on
 * hover), else a temporary drawer the menu button opens (the drawer sidebar type, the horizontal layout,
 * below the md breakpoint). Dark in the semi-dark theme and on a background preset. `languagePicker` adds
 * the language picker (the layout without a header). `data-shell="sidebar"` marks it for tests.
 */
export function Sidebar({
  width,
  desktop,
  permanent,
  look = 'default',
  languagePicker = false,
}: {
  width: number;
  desktop: boolean;
  permanent: boolean;
  look?: SidebarLook;
  languagePicker?: boolean;
}) {
  if (!desktop || !permanent) return <TemporarySidebar width={width} languagePicker={languagePicker} />;
  return <PermanentSidebar width={width} look={look} languagePicker={languagePicker} />;
}

/** The sidebar as a temporary drawer the menu button opens; a pick closes it. */
function TemporarySidebar({ width, languagePicker }: { width: number; languagePicker: boolean }) {
  const { mobileOpen, closeMobile } = useLayout();
  const { settings } = useSettings();
  const chromeTheme = useChromeTheme();
  return (
    <ThemeProvider theme={chromeTheme}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={closeMobile}
        data-shell="sidebar"
        slotProps={{ paper: { sx: { width, ...paperLook('default', settings.sidebarBackground, 0) } } }}
      >
        <SidebarContent folded={false} onNavigate={closeMobile} languagePicker={languagePicker} />
      </Drawer>
    </ThemeProvider>
  );
}

/** The permanent sidebar; folded (mini) it expands over the page while hovered. */
function PermanentSidebar({
  width,
  look,
  languagePicker,
}: {
  width: number;
  look: SidebarLook;
  languagePicker: boolean;
}) {
  const { folded } = useLayout();
  const { settings } = useSettings();
  const chromeTheme = useChromeTheme();
  const [hover, setHover] = useState(false);
  const showFolded = folded && !hover;
  const paper = paperLook(look, settings.sidebarBackground, settings.cardRadius);
  const inset = look === 'floating' ? 24 : 0;
  const railWidth = (folded ? SIDEBAR_FOLDED_WIDTH : width) + inset;
  return (
    <Box data-shell="sidebar" sx={{ width: railWidth, flexShrink: 0, transition: 'width 150ms' }}>
      <ThemeProvider theme={chromeTheme}>
        <Drawer
          variant="permanent"
          onMouseEnter={() => folded && setHover(true)}
          onMouseLeave={() => setHover(false)}
          slotProps={{
            paper: {
              sx: {
                width: showFolded ? SIDEBAR_FOLDED_WIDTH : width,
                transition: 'width 150ms',
                borderInlineEnd: 1,
                borderColor: 'divider',
                boxShadow: folded && hover ? 8 : 'none',
                ...paper,
              },
            },
          }}
        >
          <SidebarContent folded={showFolded} languagePicker={languagePicker} />
        </Drawer>
      </ThemeProvider>
    </Box>
  );
}
