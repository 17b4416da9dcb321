import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { SIDEBAR_FOLDED_WIDTH, useChromeTheme } from '../../settings';
import { useLayout } from '../layout-context';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

function SidebarContent({ folded, onNavigate }: { folded: boolean; onNavigate?: () => void }) {
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
    </Box>
  );
}

/**
 * The sidebar: permanent on desktop (folded to 80 px, expanding on hover), a temporary drawer below
 * the md breakpoint. Dark in the semi-dark theme.
 */
export function Sidebar({
  width,
  desktop,
  permanent,
}: {
  width: number;
  desktop: boolean;
  permanent: boolean;
}) {
  const { folded, mobileOpen, closeMobile } = useLayout();
  const chromeTheme = useChromeTheme();
  const [hover, setHover] = useState(false);
  const showFolded = folded && !hover;

  if (!desktop || !permanent) {
    return (
      <ThemeProvider theme={chromeTheme}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={closeMobile}
          slotProps={{ paper: { sx: { width, bgcolor: 'background.paper' } } }}
        >
          <SidebarContent folded={false} onNavigate={closeMobile} />
        </Drawer>
      </ThemeProvider>
    );
  }
  const railWidth = folded ? SIDEBAR_FOLDED_WIDTH : width;
  return (
    <Box sx={{ width: railWidth, flexShrink: 0, transition: 'width 150ms' }}>
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
                bgcolor: 'background.paper',
                borderInlineEnd: 1,
                borderColor: 'divider',
                boxShadow: folded && hover ? 8 : 'none',
              },
            },
          }}
        >
          <SidebarContent folded={showFolded} />
        </Drawer>
      </ThemeProvider>
    </Box>
  );
}
