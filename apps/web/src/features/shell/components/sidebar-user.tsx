import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { UserActionsMenu } from './user-actions-menu';

/** Sidebar user block with Profile, Settings and Logout (spec §2); the menu button is named by its text. */
export function SidebarUser({ folded }: { folded: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  return (
    <Box sx={{ px: 1.5, py: 1 }}>
      <ButtonBase
        // Unfolded, the visible name and role name the button (WCAG 2.5.3 label in name).
        aria-label={folded ? `${t('user.menu')}: ${user.name}` : undefined}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          width: '100%',
          borderRadius: 1.5,
          p: 1,
          gap: 1.25,
          justifyContent: folded ? 'center' : 'flex-start',
          bgcolor: 'action.hover',
          textAlign: 'start',
        }}
      >
        <Avatar
          src={user.picture ?? undefined}
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14 }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        {!folded && (
          <>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle2" noWrap>
                {user.name}
              </Typography>
              <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                {t(`common:roles.${user.role}`)}
              </Typography>
            </Box>
            <UnfoldMore fontSize="small" sx={{ color: 'text.secondary' }} />
          </>
        )}
      </ButtonBase>
      <UserActionsMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
    </Box>
  );
}
