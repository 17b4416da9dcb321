import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { useSettings } from '../../settings';
import { ProfileDialog } from './profile-dialog';

/** Profile / Settings / Logout menu, used by the header avatar and the sidebar user block. */
export function UserActionsMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const { user, logout } = useAuth();
  const { setDrawerOpen } = useSettings();
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {user && (
          <li role="presentation">
            <Typography variant="subtitle2" sx={{ px: 2, pt: 0.5 }}>
              {user.name}
            </Typography>
            <Typography variant="caption" sx={{ px: 2, pb: 1, display: 'block', color: 'text.secondary' }}>
              {user.email}
            </Typography>
            <Divider />
          </li>
        )}
        <MenuItem
          onClick={() => {
            onClose();
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('user.profile')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setDrawerOpen(true);
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('user.settings')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('user.logout')} />
        </MenuItem>
      </Menu>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
