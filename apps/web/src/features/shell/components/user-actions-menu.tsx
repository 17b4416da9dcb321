import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
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
  /** Every action closes the menu first. */
  const closeThen = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {user && <SignedInAs name={user.name} email={user.email} />}
        <ActionItem
          icon={<PersonOutlined fontSize="small" />}
          label={t('user.profile')}
          onClick={closeThen(() => setProfileOpen(true))}
        />
        <ActionItem
          icon={<SettingsOutlined fontSize="small" />}
          label={t('user.settings')}
          onClick={closeThen(() => setDrawerOpen(true))}
        />
        <ActionItem
          icon={<Logout fontSize="small" />}
          label={t('user.logout')}
          onClick={closeThen(() => void logout())}
        />
      </Menu>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}

/** Who is signed in, above the actions. */
function SignedInAs({ name, email }: { name: string; email: string }) {
  return (
    <li role="presentation">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 0.5 }}>
        {name}
      </Typography>
      <Typography variant="caption" sx={{ px: 2, pb: 1, display: 'block', color: 'text.secondary' }}>
        {email}
      </Typography>
      <Divider />
    </li>
  );
}

/** An action of the menu: icon and label. */
function ActionItem({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}
