import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { useAuth } from '../../auth';
import { NotificationBell } from '../../notifications';
import { LanguagePicker } from '../../settings';
import { useLayout } from '../layout-context';
import { HeaderSearch } from './header-search';
import { UserActionsMenu } from './user-actions-menu';

/**
 * Header: menu button, logo, search, notifications, language picker, user menu (spec §2). The bell shows
 * the real unread count (issue 21 §3); the template's messages icon is gone: the product has no messages
 * (docs/decisions.md "Live updates").
 */
export function Header({ showLogo }: { showLogo: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useAuth();
  const { toggleMenu } = useLayout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
        <Tooltip title={t('toggleMenu')}>
          <IconButton edge="start" color="inherit" aria-label={t('toggleMenu')} onClick={toggleMenu}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        {showLogo && (
          <Box
            component={RouterLink}
            to="/leads"
            sx={{ textDecoration: 'none', mx: 1, display: { xs: 'none', sm: 'block' } }}
          >
            <Logo />
          </Box>
        )}
        <HeaderSearch />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <LanguagePicker />
        <Tooltip title={t('user.menu')}>
          <IconButton
            aria-label={t('user.menu')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ p: 0.5 }}
          >
            <Avatar
              src={user?.picture ?? undefined}
              sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}
            >
              {user?.name.charAt(0).toUpperCase()}
            </Avatar>
          </IconButton>
        </Tooltip>
        <UserActionsMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
      </Toolbar>
    </AppBar>
  );
}
